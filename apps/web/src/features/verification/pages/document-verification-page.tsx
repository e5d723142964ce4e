import { useState } from 'react';
import { Alert, Card, Result, Space, Tabs, Tag, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, VERIFICATION_MESSAGES, type LookupType } from '@cmis/shared';
import { PageSpinner } from '@/components/full-page-spinner';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { usePaging } from '@/components/paged-table';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useVerificationAccess } from '../api/get-access';
import { LookupDetailModal } from '../components/lookup-detail-modal';
import { LookupForm } from '../components/lookup-form';
import { LookupTable } from '../components/lookup-table';
import { OtpForm } from '../components/otp-form';
import { TABS, isLocked, lockTab, unlockTab, type TabLocks } from '../model/document-types';

/**
 * /document-verification (spec 3 §2.12): six tabs, each with its form and its list of past
 * lookups. Switching tab starts the list again at page 1, size 10, newest first, and clears
 * the form (the form is mounted per tab). A tab locks after a successful submit (spec 3 §4).
 */
export default function DocumentVerificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const access = useVerificationAccess(user.role);
  const [type, setType] = useState<LookupType>('vehicle');
  const [order, setOrder] = useState<'desc' | 'asc'>('desc');
  const [locks, setLocks] = useState<TabLocks>({});
  const [viewing, setViewing] = useState<number | null>(null);
  const paging = usePaging();

  if (access.isLoading) return <PageSpinner />;
  if (access.isError) {
    return <LoadFailure error={access.error} onRetry={() => void access.refetch()} fullPage />;
  }
  const state = access.data;
  if (!state?.allowed) {
    return (
      <div data-testid="verification-denied">
        <Result
          status="info"
          title={t('Document Verification System')}
          subTitle={t(state?.reason ?? VERIFICATION_MESSAGES.notAllocated)}
        />
      </div>
    );
  }

  const switchTab = (next: string) => {
    setType(next as LookupType);
    setOrder('desc');
    // First page, page size 10 (spec 3 §2.12, §9).
    paging.onChange(1, LIMITS.defaultPageSize);
  };

  const locked = isLocked(locks, type);
  const formProps = {
    locked,
    onSubmitted: () => {
      setLocks((current) => lockTab(current, type));
      // The new lookup is the newest: show the first page (spec 3 §4 'the list reloads').
      paging.setPage(0);
    },
    onNewSearch: () => setLocks((current) => unlockTab(current, type)),
  };

  return (
    <>
      <PageHeader
        title={t('Document Verification System')}
        subtitle={
          <Space wrap>
            <span>{user.userid}</span>
            <Tag color={user.role === '4' ? 'blue' : 'default'}>{labels.role}</Tag>
            <span>{labels.scope}</span>
          </Space>
        }
        extra={
          <Space direction="vertical" align="end" size={0}>
            {user.role === '4' && state.remainingDays !== null && (
              <Typography.Text strong data-testid="remaining-days">
                {t('Remaining Days: {{days}} Days', { days: state.remainingDays })}
              </Typography.Text>
            )}
            {state.plan && (
              <Typography.Text type="secondary">
                {t('Plan {{plan}}', { plan: state.plan })} ·{' '}
                {t('Used today: {{used}} of {{limit}}', {
                  used: state.usedToday,
                  limit: state.dailyLimit,
                })}
              </Typography.Text>
            )}
          </Space>
        }
      />
      {state.sandbox && (
        <Alert
          type="warning"
          showIcon
          icon={<ExperimentOutlined />}
          style={{ marginBottom: 16 }}
          message={t('SANDBOX')}
          description={t(
            'The verification service is in sandbox mode: the answers are test data, not real records.',
          )}
          data-testid="sandbox-banner"
        />
      )}
      <Card>
        <Tabs
          activeKey={type}
          onChange={switchTab}
          destroyOnHidden
          items={TABS.map((tab) => ({
            key: tab.type,
            label: <span data-testid={`tab-${tab.type}`}>{t(tab.title)}</span>,
          }))}
        />
        <div style={{ maxWidth: 720, marginBottom: 24 }} key={type}>
          {type === 'aadhaarOtp' ? (
            <OtpForm {...formProps} />
          ) : (
            <LookupForm type={type} {...formProps} />
          )}
        </div>
        <LookupTable
          type={type}
          paging={paging}
          order={order}
          onOrder={(next) => {
            setOrder(next);
            paging.setPage(0);
          }}
          onView={setViewing}
        />
      </Card>
      <LookupDetailModal id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

import { useState } from 'react';
import { Alert, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DuplicatePair } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { MasterSelect } from '@/components/form-kit/master-select';
import { usePaging } from '@/components/paged-table';
import { useCan } from '@/lib/authorization';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useCities } from '@/lib/masters';
import { DismissModal } from '../components/duplicates/dismiss-modal';
import { MergeModal, type MergeDone } from '../components/duplicates/merge-modal';
import { MergesTable } from '../components/duplicates/merges-table';
import { PairsTable } from '../components/duplicates/pairs-table';
import { ProfileLink } from '../components/duplicates/person-summary';

type Tab = 'pairs' | 'merges';

/**
 * Issue 16 §4-§5 (/duplicates): records that may be one person entered twice, in the user's
 * scope (role 2 its station's, role 4 its unit's, role 8 the state's or a unit's), to merge
 * or to mark as different persons; and the merges made, which the state admin can undo.
 */
export default function DuplicatesPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const picksUnit = user.role === '8';
  const mayMerge = useCan('accused:merge');
  const cities = useCities(picksUnit);
  const [cityId, setCityId] = useState<number | undefined>();
  const [tab, setTab] = useState<Tab>('pairs');
  const [dismissing, setDismissing] = useState<DuplicatePair | null>(null);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const [merged, setMerged] = useState<MergeDone | null>(null);
  const paging = usePaging();
  const city = cities.data?.find((c) => c.id === cityId);

  const pairs = (
    <>
      <Typography.Paragraph type="secondary">
        {mayMerge
          ? t(
              'Records that may be one person entered twice. Compare them and open them if needed, then merge them or mark them as different persons.',
            )
          : t(
              'Records of your police station that may be one person entered twice. Mark those that are different persons; ask the unit admin to merge the others.',
            )}
      </Typography.Paragraph>
      {merged && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setMerged(null)}
          style={{ marginBottom: 16 }}
          message={t('Records merged')}
          description={
            <span data-testid="merged-result">
              {t('Kept record: {{name}} (Accused ID {{id}}).', {
                name: merged.keptName,
                id: merged.keptId,
              })}{' '}
              <ProfileLink id={merged.keptId}>{t('Open the kept record')}</ProfileLink>
            </span>
          }
        />
      )}
      <PairsTable
        paging={paging}
        cityId={cityId}
        onDismiss={setDismissing}
        onMerge={(pair) => {
          setMerged(null);
          setMerging(pair);
        }}
      />
    </>
  );

  return (
    <>
      <PageHeader
        title={t('Possible duplicates')}
        subtitle={picksUnit && city ? local(city) : labels.scope}
      />
      <Card>
        {picksUnit && tab === 'pairs' && (
          <Flex
            align="center"
            gap={10}
            wrap
            style={{ marginBottom: 14, paddingBottom: 14, borderBottom: '1px solid #eef1f6' }}
          >
            <Typography.Text strong>{t('Unit')}</Typography.Text>
            <MasterSelect
              value={cityId}
              onChange={(value) => {
                setCityId(value as number | undefined);
                paging.setPage(0);
              }}
              allowClear
              query={cities}
              placeholder={t('All units')}
              aria-label={t('Unit')}
              style={{ width: 300 }}
              data-testid="unit-select"
            />
          </Flex>
        )}
        {mayMerge ? (
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as Tab)}
            items={[
              { key: 'pairs', label: t('Possible duplicates'), children: pairs },
              {
                key: 'merges',
                label: t('Merged records'),
                children: <MergesTable />,
              },
            ]}
          />
        ) : (
          pairs
        )}
      </Card>
      <DismissModal pair={dismissing} onClose={() => setDismissing(null)} />
      <MergeModal
        key={merging?.id ?? 0}
        pair={merging}
        onClose={() => setMerging(null)}
        onMerged={(done) => {
          setMerging(null);
          setMerged(done);
        }}
      />
    </>
  );
}

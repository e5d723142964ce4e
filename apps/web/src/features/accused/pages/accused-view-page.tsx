import { useEffect } from 'react';
import { Alert, Button, Card, Flex, FloatButton, Result } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageSpinner } from '@/components/full-page-spinner';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { accusedDetailQueryKey, useAccusedDetail } from '../api/get-accused-detail';
import { usePrint } from '@/components/print-area';
import { AccusedProfile } from '../components/profile/accused-profile';
import { PROFILE_SECTIONS, type ProfileSection } from '../components/profile/profile-parts';
import { ProfilePrint, profilePrintTitle } from '../components/profile/profile-print';
import { HistorySheetButton } from '../components/profile/history-sheet-button';

/** The app header stays stuck above the page; the profile's tabs stick under it. */
const HEADER_HEIGHT = 60;

function parseId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

function sectionOf(hash: string): ProfileSection | undefined {
  const name = hash.replace(/^#/, '');
  return (PROFILE_SECTIONS as readonly string[]).includes(name)
    ? (name as ProfileSection)
    : undefined;
}

/** Set when the page was opened through the old id of a merged record (issue 16 §5). */
function mergedFromOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('mergedFrom' in state)) return undefined;
  return typeof state.mergedFrom === 'number' ? state.mergedFrom : undefined;
}

/** Spec 2 §2.4 (/criminal_view/{id}): one accused's profile, printable. */
export default function AccusedViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const hash = location.hash;
  const id = parseId(useParams().id);
  const detail = useAccusedDetail(id);
  const queryClient = useQueryClient();
  const { printing, print } = usePrint();
  const shownId = detail.data?.id;
  const mergedFrom = mergedFromOf(location.state as unknown);

  // The old id of a merged record answers with the kept record (the server's redirect): the
  // address bar then names the kept record, so a bookmark or a copied link is current.
  useEffect(() => {
    if (id === undefined || shownId === undefined || shownId === id) return;
    // The kept record is already here: no second spinner while its own query starts.
    queryClient.setQueryData(accusedDetailQueryKey(shownId), detail.data);
    void navigate(`/criminal_view/${shownId}${hash}`, {
      replace: true,
      state: { mergedFrom: id },
    });
  }, [id, shownId, hash, navigate, queryClient, detail.data]);

  const notFound = (
    <Result
      status="404"
      title={t('This accused record was not found.')}
      extra={
        <Button onClick={() => void navigate(-1)} icon={<ArrowLeftOutlined />}>
          {t('Back')}
        </Button>
      }
    />
  );
  if (id === undefined) return notFound;
  if (detail.isError) {
    return detail.error instanceof ApiError && detail.error.status === 404 ? (
      notFound
    ) : (
      <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  if (!detail.data) return <PageSpinner />;
  const data = detail.data;

  return (
    <>
      <PageHeader
        title={data.basic.name}
        subtitle={`${t('Accused profile')} · ${t('Accused ID {{id}}', { id: data.id })}`}
        extra={
          <Flex gap={8}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
              {t('Back')}
            </Button>
            <HistorySheetButton accusedId={data.id} />
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => print(profilePrintTitle(data))}
              data-testid="profile-print"
            >
              {t('Print')}
            </Button>
          </Flex>
        }
      />
      {mergedFrom !== undefined && mergedFrom !== data.id && (
        <Alert
          type="info"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={t('This record was merged into record {{id}}.', { id: data.id })}
          data-testid="merged-notice"
        />
      )}
      <Card styles={{ body: { paddingTop: 0 } }}>
        <AccusedProfile
          detail={data}
          idPrefix="profile-"
          stickyTop={HEADER_HEIGHT}
          initialSection={sectionOf(hash)}
        />
      </Card>
      <FloatButton.BackTop tooltip={t('Back to top')} />
      {printing && <ProfilePrint detail={data} />}
    </>
  );
}

import { useState } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useCities } from '@/lib/masters';
import { AccusedList } from '../components/list/accused-list';
import { DownloadButton } from '../components/list/download-button';

/**
 * Spec 2 §2.1, §6 (/finds): the unit admin sees its unit's accused; the state user first
 * picks a unit (component) and then sees the same list for it.
 */
export default function FindAccusedPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const picksUnit = user.role === '8';
  const cities = useCities(picksUnit);
  const [cityId, setCityId] = useState<number | undefined>();
  const [exporting, setExporting] = useState(false);
  const listShown = !picksUnit || cityId !== undefined;
  const city = cities.data?.find((c) => c.id === cityId);
  const cityName = city ? local(city) : undefined;

  return (
    <>
      <PageHeader
        title={t('Search Accused')}
        subtitle={picksUnit ? (cityName ?? labels.scope) : labels.scope}
        extra={<DownloadButton onClick={() => setExporting(true)} disabled={!listShown} />}
      />
      <Card>
        {picksUnit && (
          <Flex
            align="center"
            gap={10}
            wrap
            style={{ marginBottom: 14, paddingBottom: 14, borderBottom: '1px solid #eef1f6' }}
          >
            <Typography.Text strong>{t('Unit')}</Typography.Text>
            <MasterSelect
              value={cityId}
              onChange={(v) => setCityId(v as number)}
              query={cities}
              placeholder={t('Select a unit')}
              aria-label={t('Unit')}
              style={{ width: 300 }}
              data-testid="unit-select"
            />
          </Flex>
        )}
        {!listShown ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('Select a unit to see its accused.')}
            style={{ padding: '40px 0' }}
          />
        ) : (
          <AccusedList
            cityId={picksUnit ? cityId : undefined}
            exporting={exporting}
            onExportClose={() => setExporting(false)}
          />
        )}
      </Card>
    </>
  );
}

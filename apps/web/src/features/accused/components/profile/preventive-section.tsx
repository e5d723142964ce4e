import { Typography } from 'antd';
import { FilePdfOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccusedDetail } from '@cmis/shared';
import { formatDate, localName } from '@/lib/format';
import { useCities } from '@/lib/masters';
import { registerLabel } from '../../profile-format';
import { useAreaStations } from '../form/externment-stations';
import { Empty, Fields, orDash, ProfileBlock, ProfileSectionBox } from './profile-parts';

/** Preventive statuses 2 and 3 carry court details (spec 2 §2.4). */
const COURT_STATUSES = [2, 3];

/**
 * Spec 2 §2.4, §3.4: each preventive action with its chapter case, period, externment area,
 * order file and, once in court, the court's details.
 */
export function PreventiveSection({
  detail,
  id,
}: {
  detail: AccusedDetail;
  id: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const cities = useCities(detail.preventiveActions.some((p) => p.externmentCityIds.length > 0));
  const stations = useAreaStations(detail.preventiveActions.flatMap((p) => p.externmentCityIds));
  const stationName = (stationId: number) => {
    const station = stations.data.find((s) => s.id === stationId);
    return station ? localName(i18n.language, station.nameMr, station.nameEn) : String(stationId);
  };
  const cityName = (cityId: number) => {
    const city = cities.data?.find((c) => c.id === cityId);
    return city ? localName(i18n.language, city.nameMr, city.nameEn) : String(cityId);
  };

  return (
    <ProfileSectionBox
      id={id}
      icon={StopOutlined}
      title={t('Preventive action')}
      count={detail.preventiveActions.length}
    >
      {detail.preventiveActions.length === 0 ? (
        <Empty>{t('No preventive actions recorded')}</Empty>
      ) : (
        detail.preventiveActions.map((action, index) => {
          const inCourt = action.status !== null && COURT_STATUSES.includes(action.status);
          return (
            <ProfileBlock
              key={action.id}
              head={
                <Typography.Text strong>
                  {index + 1}.{' '}
                  {localName(i18n.language, action.actionType.mr, action.actionType.en)}
                </Typography.Text>
              }
            >
              <Fields
                items={[
                  {
                    key: 'action',
                    label: t('Preventive action'),
                    children: localName(i18n.language, action.actionType.mr, action.actionType.en),
                    span: 'filled',
                  },
                  {
                    key: 'chapter',
                    label: t('Chapter case number'),
                    children: registerLabel(action.chapterCase, action.chapterYear),
                  },
                  { key: 'bond', label: t('Bond date'), children: formatDate(action.bondDate) },
                  {
                    key: 'period',
                    label: t('Period'),
                    children: t('{{from}} to {{to}}', {
                      from: formatDate(action.dateFrom),
                      to: formatDate(action.dateTo),
                    }),
                  },
                  ...(action.externmentCityIds.length + action.externmentStationIds.length > 0
                    ? [
                        {
                          key: 'externment',
                          label: t('Externment area'),
                          // Issue 20: whole units, then police stations.
                          children: [
                            ...action.externmentCityIds.map(cityName),
                            ...action.externmentStationIds.map(stationName),
                          ].join(', '),
                        },
                      ]
                    : []),
                  { key: 'orderType', label: t('Order type'), children: orDash(action.orderType) },
                  {
                    key: 'orderFile',
                    label: t('Order file'),
                    children: action.orderFileUrl ? (
                      <Typography.Link
                        href={action.orderFileUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid={`order-file-${action.id}`}
                      >
                        <FilePdfOutlined /> {t('Download')}
                      </Typography.Link>
                    ) : (
                      t('N/A')
                    ),
                  },
                  ...(inCourt
                    ? [
                        {
                          key: 'courtType',
                          label: t('Court type'),
                          children: orDash(action.courtType),
                        },
                        {
                          key: 'statusDate',
                          label: t('Status date'),
                          children: orDash(formatDate(action.statusDate)),
                        },
                        {
                          key: 'caseNumber',
                          label: t('Case number'),
                          children: orDash(action.caseNumber),
                        },
                      ]
                    : []),
                ]}
              />
            </ProfileBlock>
          );
        })
      )}
    </ProfileSectionBox>
  );
}

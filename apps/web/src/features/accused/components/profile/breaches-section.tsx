import { Table, Tag } from 'antd';
import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BREACH_KIND_LABELS, type Breach } from '@cmis/shared';
import { useCan } from '@/lib/authorization';
import { formatDateTime, localName } from '@/lib/format';
import { useAccusedBreaches } from '../../api/get-accused-breaches';
import { Empty, ProfileSectionBox } from './profile-parts';

/**
 * Issue 20 item 2: where and when the accused was met inside an area it is externed from
 * (a check-in, a sighting, an arrest or a crime registered there), and whether the police
 * acknowledged it.
 */
export function BreachesSection({ accusedId, id }: { accusedId: number; id: string | undefined }) {
  const { t, i18n } = useTranslation();
  const allowed = useCan('breaches:read');
  const breaches = useAccusedBreaches(accusedId, allowed);
  if (!allowed) return null;
  const items = breaches.data?.items ?? [];
  return (
    <ProfileSectionBox
      id={id}
      icon={AlertOutlined}
      title={t('Externment breaches')}
      count={items.length}
    >
      {items.length === 0 ? (
        <Empty>{t('No externment breaches')}</Empty>
      ) : (
        <Table<Breach>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={items}
          loading={breaches.isLoading}
          data-testid="profile-breaches"
          scroll={{ x: true }}
          columns={[
            { key: 'kind', title: t('Event'), render: (_v, r) => t(BREACH_KIND_LABELS[r.kind]) },
            {
              key: 'place',
              title: t('Place'),
              render: (_v, r) =>
                `${localName(i18n.language, r.stationName.mr, r.stationName.en)}, ${localName(i18n.language, r.cityName.mr, r.cityName.en)}`,
            },
            {
              key: 'at',
              title: t('Date and time'),
              render: (_v, r) => formatDateTime(r.occurredAt),
            },
            {
              key: 'ack',
              title: t('Status'),
              render: (_v, r) =>
                r.acknowledgedAt ? (
                  <Tag color="green">
                    {t('Acknowledged')} · {formatDateTime(r.acknowledgedAt)}
                  </Tag>
                ) : (
                  <Tag color="red">{t('Open')}</Tag>
                ),
            },
          ]}
        />
      )}
    </ProfileSectionBox>
  );
}

import {
  Button,
  Descriptions,
  Empty,
  Flex,
  Image,
  Modal,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WantedCrime, WantedDetail } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { formatDate } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useWanted } from '../api/get-wanted';
import { groupOf } from './wanted-form';

/** Spec 1 §2, §9: the Wanted View modal, 95% wide, with every detail of one particular. */
export function WantedViewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useWanted(id);
  return (
    <Modal
      open={id !== null}
      width="95%"
      title={t('Wanted View')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
      destroyOnHidden
      data-testid="wanted-view"
    >
      {query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <WantedDetails item={query.data} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function WantedDetails({ item }: { item: WantedDetail }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const name = (n: { mr: string; en: string } | null) => localName(n?.mr, n?.en);
  const group = groupOf(item.typeId);
  const dash = (v: string | null | undefined) => (v ? v : '—');

  const rows: { label: string; value: React.ReactNode }[] = [
    { label: t('Particular type'), value: name(item.typeName) },
    { label: t('Unit'), value: item.unitName ? name(item.unitName) : t('State-wide') },
  ];
  if (group === 'person' || group === 'licence') {
    if (group === 'licence') rows.push({ label: t('Licence number'), value: dash(item.licenceNo) });
    rows.push(
      { label: group === 'licence' ? t('Owner name') : t('Name'), value: dash(item.name) },
      { label: t('Address'), value: dash(item.address) },
      { label: t('City'), value: dash(name(item.cityName)) },
      { label: t('Police station'), value: dash(name(item.stationName)) },
    );
  }
  if (group === 'person') {
    if (item.externmentArea) rows.push({ label: t('Tadipar area'), value: item.externmentArea });
    rows.push({
      label: t('Family or member names'),
      value: item.members.length ? (
        <Flex wrap gap={4}>
          {item.members.map((m) => (
            <Tag key={m}>{m}</Tag>
          ))}
        </Flex>
      ) : (
        '—'
      ),
    });
  }
  if (group === 'vehicle') {
    rows.push(
      { label: t('Vehicle number'), value: dash(item.vehicleNo) },
      { label: t('Chassis number'), value: dash(item.chassisNo) },
      { label: t('Model'), value: dash(item.model) },
      { label: t('Colour'), value: dash(item.colour) },
    );
  }
  if (group === 'mobile') {
    rows.push(
      { label: t('Mobile number'), value: dash(item.mobileNo) },
      { label: t('IMEI number'), value: dash(item.imeiNo) },
      { label: t('Model'), value: dash(item.model) },
      { label: t('Colour'), value: dash(item.colour) },
    );
  }
  rows.push(
    { label: t('Status'), value: item.status === 1 ? t('Active') : t('In Active') },
    { label: t('Entered by'), value: dash(item.createdByName) },
    { label: t('Entered on'), value: formatDate(item.createdAt) },
  );

  return (
    <Flex gap={24} wrap align="flex-start">
      {(group === 'person' || group === 'vehicle') && (
        <div style={{ width: 220 }}>
          {item.photo ? (
            <Image
              src={item.photo.url}
              alt={item.name ?? item.vehicleNo ?? ''}
              width={220}
              style={{ borderRadius: 8, objectFit: 'cover' }}
              data-testid="wanted-view-photo"
            />
          ) : (
            <Empty description={t('No photo')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
          {item.pdf && (
            <Typography.Link
              href={item.pdf.url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ display: 'block', marginTop: 12 }}
              data-testid="wanted-view-pdf"
            >
              <FilePdfOutlined /> {item.pdf.originalName}
            </Typography.Link>
          )}
        </div>
      )}
      <div style={{ flex: 1, minWidth: 320 }}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          {rows.map((r) => (
            <Descriptions.Item key={r.label} label={r.label}>
              {r.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
        {group === 'person' && (
          <>
            <Typography.Title level={5} style={{ marginTop: 20 }}>
              {t('Crime entries')}
            </Typography.Title>
            <Table<WantedCrime>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={item.crimes}
              locale={{ emptyText: t('No data available') }}
              columns={[
                {
                  title: t('Member name'),
                  dataIndex: 'memberName',
                  render: (v: string) => dash(v),
                },
                {
                  title: t('Register No.'),
                  key: 'reg',
                  render: (_v, c) => `${c.registerNumber}/${c.registerYear}`,
                },
                {
                  title: t('Court case number'),
                  dataIndex: 'courtCaseNo',
                  render: (v: string) => dash(v),
                },
                { title: t('City'), key: 'city', render: (_v, c) => name(c.cityName) },
                {
                  title: t('Police station'),
                  key: 'station',
                  render: (_v, c) => name(c.stationName),
                },
                {
                  title: t('Act / Section'),
                  key: 'pairs',
                  render: (_v, c) => (
                    <Flex vertical gap={2}>
                      {c.sections.map((s) => (
                        <span key={s.sectionId}>
                          {name(s.actName)}: {name(s.sectionName)}
                        </span>
                      ))}
                    </Flex>
                  ),
                },
              ]}
            />
          </>
        )}
      </div>
    </Flex>
  );
}

import { Button, Table, Typography } from 'antd';
import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Preventive } from '@cmis/shared';
import { formatDate } from '@/lib/format';
import { useCities } from '@/lib/masters';
import { useLocalName } from '@/lib/names';
import { useAreaStations } from './externment-stations';

interface PreventiveTableProps {
  rows: Preventive[];
  /** Given when the officer may change the record: each row gets Update. */
  onEdit?: (row: Preventive) => void;
}

/** Spec 2 §3.4: the preventive actions recorded for the accused. */
export function PreventiveTable({ rows, onEdit }: PreventiveTableProps) {
  const { t } = useTranslation();
  const cities = useCities();
  const name = useLocalName();
  const stations = useAreaStations(rows.flatMap((r) => r.externmentCityIds));
  const stationNames = (ids: number[]) =>
    ids
      .map((id) => stations.data.find((s) => s.id === id))
      .filter((s) => s !== undefined)
      .map(name)
      .join(', ');
  const cityNames = (ids: number[]) =>
    ids
      .map((id) => cities.data?.find((c) => c.id === id))
      .filter((c) => c !== undefined)
      .map(name)
      .join(', ');

  return (
    <Table<Preventive>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('No preventive action recorded yet.') }}
      data-testid="preventive-table"
      columns={[
        {
          key: 'sr',
          title: t('Sr. No.'),
          width: 64,
          render: (_v, _row, index) => index + 1,
        },
        {
          key: 'type',
          title: t('Preventive action'),
          render: (_v, row) => name(row.actionType),
        },
        {
          key: 'chapter',
          title: t('Chapter case'),
          render: (_v, row) => `${row.chapterCase}/${row.chapterYear}`,
        },
        {
          key: 'period',
          title: t('Period'),
          render: (_v, row) => `${formatDate(row.dateFrom)} – ${formatDate(row.dateTo)}`,
        },
        {
          key: 'area',
          title: t('Externment area'),
          // Issue 20: whole units, then police stations of the area.
          render: (_v, row) =>
            [cityNames(row.externmentCityIds), stationNames(row.externmentStationIds)]
              .filter((s) => s !== '')
              .join('; ') || '-',
        },
        {
          key: 'order',
          title: t('Order'),
          render: (_v, row) =>
            row.orderFileUrl ? (
              <Typography.Link href={row.orderFileUrl} target="_blank" rel="noopener noreferrer">
                <FilePdfOutlined /> {t('View order')}
              </Typography.Link>
            ) : (
              t('N/A')
            ),
        },
        ...(onEdit
          ? [
              {
                key: 'action',
                title: t('Action'),
                render: (_v: unknown, row: Preventive) => (
                  <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
                    {t('Update')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

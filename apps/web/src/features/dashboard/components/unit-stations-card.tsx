import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { useStations } from '@/lib/masters';

interface StationRow {
  id: number;
  serial: number;
  nameMr: string;
  nameEn: string;
}

/** Role 4: the police stations of the admin's unit. */
export function UnitStationsCard({ cityId, unitName }: { cityId: number; unitName: string }) {
  const { t } = useTranslation();
  const stations = useStations(cityId);
  const rows: StationRow[] = (stations.data ?? []).map((station, index) => ({
    ...station,
    serial: index + 1,
  }));

  const columns: TableColumnsType<StationRow> = [
    { title: t('Sr. No.'), dataIndex: 'serial', width: 90 },
    { title: t('Police station (Marathi)'), dataIndex: 'nameMr' },
    { title: t('Police station (English)'), dataIndex: 'nameEn' },
  ];

  if (stations.isError) {
    return <LoadFailure error={stations.error} onRetry={() => void stations.refetch()} />;
  }

  return (
    <Card
      title={t('Police stations of {{unit}}', { unit: unitName })}
      extra={stations.data && t('Police stations: {{total}}', { total: stations.data.length })}
    >
      <Table<StationRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={{ spinning: stations.isPending, delay: DELAYS.spinnerMs }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
      />
    </Card>
  );
}

import { Card, Col, Row, Spin, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { useCities, useStationsOfCities } from '@/lib/masters';

interface UnitRow {
  id: number;
  serial: number;
  nameMr: string;
  nameEn: string;
  /** The unit's number of police stations, undefined while loading, null if it failed. */
  stations: number | null | undefined;
}

/** Role 8: every unit of the state with the number of its police stations. */
export function StateUnitsCard() {
  const { t } = useTranslation();
  const cities = useCities();
  const units = cities.data ?? [];
  const stations = useStationsOfCities(units.map((unit) => unit.id));
  const counting = stations.some((query) => query.isPending);
  const countFailed = stations.some((query) => query.isError);
  const totalStations = stations.reduce((sum, query) => sum + (query.data?.length ?? 0), 0);
  const notAvailable = <Typography.Text type="secondary">{t('Not available')}</Typography.Text>;

  const rows: UnitRow[] = units.map((unit, index) => {
    const query = stations[index];
    return {
      ...unit,
      serial: index + 1,
      stations: query?.isError ? null : query?.data?.length,
    };
  });

  const columns: TableColumnsType<UnitRow> = [
    { title: t('Sr. No.'), dataIndex: 'serial', width: 90 },
    { title: t('Unit (Marathi)'), dataIndex: 'nameMr' },
    { title: t('Unit (English)'), dataIndex: 'nameEn' },
    {
      title: t('Police stations'),
      dataIndex: 'stations',
      width: 160,
      align: 'right',
      render: (value: UnitRow['stations']) =>
        value === undefined ? <Spin size="small" /> : value === null ? notAvailable : value,
    },
  ];

  if (cities.isError) {
    return <LoadFailure error={cities.error} onRetry={() => void cities.refetch()} />;
  }

  return (
    <Card title={t('Units in the state')}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={12} lg={6}>
          <Statistic
            title={t('Units')}
            value={units.length}
            prefix={<ApartmentOutlined />}
            loading={cities.isPending}
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Statistic
            title={t('Police stations')}
            value={totalStations}
            formatter={countFailed ? () => notAvailable : undefined}
            prefix={<BankOutlined />}
            loading={cities.isPending || counting}
          />
        </Col>
      </Row>
      <Table<UnitRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={cities.isPending}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
      />
    </Card>
  );
}

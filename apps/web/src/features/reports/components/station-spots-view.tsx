import { Card, Col, Row, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StationSpotRow, StationSpots } from '@cmis/shared';
import type { PrintColumn } from '@/components/report/report-print';
import { formatDate, formatDateTime, localName } from '@/lib/format';

/** A name with its phone under it; '—' when neither is known. */
function Person({ name, phone }: { name: string | null; phone: string | null }) {
  if (!name && !phone) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      <div>{name}</div>
      {phone && <Typography.Text type="secondary">{phone}</Typography.Text>}
    </>
  );
}

/**
 * The columns of one station's spot-wise breakdown (spec 3 §3 spot report: spotName, type,
 * incharge, taggedLocations, createdAt, totalPerSpots, last visit and its app user), for
 * the screen and for the A4 print alike.
 */
export function useStationSpotColumns() {
  const { t, i18n } = useTranslation();
  const type = (r: StationSpotRow) => localName(i18n.language, r.spotType.mr, r.spotType.en);
  const tagged = (r: StationSpotRow) => (r.tagged ? t('Tagged') : t('Not tagged yet'));
  const both = (name: string | null, phone: string | null) =>
    [name, phone].filter(Boolean).join(', ') || '—';
  const print: PrintColumn<StationSpotRow>[] = [
    { title: t('Sr. No.'), render: (_r, i) => i + 1 },
    { title: t('Spot name'), render: (r) => r.name },
    { title: t('Spot type'), render: type },
    { title: t('Incharge'), render: (r) => both(r.inchargeName, r.inchargePhone) },
    { title: t('Tagged location'), render: tagged },
    { title: t('Created on'), render: (r) => formatDate(r.createdAt) },
    { title: t('Visits in the range'), render: (r) => r.visits },
    {
      title: t('Last visit'),
      render: (r) =>
        r.lastVisitAt
          ? `${formatDateTime(r.lastVisitAt)}, ${both(r.lastVisitorName, r.lastVisitorPhone)}`
          : '—',
    },
  ];
  const table: TableColumnsType<StationSpotRow> = [
    { title: t('Sr. No.'), key: 'sr', width: 70, render: (_v, _r, i) => i + 1 },
    {
      title: t('Spot name'),
      key: 'name',
      render: (_v, r) => (
        <div style={{ maxWidth: 200 }}>
          <div>{r.name}</div>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.landmark }}>
            {r.landmark}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('Spot type'), key: 'type', render: (_v, r) => type(r) },
    {
      title: t('Incharge'),
      key: 'incharge',
      render: (_v, r) => <Person name={r.inchargeName} phone={r.inchargePhone} />,
    },
    {
      title: t('Tagged location'),
      key: 'tagged',
      render: (_v, r) => <Tag color={r.tagged ? 'green' : 'default'}>{tagged(r)}</Tag>,
    },
    { title: t('Created on'), key: 'created', render: (_v, r) => formatDate(r.createdAt) },
    { title: t('Visits in the range'), dataIndex: 'visits', width: 90 },
    {
      // The last visit in the range and the app user who made it, one under the other.
      title: t('Last visit'),
      key: 'last',
      render: (_v, r) =>
        r.lastVisitAt ? (
          <>
            <div>{formatDateTime(r.lastVisitAt)}</div>
            <Person name={r.lastVisitorName} phone={r.lastVisitorPhone} />
          </>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
  return { table, print };
}

/**
 * One police station's spots in the range with the header figures (allTotalSpot,
 * taggedLocations, totalVisitedSpot, visits): the /reportPoliceSpotvise table and the admin
 * report's 'Report View' modal, built once.
 */
export function StationSpotsView({ data }: { data: StationSpots }) {
  const { t } = useTranslation();
  const { table } = useStationSpotColumns();
  const figures = [
    { title: t('Total spots'), value: data.spots, id: 'spots' },
    { title: t('Tagged spots'), value: data.tagged, id: 'tagged' },
    { title: t('Spots visited'), value: data.visitedSpots, id: 'visited' },
    { title: t('Total visits'), value: data.visits, id: 'visits' },
  ];
  return (
    <div data-testid="station-spots">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {figures.map((f) => (
          <Col xs={12} md={6} key={f.id}>
            <Card size="small">
              <Statistic title={f.title} value={f.value} data-testid={`station-spots-${f.id}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Table<StationSpotRow>
        rowKey="spotId"
        size="middle"
        columns={table}
        dataSource={data.rows}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

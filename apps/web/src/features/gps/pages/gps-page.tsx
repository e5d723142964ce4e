import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Image,
  Row,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GpsRecord } from '@cmis/shared';
import { PagedTable, usePaging } from '@/components/paged-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTime, localName, indiaToday } from '@/lib/format';
import { gpsExportUrl } from '../api/export-gps';
import { useGps, type GpsRange } from '../api/get-gps';
import { CheckinMap } from '../components/checkin-map';
import { GpsHistoryDrawer } from '../components/gps-history-drawer';
import { formatDistance } from '../components/map-projection';

const API_DATE = 'YYYY-MM-DD';

/**
 * Spec 1 §2 GPS report (/gps): a date range, Find, the Excel download and the table, with
 * the check-ins of the page on a plot beside it; a row opens the drawer (1000) of the
 * accused's check-ins, counts and home lock. Role 4 sees its city, role 2 its station.
 */
export default function GpsPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<[Dayjs, Dayjs]>([indiaToday(), indiaToday()]);
  const [range, setRange] = useState<GpsRange>({
    from: indiaToday().format(API_DATE),
    to: indiaToday().format(API_DATE),
  });
  const paging = usePaging();
  const gps = useGps({ ...range, page: paging.page, size: paging.size });
  const [drawer, setDrawer] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  const find = () => {
    const next = { from: draft[0].format(API_DATE), to: draft[1].format(API_DATE) };
    if (paging.page === 0 && JSON.stringify(next) === JSON.stringify(range)) void gps.refetch();
    setRange(next);
    paging.setPage(0);
  };

  const columns: TableColumnsType<GpsRecord> = [
    { title: t('Sr. No.'), key: 'serial', render: (_v, _r, index) => paging.serial(index) },
    {
      title: t('Name'),
      dataIndex: 'name',
      render: (name: string, r) => <Link to={`/criminal_view/${r.accusedId}`}>{name}</Link>,
    },
    {
      title: t('Police Station'),
      key: 'station',
      render: (_v, r) => localName(i18n.language, r.stationName.mr, r.stationName.en),
    },
    { title: t('App user'), dataIndex: 'userName' },
    {
      title: t('Image'),
      dataIndex: 'photoUrl',
      render: (url: string | null, r) =>
        url ? (
          <Image src={url} alt={r.name} width={40} height={40} style={{ objectFit: 'cover' }} />
        ) : (
          '—'
        ),
    },
    {
      title: t('Date and time'),
      dataIndex: 'capturedAt',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('Status'),
      dataIndex: 'found',
      render: (found: boolean) =>
        found ? <Tag color="green">{t('Found')}</Tag> : <Tag color="red">{t('Not found')}</Tag>,
    },
    { title: t('Details'), dataIndex: 'details' },
    {
      title: t('Distance from home'),
      dataIndex: 'distanceMeters',
      render: (m: number | null) => (m === null ? '—' : formatDistance(m)),
    },
    {
      title: t('Counts'),
      dataIndex: 'counts',
      render: (n: number, r) => (
        <Button
          size="small"
          onClick={() => setDrawer(r.accusedId)}
          data-testid={`gps-counts-${r.id}`}
        >
          {n}
        </Button>
      ),
    },
  ];

  const items = gps.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={t('GPS report')}
        subtitle={t('Check-ins made by app users in the field')}
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="center">
          <DatePicker.RangePicker
            value={draft}
            allowClear={false}
            format="DD-MM-YYYY"
            onChange={(v) => v?.[0] && v[1] && setDraft([v[0], v[1]])}
            data-testid="gps-range"
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={find} data-testid="gps-find">
            {t('Find')}
          </Button>
          <Button
            icon={<FileExcelOutlined />}
            href={gpsExportUrl(range)}
            download
            disabled={(gps.data?.total ?? 0) === 0}
            data-testid="gps-export"
          >
            {t('Excel')}
          </Button>
        </Flex>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <PagedTable<GpsRecord>
            query={gps}
            paging={paging}
            columns={columns}
            scroll={{ x: true }}
            onRow={(r) => ({ onMouseEnter: () => setSelected(r.id) })}
            data-testid="gps-table"
          />
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('Map of check-ins')}>
            <CheckinMap
              checkins={items.map((i) => ({
                ...i,
                label: `${i.name} · ${formatDateTime(i.capturedAt)}`,
              }))}
              selectedId={selected}
              onSelect={(id) => {
                const row = items.find((i) => i.id === id);
                if (row) setDrawer(row.accusedId);
              }}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('Positions are drawn to scale without a background map; no map service is used.')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <GpsHistoryDrawer accusedId={drawer} onClose={() => setDrawer(null)} />
    </>
  );
}

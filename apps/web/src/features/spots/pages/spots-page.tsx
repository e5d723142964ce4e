import { useState } from 'react';
import { Button, Card, type TableColumnsType } from 'antd';
import { PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SpotItem } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { useCan } from '@/lib/authorization';
import { formatDate, localName } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useSpots } from '../api/get-spots';
import { GeotagTag, QrInfoModal } from '../components/qr-info-modal';
import { SpotFormDrawer } from '../components/spot-form-drawer';
import { useSpotTimeLabel } from '../components/spot-labels';

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/**
 * /spotservellience (spec 2 §2.5, §6): the QR-tagged patrol spots of the user's station (2),
 * unit (4) or the whole state (8, read only), with Create Spot and the QR Information modal.
 */
export default function SpotsPage() {
  const { t, i18n } = useTranslation();
  const local = useLocalName();
  const user = useCurrentUser();
  const mayCreate = useCan('spots:write');
  const [drawer, setDrawer] = useState({ open: false, key: 0 });
  const [infoId, setInfoId] = useState<number | null>(null);
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const spots = useSpots({
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
  });
  const spotTimeLabel = useSpotTimeLabel();
  const place = user.role === '8' || !user.cityName ? t('Maharashtra') : local(user.cityName);

  const columns: TableColumnsType<SpotItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 80,
      ...oneLine,
      render: (_v, _r, index) => paging.serial(index),
    },
    { title: t('Spot name'), dataIndex: 'name' },
    {
      title: t('Spot type'),
      key: 'type',
      render: (_v, row) => localName(i18n.language, row.spotTypeNameMr, row.spotTypeNameEn),
    },
    { title: t('Landmark'), dataIndex: 'landmark' },
    // Role 8 reads the whole state, so its table names each spot's unit too.
    ...(user.role === '8'
      ? [
          {
            title: t('City'),
            key: 'city',
            render: (_v: unknown, row: SpotItem) =>
              localName(i18n.language, row.cityNameMr, row.cityNameEn),
          },
        ]
      : []),
    {
      title: t('Police station'),
      key: 'station',
      ...oneLine,
      render: (_v, row) => localName(i18n.language, row.stationNameMr, row.stationNameEn),
    },
    {
      title: t('Spot time'),
      dataIndex: 'spotTime',
      ...oneLine,
      render: (time: SpotItem['spotTime']) => spotTimeLabel(time),
    },
    { title: t('Patrolling person'), dataIndex: 'patrollingPerson' },
    { title: t('Spot code'), dataIndex: 'code', ...oneLine },
    {
      title: t('Geotag'),
      key: 'geotag',
      ...oneLine,
      render: (_v, row) => <GeotagTag tagged={row.geotagged} />,
    },
    {
      title: t('Created date'),
      dataIndex: 'createdAt',
      ...oneLine,
      render: (value: string) => formatDate(value),
    },
    {
      title: t('Action'),
      key: 'action',
      fixed: 'right',
      ...oneLine,
      render: (_v, row) => (
        <Button
          icon={<QrcodeOutlined />}
          onClick={() => setInfoId(row.id)}
          data-testid={`spot-info-${row.code}`}
        >
          {t('QR Information')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Patrol spots')}
        subtitle={place}
        extra={
          mayCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer(({ key }) => ({ open: true, key: key + 1 }))}
              data-testid="spot-create"
            >
              {t('Create Spot')}
            </Button>
          )
        }
      />
      <Card>
        <SearchBar
          testId="spot-search"
          search={search}
          placeholder={t('Search by spot name, landmark or code')}
        />
        <PagedTable<SpotItem>
          query={spots}
          paging={paging}
          columns={columns}
          scroll={{ x: 1500 }}
        />
      </Card>
      <SpotFormDrawer
        key={drawer.key}
        open={drawer.open}
        onClose={() => setDrawer(({ key }) => ({ open: false, key }))}
      />
      <QrInfoModal spotId={infoId} onClose={() => setInfoId(null)} />
    </>
  );
}

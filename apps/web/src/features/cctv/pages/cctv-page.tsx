import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Space, Tag, type TableColumnsType } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CctvItem } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { useCan } from '@/lib/authorization';
import { localName } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useCctvList } from '../api/cctv';
import { useCctvLabels } from '../components/cctv-labels';
import { CctvFormDrawer } from '../components/cctv-form-drawer';
import { ImportModal } from '../components/import-modal';

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/**
 * /CCTVLocation (spec 3 §2.9): the header names the user and the role (ADMIN for role 4,
 * otherwise SUPER ADMIN), a row names the state (role 8) or the city; role 4 adds by form
 * or by importing a spreadsheet.
 */
export default function CctvPage() {
  const { t, i18n } = useTranslation();
  const local = useLocalName();
  const user = useCurrentUser();
  const mayWrite = useCan('cctv:write');
  const labels = useCctvLabels();
  const [drawer, setDrawer] = useState({ open: false, key: 0 });
  const [importing, setImporting] = useState(false);
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const list = useCctvList({
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
  });
  const cityName = user.cityName ? local(user.cityName) : '';

  const columns: TableColumnsType<CctvItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 80,
      ...oneLine,
      render: (_v, _r, i) => paging.serial(i),
    },
    { title: t('Location name'), dataIndex: 'name' },
    {
      title: t('Police station'),
      key: 'station',
      ...oneLine,
      render: (_v, row) => localName(i18n.language, row.stationNameMr, row.stationNameEn),
    },
    ...(user.role === '8'
      ? [
          {
            title: t('City'),
            key: 'city',
            render: (_v: unknown, row: CctvItem) =>
              localName(i18n.language, row.cityNameMr, row.cityNameEn),
          },
        ]
      : []),
    { title: t('Address / landmark'), dataIndex: 'address' },
    {
      title: t('Coordinates'),
      key: 'coordinates',
      ...oneLine,
      render: (_v, row) => `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}`,
    },
    { title: t('Number of cameras'), dataIndex: 'cameraCount', ...oneLine },
    {
      title: t('Owner'),
      dataIndex: 'owner',
      ...oneLine,
      render: (o: CctvItem['owner']) => labels.owner(o),
    },
    {
      title: t('Working status'),
      dataIndex: 'status',
      ...oneLine,
      render: (s: CctvItem['status']) => (
        <Tag color={s === 'working' ? 'green' : 'red'}>{labels.status(s)}</Tag>
      ),
    },
    {
      title: t('Contact mobile'),
      dataIndex: 'contactMobile',
      ...oneLine,
      render: (m: string) => m || '—',
    },
  ];

  return (
    <>
      <PageHeader
        title={t('CCTV locations')}
        subtitle={
          <Space>
            <span data-testid="cctv-userid">{user.userid}</span>
            <Tag color={user.role === '4' ? 'blue' : 'gold'} data-testid="cctv-role-tag">
              {user.role === '4' ? 'ADMIN' : 'SUPER ADMIN'}
            </Tag>
          </Space>
        }
        extra={
          mayWrite && (
            <Flex gap={8}>
              <Button
                icon={<ImportOutlined />}
                onClick={() => setImporting(true)}
                data-testid="cctv-import"
              >
                {t('Import from Excel')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDrawer(({ key }) => ({ open: true, key: key + 1 }))}
                data-testid="cctv-add"
              >
                {t('Add CCTV location')}
              </Button>
            </Flex>
          )
        }
      />
      <Card>
        <Descriptions size="small" style={{ marginBottom: 16 }} column={1}>
          {user.role === '8' ? (
            <Descriptions.Item label={t('State Name')}>{t('Maharashtra')}</Descriptions.Item>
          ) : (
            <Descriptions.Item label={t('City Name')}>{cityName}</Descriptions.Item>
          )}
        </Descriptions>
        <SearchBar
          testId="cctv-search"
          search={search}
          placeholder={t('Search by location or address')}
        />
        <PagedTable<CctvItem> query={list} paging={paging} columns={columns} scroll={{ x: 1300 }} />
      </Card>
      {mayWrite && (
        <>
          <CctvFormDrawer
            key={drawer.key}
            open={drawer.open}
            onClose={() => setDrawer(({ key }) => ({ open: false, key }))}
          />
          <ImportModal open={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </>
  );
}

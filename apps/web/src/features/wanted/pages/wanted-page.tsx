import { useState } from 'react';
import { Button, Card, Flex, Image, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Select } from '@/components/form-kit/select';
import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WantedItem } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { formatTableDate, localName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useMasterList } from '@/lib/masters';
import { useWantedList } from '../api/get-wanted-list';
import { WantedStatusTag } from '../components/status-tag';
import { groupOf } from '../components/wanted-form';
import { WantedFormDrawer } from '../components/wanted-form-drawer';
import { WantedViewModal } from '../components/wanted-view-modal';

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/**
 * Spec 1 §2 'Wanted / particulars management': the user id, ADMIN or SUPER ADMIN and the
 * area; a particular type selector (default 1); the chosen type's table paged by the server;
 * an add / update drawer whose fields follow the type; the 95% Wanted View modal.
 */
export default function WantedPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const types = useMasterList('wanted-types');
  const [typeId, setTypeId] = useState(1);
  const [drawer, setDrawer] = useState<{ open: boolean; key: number; editId: number | null }>({
    open: false,
    key: 0,
    editId: null,
  });
  const [viewId, setViewId] = useState<number | null>(null);
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const list = useWantedList({
    typeId,
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
  });
  const group = groupOf(typeId);
  const name = (n: { mr: string; en: string } | null) =>
    n ? localName(i18n.language, n.mr, n.en) : '';
  const open = (editId: number | null) =>
    setDrawer(({ key }) => ({ open: true, key: key + 1, editId }));

  const columns: TableColumnsType<WantedItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 80,
      ...oneLine,
      render: (_v, _row, index) => paging.serial(index),
    },
  ];
  if (group === 'person') {
    columns.push(
      {
        title: t('Photo'),
        key: 'photo',
        width: 72,
        render: (_v, row) =>
          row.photo ? (
            <Image
              src={row.photo.url}
              alt={row.name ?? row.vehicleNo ?? ''}
              width={44}
              height={52}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
      { title: t('Name'), dataIndex: 'name' },
      { title: t('Address'), dataIndex: 'address' },
      { title: t('Police station'), key: 'station', render: (_v, row) => name(row.stationName) },
    );
    if (typeId >= 3 && typeId <= 5) {
      columns.push({ title: t('Tadipar area'), dataIndex: 'externmentArea' });
    }
    columns.push({ title: t('Crimes'), dataIndex: 'crimeCount', ...oneLine });
  } else if (group === 'vehicle') {
    columns.push(
      { title: t('Vehicle number'), dataIndex: 'vehicleNo', ...oneLine },
      { title: t('Model'), dataIndex: 'model' },
      { title: t('Colour'), dataIndex: 'colour' },
      { title: t('Chassis number'), dataIndex: 'chassisNo', ...oneLine },
    );
  } else if (group === 'licence') {
    columns.push(
      { title: t('Licence number'), dataIndex: 'licenceNo', ...oneLine },
      { title: t('Owner name'), dataIndex: 'name' },
      { title: t('Address'), dataIndex: 'address' },
      { title: t('Police station'), key: 'station', render: (_v, row) => name(row.stationName) },
    );
  } else {
    columns.push(
      { title: t('Mobile number'), dataIndex: 'mobileNo', ...oneLine },
      { title: t('IMEI number'), dataIndex: 'imeiNo', ...oneLine },
      { title: t('Model'), dataIndex: 'model' },
      { title: t('Colour'), dataIndex: 'colour' },
    );
  }
  if (user.role === '8') {
    columns.push({
      title: t('Unit'),
      key: 'unit',
      render: (_v, row) => (row.unitName ? name(row.unitName) : t('State-wide')),
    });
  }
  columns.push(
    {
      title: t('Entered on'),
      dataIndex: 'createdAt',
      ...oneLine,
      render: (v: string) => formatTableDate(v),
    },
    {
      title: t('Status'),
      key: 'status',
      ...oneLine,
      render: (_v, row) => <WantedStatusTag item={row} />,
    },
    {
      title: t('Action'),
      key: 'action',
      ...oneLine,
      render: (_v, row) => (
        <Space>
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => setViewId(row.id)}
            data-testid="wanted-view-open"
          >
            {t('View')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => open(row.id)}
            data-testid="wanted-edit"
          >
            {t('Edit')}
          </Button>
        </Space>
      ),
    },
  );

  return (
    <>
      <PageHeader
        title={t('Wanted particulars')}
        subtitle={
          <Space size={8} wrap data-testid="wanted-header">
            <span>{user.userid}</span>
            <Tag color="blue">{labels.role}</Tag>
            <span>{labels.scope}</span>
          </Space>
        }
        extra={
          <Flex gap={8} wrap>
            <Select<number>
              value={typeId}
              onChange={(next) => {
                setTypeId(next);
                paging.setPage(0);
              }}
              style={{ minWidth: 280 }}
              // All 13 types at once: a short list reads better unscrolled.
              virtual={false}
              listHeight={420}
              loading={types.isLoading}
              options={(types.data ?? [{ id: 1, nameMr: '1', nameEn: '1' }]).map((ty) => ({
                value: ty.id,
                label: `${ty.id}. ${localName(i18n.language, ty.nameMr, ty.nameEn)}`,
              }))}
              aria-label={t('Particular type')}
              data-testid="wanted-type"
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open(null)}
              data-testid="wanted-add"
            >
              {t('Add')}
            </Button>
          </Flex>
        }
      />
      <Card>
        <SearchBar
          testId="wanted-search"
          search={search}
          placeholder={
            group === 'person'
              ? t('Search by name')
              : group === 'vehicle'
                ? t('Search by vehicle or chassis number')
                : group === 'licence'
                  ? t('Search by licence number or name')
                  : t('Search by mobile or IMEI number')
          }
        />
        <PagedTable<WantedItem>
          query={list}
          paging={paging}
          columns={columns}
          scroll={{ x: 1000 }}
        />
      </Card>
      {drawer.open && (
        <WantedFormDrawer
          key={drawer.key}
          open={drawer.open}
          typeId={typeId}
          editId={drawer.editId}
          userCityId={user.role === '4' ? (user.cityId ?? null) : null}
          onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        />
      )}
      <WantedViewModal id={viewId} onClose={() => setViewId(null)} />
    </>
  );
}

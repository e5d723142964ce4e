import { useState } from 'react';
import { Button, Card, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { type ContentItem, type ContentType } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { formatDate, localName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useContent } from '../api/get-content';
import { ContentFile } from './content-file';
import { ContentFormDrawer } from './content-form-drawer';
import { useContentScreen, useMediaTypeName } from './content-screen';
import { StatusTag } from './status-tag';

/** Short values (numbers, dates, tags) stay on one line; descriptions may wrap. */
const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/**
 * Spec 1 §2 News and notifications, Help messages and About Us: one screen for the four item
 * types, with a searchable table, a status toggle and an add drawer.
 */
export function ContentManager({ itemType }: { itemType: ContentType }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const screen = useContentScreen(itemType, user);
  const mediaTypeName = useMediaTypeName();
  // A new drawer, and so an empty form, for every opening (spec 1 §4).
  const [drawer, setDrawer] = useState({ open: false, key: 0 });
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const content = useContent({
    itemType,
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
  });

  const columns: TableColumnsType<ContentItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 80,
      ...oneLine,
      render: (_value, _row, index) => paging.serial(index),
    },
    {
      title: t('Description'),
      dataIndex: 'description',
      render: (text: string) =>
        text ? (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
            {text}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('Type'),
      dataIndex: 'newsType',
      ...oneLine,
      render: (type: ContentItem['newsType']) => mediaTypeName(type),
    },
    { title: t('File'), key: 'file', render: (_value, row) => <ContentFile item={row} /> },
    {
      title: t('Published date'),
      dataIndex: 'publishedDate',
      ...oneLine,
      render: (value: string) => formatDate(value),
    },
    ...(screen.showUnit
      ? [
          {
            title: t('Unit'),
            key: 'unit',
            render: (_value: unknown, row: ContentItem) =>
              row.cityId === null
                ? t('State-wide')
                : localName(i18n.language, row.cityNameMr ?? '', row.cityNameEn ?? ''),
          },
        ]
      : []),
    { title: t('Posted by'), dataIndex: 'userName', render: (name: string | null) => name ?? '' },
    {
      title: t('Status'),
      key: 'status',
      ...oneLine,
      render: (_value, row) => <StatusTag item={row} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={screen.title}
        subtitle={screen.subtitle}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer(({ key }) => ({ open: true, key: key + 1 }))}
            data-testid="content-add"
          >
            {screen.addLabel}
          </Button>
        }
      />
      <Card>
        <SearchBar
          testId="content-search"
          search={search}
          placeholder={t('Search by description')}
        />
        <PagedTable<ContentItem>
          query={content}
          paging={paging}
          columns={columns}
          scroll={{ x: 960 }}
        />
      </Card>
      <ContentFormDrawer
        key={drawer.key}
        itemType={itemType}
        open={drawer.open}
        title={screen.addLabel}
        typeLabel={screen.typeLabel}
        onClose={() => setDrawer(({ key }) => ({ open: false, key }))}
      />
    </>
  );
}

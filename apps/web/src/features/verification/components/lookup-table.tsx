import { Button, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LookupSummary, LookupType } from '@cmis/shared';
import { PagedTable, type Paging } from '@/components/paged-table';
import { formatCardDateTime } from '@/lib/format';
import { useLookups } from '../api/lookups';
import { reasonLabelKey } from '../model/document-types';
import { LIST_COLUMNS, MISSING, cardDate } from '../model/record-fields';

/**
 * A tab's past lookups (spec 3 §2.12): Sr No (page*size+index+1), the number, the type's
 * columns, reason, who, 'Searched At' sorted by the server (newest first by default), View.
 */
export function LookupTable({
  type,
  paging,
  order,
  onOrder,
  onView,
}: {
  type: LookupType;
  paging: Paging;
  order: 'desc' | 'asc';
  onOrder: (order: 'desc' | 'asc') => void;
  onView: (id: number) => void;
}) {
  const { t } = useTranslation();
  const list = useLookups({ type, page: paging.page, size: paging.size, order });

  const columns: TableColumnsType<LookupSummary> = [
    { title: t('Sr No'), key: 'serial', width: 70, render: (_v, _r, i) => paging.serial(i) },
    { title: t('Document Number'), dataIndex: 'number', render: (n: string) => n || MISSING },
    ...LIST_COLUMNS[type].map((column) => ({
      title: t(column.labelKey),
      key: column.key,
      render: (_v: unknown, row: LookupSummary) => {
        const value = row.columns[column.key];
        if (column.kind === 'date') return cardDate(value);
        return value === null || value === undefined || value === '' ? MISSING : value;
      },
    })),
    {
      title: t('Reason'),
      dataIndex: 'reason',
      render: (r: LookupSummary['reason']) => t(reasonLabelKey(r)),
    },
    { title: t('Searched By'), dataIndex: 'searchedBy' },
    {
      title: t('Searched At'),
      dataIndex: 'searchedAt',
      key: 'searchedAt',
      sorter: true,
      sortDirections: ['descend', 'ascend', 'descend'],
      sortOrder: order === 'desc' ? 'descend' : 'ascend',
      render: (at: string) => formatCardDateTime(at),
    },
    {
      title: t('Action'),
      key: 'view',
      width: 100,
      render: (_v, row) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => onView(row.id)}
          data-testid={`lookup-view-${row.id}`}
        >
          {t('View')}
        </Button>
      ),
    },
  ];

  return (
    <PagedTable<LookupSummary>
      query={list}
      paging={paging}
      columns={columns}
      scroll={{ x: 900 }}
      data-testid="lookup-table"
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        onOrder(sorter.order === 'ascend' ? 'asc' : 'desc');
      }}
    />
  );
}

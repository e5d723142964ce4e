import { App, Button, Popconfirm, Tag, Typography, type TableColumnsType } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_MESSAGES, MESSAGES, type MergeListItem } from '@cmis/shared';
import { PagedTable, usePaging } from '@/components/paged-table';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { formatDateTime, localName } from '@/lib/format';
import { useMerges } from '../../api/get-merges';
import { useUndoMerge } from '../../api/undo-merge';
import { ProfileLink } from './person-summary';

/** Issue 16 §5: the merges of the unit or the state; the state admin can undo one. */
export function MergesTable() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const paging = usePaging();
  const merges = useMerges({ page: paging.page, size: paging.size });
  const mayUndo = useCan('accused:unmerge');
  const undo = useUndoMerge();

  const undoMerge = async (row: MergeListItem) => {
    try {
      await undo.mutateAsync(row.id);
      void message.success(t(DUPLICATE_MESSAGES.unmerged));
    } catch (error) {
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };

  const record = (id: number, name: string) => (
    <>
      <Typography.Text strong>{name}</Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('Accused ID {{id}}', { id })}
        </Typography.Text>
      </div>
    </>
  );

  const columns: TableColumnsType<MergeListItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 64,
      render: (_value, _row, index) => paging.serial(index),
    },
    {
      title: t('Removed record'),
      key: 'removed',
      render: (_value, row) => record(row.removedId, row.removedName),
    },
    {
      title: t('Kept record'),
      key: 'kept',
      render: (_value, row) => (
        <>
          {record(row.keptId, row.keptName)}
          <ProfileLink id={row.keptId} />
        </>
      ),
    },
    {
      title: t('Unit'),
      key: 'unit',
      render: (_value, row) => localName(i18n.language, row.city.mr, row.city.en),
    },
    { title: t('Merged by'), key: 'by', render: (_value, row) => row.mergedBy ?? '-' },
    {
      title: t('Merged on'),
      key: 'at',
      render: (_value, row) => formatDateTime(row.mergedAt),
    },
    {
      title: t('Status'),
      key: 'status',
      render: (_value, row) =>
        row.undoneAt ? (
          <Tag>{t('Undone on {{date}}', { date: formatDateTime(row.undoneAt) })}</Tag>
        ) : (
          <Tag color="green">{t('Merged')}</Tag>
        ),
    },
    ...(mayUndo
      ? [
          {
            title: t('Action'),
            key: 'action',
            render: (_value: unknown, row: MergeListItem) =>
              !row.undoneAt && (
                <Popconfirm
                  title={t('Undo this merge?')}
                  description={t('Both records return as they were before the merge.')}
                  okText={t('Undo merge')}
                  cancelText={t('Cancel')}
                  onConfirm={() => void undoMerge(row)}
                >
                  <Button
                    icon={<UndoOutlined />}
                    loading={undo.isPending && undo.variables === row.id}
                    data-testid={`undo-merge-${row.id}`}
                  >
                    {t('Undo merge')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <PagedTable<MergeListItem>
      query={merges}
      paging={paging}
      columns={columns}
      size="small"
      scroll={{ x: 900 }}
      locale={{ emptyText: t('No records have been merged.') }}
      data-testid="merges-table"
    />
  );
}

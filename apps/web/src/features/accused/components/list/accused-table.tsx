import {
  Avatar,
  Button,
  Flex,
  Tooltip,
  Typography,
  type TableColumnType,
  type TableColumnsType,
} from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { EditOutlined, EyeOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccusedListItem } from '@cmis/shared';
import { PagedTable, type Paging } from '@/components/paged-table';
import { localName } from '@/lib/format';
import type { AccusedPage } from '../../api/get-accused-list';
import type { AccusedSort, SortChoice } from '../../list-query';
import { ActiveTag } from './active-tag';
import { MatchTags } from './match-tags';

/** Short values (numbers, phone, tags, buttons) stay on one line; names and addresses wrap. */
const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

export const PHOTO_SIZE = 50;

type AntSortOrder = NonNullable<TableColumnType<AccusedListItem>['sortOrder']> | null;

export interface AccusedTableProps {
  query: UseQueryResult<AccusedPage>;
  paging: Paging;
  sort: SortChoice | undefined;
  /** Role 4 sees the active/inactive tag of its own unit's records (spec 2 §2.2). */
  statusCityId: number | null;
  onSortChange: (sort: SortChoice | undefined) => void;
  onPhoto: (row: AccusedListItem) => void;
  onView: (row: AccusedListItem, section?: 'preventive') => void;
  /** The station's own records: add or change preventive actions (spec 2 §2.1 actions). */
  onPreventive: (row: AccusedListItem) => void;
  /** Set only where the drawer exists (role 2); shown only on rows the user may change. */
  onEdit?: (row: AccusedListItem) => void;
  onToggleActive: (row: AccusedListItem) => void;
}

/** The accused list's columns, exactly those of spec 2 §2.1. */
export function AccusedTable(props: AccusedTableProps) {
  const { t, i18n } = useTranslation();
  const { paging, sort } = props;

  // The column sorters mirror the sorter dropdown: one sort, set from either place.
  const sortOrderOf = (field: AccusedSort): AntSortOrder =>
    sort?.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: AccusedSort) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    sortDirections: ['ascend', 'descend'] as AntSortOrder[],
    showSorterTooltip: false,
  });

  const columns: TableColumnsType<AccusedListItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 64,
      ...oneLine,
      render: (_value, _row, index) => paging.serial(index),
    },
    {
      title: t('Name'),
      ...sortable('name'),
      render: (_value, row) => (
        <div style={{ minWidth: 150 }}>
          <Typography.Text strong>{row.name}</Typography.Text>
          {row.nameEn && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.nameEn}
              </Typography.Text>
            </div>
          )}
          <MatchTags match={row.match} />
        </div>
      ),
    },
    { title: t('Age'), dataIndex: 'age', width: 76, ...sortable('age'), ...oneLine },
    {
      title: t('Address'),
      dataIndex: 'address',
      render: (address: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: address }}
          style={{ margin: 0, minWidth: 140, maxWidth: 240 }}
        >
          {address}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('Mobile Number'),
      dataIndex: 'mobile',
      ...oneLine,
      render: (mobile: string | null) => mobile || '-',
    },
    {
      title: t('Police station'),
      ...sortable('station'),
      render: (_value, row) => localName(i18n.language, row.stationNameMr, row.stationNameEn),
    },
    {
      title: t('Preventive action'),
      dataIndex: 'preventiveCount',
      align: 'center',
      width: 104,
      render: (count: number, row) =>
        count > 0 ? (
          <Button
            type="link"
            size="small"
            onClick={() => props.onView(row, 'preventive')}
            // The name starts with the number shown, so voice control finds the button by it.
            aria-label={t('{{count}} preventive actions of {{name}}', { count, name: row.name })}
            data-testid={`preventive-count-${row.id}`}
          >
            {count}
          </Button>
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
    {
      title: t('Total crimes'),
      dataIndex: 'crimeCount',
      align: 'center',
      width: 104,
      ...sortable('crimeCount'),
      render: (count: number) => <Typography.Text strong>{count}</Typography.Text>,
    },
    {
      title: t('Photo'),
      key: 'photo',
      align: 'center',
      width: 76,
      render: (_value, row) =>
        row.photoUrl ? (
          <button
            type="button"
            className="cmis-photo-thumb"
            onClick={() => props.onPhoto(row)}
            aria-label={t('Photo of {{name}}', { name: row.name })}
            data-testid={`photo-${row.id}`}
            style={{
              padding: 0,
              border: '1px solid #d9dee8',
              borderRadius: 6,
              background: 'none',
              cursor: 'zoom-in',
              lineHeight: 0,
            }}
          >
            <img
              src={row.photoUrl}
              alt=""
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 5 }}
            />
          </button>
        ) : (
          <Avatar
            shape="square"
            size={PHOTO_SIZE}
            icon={<UserOutlined />}
            style={{ background: '#e9eef7', color: '#8c9ab3' }}
            aria-label={t('No photo')}
          />
        ),
    },
    ...(props.statusCityId !== null
      ? [
          {
            title: t('Status'),
            key: 'status',
            align: 'center' as const,
            ...oneLine,
            // Only the unit's own records carry the tag (spec 2 §2.2).
            render: (_value: unknown, row: AccusedListItem) =>
              row.cityId === props.statusCityId && (
                <ActiveTag row={row} onClick={() => props.onToggleActive(row)} />
              ),
          },
        ]
      : []),
    {
      title: t('Action'),
      key: 'action',
      ...oneLine,
      render: (_value, row) => (
        <Flex gap={4}>
          {props.onEdit && row.canEdit && (
            <Tooltip title={t('Update')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => props.onEdit?.(row)}
                aria-label={t('Update {{name}}', { name: row.name })}
                data-testid={`edit-${row.id}`}
              />
            </Tooltip>
          )}
          <Tooltip title={t('View')}>
            {/* A real link to the profile page: a plain click opens it over the list. */}
            <Button
              size="small"
              type="primary"
              ghost
              icon={<EyeOutlined />}
              href={`/criminal_view/${row.id}`}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                props.onView(row);
              }}
              aria-label={t('View {{name}}', { name: row.name })}
              data-testid={`view-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('Preventive')}>
            <Button
              size="small"
              icon={<SafetyOutlined />}
              // Its own records open the preventive drawer; others show them read-only.
              onClick={() =>
                row.canEdit ? props.onPreventive(row) : props.onView(row, 'preventive')
              }
              aria-label={t('Preventive actions of {{name}}', { name: row.name })}
              data-testid={`preventive-${row.id}`}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <PagedTable<AccusedListItem>
      query={props.query}
      paging={paging}
      size="small"
      columns={columns}
      scroll={{ x: 1100 }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        const field = sorter.columnKey as AccusedSort | undefined;
        props.onSortChange(
          field && sorter.order
            ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
            : undefined,
        );
      }}
    />
  );
}

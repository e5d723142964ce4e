import { useState } from 'react';
import { Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELAYS, type OverdueItem, type SessionUser } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { PagedTable, usePaging } from '@/components/paged-table';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useOverdueList, useOverdueSummary } from '../api/get-overdue';

type Row = OverdueItem;

/** One station's overdue accused (or the station user's own), most overdue first. */
function OverdueList({ stationId }: { stationId?: number }) {
  const { t } = useTranslation();
  const name = useLocalName();
  const paging = usePaging();
  const query = useOverdueList({ page: paging.page, size: paging.size, stationId });
  const columns: TableColumnsType<Row> = [
    { title: t('Sr. No.'), key: 'serial', width: 80, render: (_v, _r, i) => paging.serial(i) },
    {
      title: t('Name'),
      key: 'name',
      render: (_v, row) => (
        <Link to={`/criminal_view/${row.accusedId}`} data-testid="overdue-name">
          {name(row.name, row.nameEn)}
        </Link>
      ),
    },
    {
      title: t('Last check-in'),
      key: 'last',
      render: (_v, row) =>
        row.lastCheckinAt ? formatDateTime(row.lastCheckinAt) : t('Never checked'),
    },
    {
      title: t('Days unchecked'),
      dataIndex: 'daysUnchecked',
      width: 150,
      render: (days: number) => <Tag color="red">{days}</Tag>,
    },
  ];
  return (
    <PagedTable<Row>
      query={query}
      paging={paging}
      rowKey="accusedId"
      columns={columns}
      data-testid="overdue-list"
    />
  );
}

/**
 * Issue 20 item 3: the accused past their unit's check limit, from the newest daily run. A
 * station sees its list; a unit admin its stations' counts, a station opening its list; the
 * state the units' counts.
 */
export function OverdueCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = useLocalName();
  const summary = useOverdueSummary();
  const [station, setStation] = useState<{ id: number; label: string } | null>(null);
  const data = summary.data;

  const title = (
    <Flex gap={8} align="center" wrap>
      {station && (
        <Button
          size="small"
          icon={<ArrowLeftOutlined />}
          onClick={() => setStation(null)}
          aria-label={t('Back')}
          data-testid="overdue-back"
        />
      )}
      <span>
        {station
          ? t('Overdue checks: {{station}}', { station: station.label })
          : t('Overdue checks')}
      </span>
    </Flex>
  );
  const extra = data?.runDate && (
    <Typography.Text type="secondary">
      {t('As of {{day}}', { day: formatDate(data.runDate) })} ·{' '}
      {t('Total: {{total}}', { total: data.total })}
    </Typography.Text>
  );

  let body;
  if (summary.isError) {
    body = <LoadFailure error={summary.error} onRetry={() => void summary.refetch()} />;
  } else if (!data) {
    body = null;
  } else if (!data.runDate) {
    body = (
      <Typography.Text type="secondary">{t('The overdue check has not run yet')}</Typography.Text>
    );
  } else if (user.role === '2' || station) {
    body = <OverdueList stationId={station?.id} />;
  } else {
    const unitLevel = data.level === 'unit';
    const columns: TableColumnsType<(typeof data.groups)[number]> = [
      {
        title: unitLevel ? t('Police station') : t('Unit'),
        key: 'name',
        render: (_v, row) =>
          unitLevel ? (
            <Button
              type="link"
              style={{ padding: 0 }}
              onClick={() => setStation({ id: row.id, label: name(row.name, row.nameEn) })}
              data-testid="overdue-station"
            >
              {name(row.name, row.nameEn)}
            </Button>
          ) : (
            name(row.name, row.nameEn)
          ),
      },
      { title: t('Overdue accused'), dataIndex: 'count', width: 180 },
    ];
    body = (
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.groups}
        loading={{ spinning: summary.isFetching, delay: DELAYS.spinnerMs }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        data-testid="overdue-summary"
      />
    );
  }

  return (
    <Card title={title} extra={extra} data-testid="overdue-card">
      {body}
    </Card>
  );
}

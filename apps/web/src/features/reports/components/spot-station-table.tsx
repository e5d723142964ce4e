import type { ReactNode } from 'react';
import { Button, Select, Table } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SpotStationRow, SpotStations, SpotStationSheet } from '@cmis/shared';
import type { PrintColumn } from '@/components/report/report-print';
import { formatDateTime, localName } from '@/lib/format';
import { useReportCities } from '../api/get-cities';

type Figures = SpotStations['total'];

interface Column {
  key: string;
  title: string;
  width?: number;
  render: (row: SpotStationRow, index: number) => ReactNode;
  /** The totals row's cell; the first column carries the word 'Total'. */
  total?: (total: Figures) => string | number;
}

/**
 * The per-station columns of the patrol statistics (/reports3, `patrol`) and the admin
 * spot-wise report (`spots`), defined once for the table, its totals row and the A4 print
 * (spec 3 §2.6, §2.7; docs/reports.md). Role 8 also sees the unit.
 */
export function useSpotStationColumns(sheet: SpotStationSheet, showUnit: boolean): Column[] {
  const { t, i18n } = useTranslation();
  const local = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);
  const count = (key: keyof Figures, title: string): Column => ({
    key,
    title,
    width: 110,
    render: (r) => r[key] ?? '—',
    total: (f) => f[key] ?? '—',
  });
  return [
    { key: 'sr', title: t('Sr. No.'), width: 70, render: (_r, i) => i + 1 },
    ...(showUnit
      ? [{ key: 'unit', title: t('Unit'), render: (r: SpotStationRow) => local(r.unit) }]
      : []),
    { key: 'station', title: t('Police station'), render: (r) => local(r.station) },
    count('spots', t('Total spots')),
    count('tagged', t('Tagged spots')),
    count('visitedSpots', t('Spots visited')),
    ...(sheet === 'patrol'
      ? [
          count('visits', t('Patrol rounds')),
          count('patrollers', t('App users who patrolled')),
          {
            key: 'last',
            title: t('Last visit'),
            render: (r: SpotStationRow) => formatDateTime(r.lastVisitAt) || '—',
            total: (f: Figures) => formatDateTime(f.lastVisitAt) || '—',
          },
        ]
      : [count('visits', t('Total visits')), count('notVisited', t('Spots not visited'))]),
  ];
}

/** The print's columns and its totals line, from the same definitions. */
export function spotStationPrint(columns: Column[]): PrintColumn<SpotStationRow>[] {
  return columns.map((c) => ({ title: c.title, render: c.render }));
}

/** The per-station table with its totals row (एकूण); `onView` adds the Report View action. */
export function SpotStationTable({
  data,
  columns,
  onView,
}: {
  data: SpotStations;
  columns: Column[];
  onView?: (row: SpotStationRow) => void;
}) {
  const { t } = useTranslation();
  const antColumns = [
    ...columns.map((c) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      render: (_v: unknown, r: SpotStationRow, i: number) => c.render(r, i),
    })),
    ...(onView
      ? [
          {
            key: 'action',
            title: t('Action'),
            width: 100,
            render: (_v: unknown, r: SpotStationRow) => (
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => onView(r)}
                data-testid={`spot-view-${r.stationId}`}
              >
                {t('View')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  // The totals row: 'Total' under the last text column, then each count's total.
  const firstCount = columns.findIndex((c) => c.total !== undefined);
  return (
    <Table<SpotStationRow>
      rowKey="stationId"
      size="middle"
      columns={antColumns}
      dataSource={data.rows}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      scroll={{ x: 'max-content' }}
      data-testid="spot-stations-table"
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid="spot-stations-total">
            <Table.Summary.Cell index={0} colSpan={firstCount}>
              <strong>{t('Total')}</strong>
            </Table.Summary.Cell>
            {columns.slice(firstCount).map((c, i) => (
              <Table.Summary.Cell index={firstCount + i} key={c.key}>
                <strong>{c.total?.(data.total)}</strong>
              </Table.Summary.Cell>
            ))}
            {onView && <Table.Summary.Cell index={columns.length} />}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}

/** Role 8's unit filter (the state when empty); role 4 is always its own unit. */
export function UnitFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (cityId: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const cities = useReportCities(true);
  return (
    <Select<number>
      allowClear
      style={{ width: 220 }}
      value={value}
      onChange={onChange}
      placeholder={t('All units')}
      loading={cities.isLoading}
      options={(cities.data ?? []).map((c) => ({
        value: c.id,
        label: localName(i18n.language, c.nameMr, c.nameEn),
      }))}
      data-testid="spot-report-unit"
    />
  );
}

/** The totals as one line under the printed table. */
export function spotStationPrintFooter(columns: Column[], total: Figures, label: string) {
  return `${label}: ${columns
    .filter((c) => c.total)
    .map((c) => `${c.title} ${c.total?.(total) ?? ''}`)
    .join(' · ')}`;
}

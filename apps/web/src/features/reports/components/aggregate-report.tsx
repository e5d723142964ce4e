import { useState, type ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { API_DAY, rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import type { StatisticsParams } from '../api/get-statistics-report';

/** One column of an aggregate report: its cell for a row and for the total row. */
export interface FigureColumn<R, T> {
  key: string;
  title: string;
  row: (r: R) => ReactNode;
  /** Blank in the total row when absent. */
  total?: (t: T) => ReactNode;
  width?: number;
}

/** The builder of the columns whose row and total cells show the same field (key: the field). */
export const figureOf =
  <R, T>() =>
  <K extends keyof R & keyof T & string>(title: string, field: K, key: string = field) =>
    ({
      key,
      title,
      row: (r: R) => r[field] as ReactNode,
      total: (x: T) => x[field] as ReactNode,
    }) satisfies FigureColumn<R, T>;

export type Applied = { startDate: string; endDate?: string };

/** The range the page opens on: given by the caller (a dashboard tile, a drill-down). */
export function initialRange(applied: Applied | null): PickedRange {
  if (!applied) return { start: null, end: null };
  return {
    start: dayjs(applied.startDate, API_DAY),
    end: dayjs(applied.endDate ?? applied.startDate, API_DAY),
  };
}

/**
 * A dated report of one row per police station or unit with a total row (spec 3 §2.6 and
 * the state reports): the range picker and Find, the table with its total, Excel and the A4
 * PDF of the table. Definitions: docs/reports.md.
 */
export function AggregateReport<R extends object, T>({
  title,
  testId,
  rowKey,
  columns,
  useData,
  exportUrl,
  initial = null,
  extra,
  toolbar,
  onRowClick,
}: {
  title: string;
  testId: string;
  rowKey: keyof R & string;
  columns: readonly FigureColumn<R, T>[];
  useData: (q: StatisticsParams | null) => UseQueryResult<{ rows: R[]; total: T }>;
  exportUrl: (q: StatisticsParams) => string;
  /** Opens already loaded on this range. */
  initial?: Applied | null;
  /** Filters added to the query (role 8's unit on /reports). */
  extra?: { cityId?: number };
  toolbar?: ReactNode;
  onRowClick?: (row: R, applied: Applied) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedRange>(() => initialRange(initial));
  const [applied, setApplied] = useState<Applied | null>(initial);
  const query = useData(applied && { ...applied, ...extra });
  const hasRows = (query.data?.rows.length ?? 0) > 0;

  const tableColumns: TableColumnsType<R> = [
    { title: t('Sr. No.'), key: 'sr', width: 70, render: (_v, _r, i) => i + 1 },
    ...columns.map((c) => ({
      title: c.title,
      key: c.key,
      width: c.width,
      render: (_v: unknown, r: R) => c.row(r),
    })),
  ];

  return (
    <>
      <PageHeader title={title} />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={() => setApplied(rangeQuery(picked, false))}
        finding={query.isFetching}
        hasResults={hasRows}
        kinds={['excel', 'pdf']}
        excelUrl={applied && exportUrl({ ...applied, ...extra })}
      >
        {toolbar}
      </ReportToolbar>
      <ReportResults query={query} isEmpty={(d) => d.rows.length === 0}>
        {(d) => (
          <Table<R>
            rowKey={rowKey}
            size="middle"
            columns={tableColumns}
            dataSource={d.rows}
            scroll={{ x: 'max-content' }}
            pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: false }}
            onRow={
              onRowClick && applied
                ? (r) => ({ onClick: () => onRowClick(r, applied), style: { cursor: 'pointer' } })
                : undefined
            }
            data-testid={testId}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid={`${testId}-total`}>
                  <Table.Summary.Cell index={0} />
                  {columns.map((c, i) => (
                    <Table.Summary.Cell index={i + 1} key={c.key}>
                      <strong>{i === 0 ? t('Total') : c.total ? c.total(d.total) : ''}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
        )}
      </ReportResults>
    </>
  );
}

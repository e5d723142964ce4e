import { useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANGE_REPORT_COLUMNS, type RangeReportColumn, type RangeReportRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { useCurrentUser } from '@/lib/session';
import { rangeExportUrl, useRangeReport, type RangeQuery } from '../api/get-range-report';
import { useReportColumns } from '../components/report-columns';
import { UnitFilter } from '../components/unit-filter';

/** A printed row: a station, or the एकूण row (no station). */

/**
 * Spec 3 §2.6 date-range report (/reports5, decision 0028): per police station of the
 * caller's scope, what was entered, registered, arrested, checked, patrolled and received
 * in the range, with the एकूण row; the super admin may narrow the state to one unit.
 */
export default function RangeReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const state = user.role === '8';
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const [applied, setApplied] = useState<RangeQuery | null>(null);
  const query = useRangeReport(applied);
  const title = t('Date-range report');
  const col = useReportColumns();
  // Column headings in the order of the API's counts; docs/reports.md defines each.
  const headings: Record<RangeReportColumn, string> = {
    accused: t('Accused entered'),
    crimes: t('Crimes registered'),
    arrests: t('Arrests'),
    preventive: t('Preventive actions'),
    checkins: t('GPS check-ins'),
    checkedAccused: t('Accused checked'),
    visits: t('Patrol visits'),
    summons: t('Summons'),
  };

  const counted: TableColumnsType<RangeReportRow> = RANGE_REPORT_COLUMNS.map((c) => ({
    title: headings[c],
    dataIndex: c,
    key: c,
    align: 'right' as const,
  }));
  const columns: TableColumnsType<RangeReportRow> = [
    col.serial(undefined, 70),
    ...(state ? [col.unit<RangeReportRow>()] : []),
    col.station(),
    ...counted,
  ];

  return (
    <>
      <PageHeader title={title} />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={() => {
          const dates = rangeQuery(picked, false);
          if (dates) setApplied({ ...dates, ...(state && cityId ? { cityId } : {}) });
        }}
        finding={query.isFetching}
        hasResults={(query.data?.rows.length ?? 0) > 0}
        kinds={['excel', 'pdf']}
        excelUrl={applied && rangeExportUrl(applied)}
      >
        {state && <UnitFilter value={cityId} onChange={setCityId} testId="range-unit" />}
      </ReportToolbar>
      <ReportResults query={query} isEmpty={(d) => d.rows.length === 0}>
        {(d) => (
          <Table<RangeReportRow>
            rowKey="stationId"
            size="middle"
            columns={columns}
            dataSource={d.rows}
            scroll={{ x: 'max-content' }}
            pagination={{ defaultPageSize: 10, showSizeChanger: true }}
            data-testid="range-table"
            summary={() => (
              <Table.Summary.Row data-testid="range-total">
                <Table.Summary.Cell index={0} colSpan={state ? 3 : 2}>
                  <strong>{t('Total')}</strong>
                </Table.Summary.Cell>
                {RANGE_REPORT_COLUMNS.map((c, i) => (
                  <Table.Summary.Cell key={c} index={i + 1} align="right">
                    <strong data-testid={`range-total-${c}`}>{d.total[c]}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
          />
        )}
      </ReportResults>
    </>
  );
}

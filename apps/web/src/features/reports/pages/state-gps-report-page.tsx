import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StateGpsReport, StateGpsRow } from '@cmis/shared';
import { API_DAY } from '@/components/report/report-dates';
import { localName, indiaToday } from '@/lib/format';
import { statisticsExportUrl, useStateGpsReport } from '../api/get-statistics-report';
import { AggregateReport, type FigureColumn } from '../components/aggregate-report';

type Total = StateGpsReport['total'];

/**
 * /reportSupReport4 (role 8): accused checked in GPS per unit for a date or range; the
 * dashboard's "Accused checked today in GPS" tile opens it with ?today=1, loaded on today,
 * and its total row's Checked equals the tile. Definitions: docs/reports.md, decision 0025.
 */
export default function StateGpsReportPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const today = indiaToday().format(API_DAY);
  const columns: FigureColumn<StateGpsRow, Total>[] = [
    { key: 'unit', title: t('Unit'), row: (r) => localName(i18n.language, r.unit.mr, r.unit.en) },
    { key: 'active', title: t('Active accused'), row: (r) => r.active, total: (x) => x.active },
    { key: 'checked', title: t('Accused checked'), row: (r) => r.checked, total: (x) => x.checked },
    { key: 'found', title: t('Accused found'), row: (r) => r.found, total: (x) => x.found },
    {
      key: 'notFound',
      title: t('Accused not found'),
      row: (r) => r.notFound,
      total: (x) => x.notFound,
    },
    {
      key: 'remaining',
      title: t('Remaining (not checked)'),
      row: (r) => r.remaining,
      total: (x) => x.remaining,
    },
    {
      key: 'checkins',
      title: t('Check-ins made'),
      row: (r) => r.checkins,
      total: (x) => x.checkins,
    },
    {
      key: 'users',
      title: t('App users who checked'),
      row: (r) => r.checkinUsers,
      total: (x) => x.checkinUsers,
    },
  ];
  return (
    <AggregateReport<StateGpsRow, Total>
      title={t('State GPS check report')}
      testId="state-gps-table"
      rowKey="cityId"
      columns={columns}
      useData={useStateGpsReport}
      exportUrl={statisticsExportUrl('state-gps')}
      initial={params.get('today') === '1' ? { startDate: today } : null}
    />
  );
}

import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StateGpsReport, StateGpsRow } from '@cmis/shared';
import { API_DAY } from '@/components/report/report-dates';
import { indiaToday } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { statisticsExportUrl, useStateGpsReport } from '../api/get-statistics-report';
import { AggregateReport, figureOf, type FigureColumn } from '../components/aggregate-report';

type Total = StateGpsReport['total'];

/**
 * /reportSupReport4 (role 8): accused checked in GPS per unit for a date or range; the
 * dashboard's "Accused checked today in GPS" tile opens it with ?today=1, loaded on today,
 * and its total row's Checked equals the tile. Definitions: docs/reports.md, decision 0025.
 */
export default function StateGpsReportPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const figure = figureOf<StateGpsRow, Total>();
  const [params] = useSearchParams();
  const today = indiaToday().format(API_DAY);
  const columns: FigureColumn<StateGpsRow, Total>[] = [
    { key: 'unit', title: t('Unit'), row: (r) => local(r.unit) },
    figure(t('Active accused'), 'active'),
    figure(t('Accused checked'), 'checked'),
    figure(t('Accused found'), 'found'),
    figure(t('Accused not found'), 'notFound'),
    figure(t('Remaining (not checked)'), 'remaining'),
    figure(t('Check-ins made'), 'checkins'),
    figure(t('App users who checked'), 'checkinUsers', 'users'),
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

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StatisticsReport, StatisticsRow } from '@cmis/shared';
import { formatDateTime } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { statisticsExportUrl, useStatisticsReport } from '../api/get-statistics-report';
import { AggregateReport, figureOf, type FigureColumn } from '../components/aggregate-report';
import { UnitFilter } from '../components/unit-filter';

type Total = StatisticsReport['total'];

/**
 * Spec 3 §2.6 Accused statistical report (/reports): one row per police station — role 2
 * its own, role 4 every station of its unit, role 8 every station of the state or of the
 * unit chosen (the state report's row opens it with ?cityId=&startDate=&endDate=).
 * Definitions: docs/reports.md, decision 0025.
 */
export default function StatisticsReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const state = user.role === '8';
  const [params] = useSearchParams();
  const fromParams = Number(params.get('cityId')) || undefined;
  const [cityId, setCityId] = useState<number | undefined>(state ? fromParams : undefined);
  const startDate = params.get('startDate');
  const initial = startDate
    ? { startDate, ...(params.get('endDate') ? { endDate: params.get('endDate') ?? '' } : {}) }
    : null;
  const local = useLocalName();
  const figure = figureOf<StatisticsRow, Total>();
  const when = (v: string | null) => (v ? formatDateTime(v) : '—');

  const columns: FigureColumn<StatisticsRow, Total>[] = [
    { key: 'station', title: t('Police station'), row: (r) => local(r.station) },
    ...(state ? [{ key: 'unit', title: t('Unit'), row: (r: StatisticsRow) => local(r.unit) }] : []),
    figure(t('Active accused'), 'totalCriminals', 'active'),
    figure(t('Inactive accused'), 'totalInactiveCriminals', 'inactive'),
    figure(t('Entered in the range'), 'enteredInRange', 'entered'),
    figure(t('Accused checked'), 'checked'),
    figure(t('Accused found'), 'found'),
    figure(t('Accused not found'), 'notFound'),
    figure(t('Remaining (not checked)'), 'remaining'),
    {
      key: 'last',
      title: t('Last check-in'),
      row: (r) => when(r.lastUpdate),
      total: (x) => when(x.lastUpdate),
    },
    figure(t('Active app users'), 'activeUsers', 'users'),
  ];

  return (
    <AggregateReport<StatisticsRow, Total>
      title={t('Accused statistical report')}
      testId="statistics-table"
      rowKey="stationId"
      columns={columns}
      useData={useStatisticsReport}
      exportUrl={statisticsExportUrl('statistics')}
      initial={initial}
      extra={state ? { cityId } : undefined}
      toolbar={state && <UnitFilter value={cityId} onChange={setCityId} testId="statistics-unit" />}
    />
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StatisticsReport, StatisticsRow } from '@cmis/shared';
import { formatDateTime, localName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { statisticsExportUrl, useStatisticsReport } from '../api/get-statistics-report';
import { AggregateReport, type FigureColumn } from '../components/aggregate-report';
import { UnitFilter } from '../components/unit-filter';

type Total = StatisticsReport['total'];

/**
 * Spec 3 §2.6 Accused statistical report (/reports): one row per police station — role 2
 * its own, role 4 every station of its unit, role 8 every station of the state or of the
 * unit chosen (the state report's row opens it with ?cityId=&startDate=&endDate=).
 * Definitions: docs/reports.md, decision 0025.
 */
export default function StatisticsReportPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const state = user.role === '8';
  const [params] = useSearchParams();
  const fromParams = Number(params.get('cityId')) || undefined;
  const [cityId, setCityId] = useState<number | undefined>(state ? fromParams : undefined);
  const startDate = params.get('startDate');
  const initial = startDate
    ? { startDate, ...(params.get('endDate') ? { endDate: params.get('endDate') ?? '' } : {}) }
    : null;
  const local = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);
  const when = (v: string | null) => (v ? formatDateTime(v) : '—');

  const columns: FigureColumn<StatisticsRow, Total>[] = [
    { key: 'station', title: t('Police station'), row: (r) => local(r.station) },
    ...(state ? [{ key: 'unit', title: t('Unit'), row: (r: StatisticsRow) => local(r.unit) }] : []),
    {
      key: 'active',
      title: t('Active accused'),
      row: (r) => r.totalCriminals,
      total: (x) => x.totalCriminals,
    },
    {
      key: 'inactive',
      title: t('Inactive accused'),
      row: (r) => r.totalInactiveCriminals,
      total: (x) => x.totalInactiveCriminals,
    },
    {
      key: 'entered',
      title: t('Entered in the range'),
      row: (r) => r.enteredInRange,
      total: (x) => x.enteredInRange,
    },
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
      key: 'last',
      title: t('Last check-in'),
      row: (r) => when(r.lastUpdate),
      total: (x) => when(x.lastUpdate),
    },
    {
      key: 'users',
      title: t('Active app users'),
      row: (r) => r.activeUsers,
      total: (x) => x.activeUsers,
    },
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

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StateAccusedReport, StateAccusedRow } from '@cmis/shared';
import { withQuery } from '@/lib/download';
import { localName } from '@/lib/format';
import { statisticsExportUrl, useStateAccusedReport } from '../api/get-statistics-report';
import { AggregateReport, type FigureColumn } from '../components/aggregate-report';

type Total = StateAccusedReport['total'];

/**
 * /reportSupReport3 (role 8; the dashboard's Total accused tile): accused per unit of the
 * state with a total row; a row opens that unit's police stations in the statistical report.
 * Definitions: docs/reports.md, decision 0025.
 */
export default function StateAccusedReportPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: FigureColumn<StateAccusedRow, Total>[] = [
    { key: 'unit', title: t('Unit'), row: (r) => localName(i18n.language, r.unit.mr, r.unit.en) },
    {
      key: 'stations',
      title: t('Police stations'),
      row: (r) => r.stations,
      total: (x) => x.stations,
    },
    {
      key: 'totalAccused',
      title: t('Total accused'),
      row: (r) => r.totalAccused,
      total: (x) => x.totalAccused,
    },
    { key: 'active', title: t('Active accused'), row: (r) => r.active, total: (x) => x.active },
    {
      key: 'inactive',
      title: t('Inactive accused'),
      row: (r) => r.inactive,
      total: (x) => x.inactive,
    },
    {
      key: 'entered',
      title: t('Entered in the range'),
      row: (r) => r.enteredInRange,
      total: (x) => x.enteredInRange,
    },
    {
      key: 'twoPlus',
      title: t('2-plus accused (more than one crime)'),
      row: (r) => r.twoPlus,
      total: (x) => x.twoPlus,
    },
  ];
  return (
    <AggregateReport<StateAccusedRow, Total>
      title={t('State accused report')}
      testId="state-accused-table"
      rowKey="cityId"
      columns={columns}
      useData={useStateAccusedReport}
      exportUrl={statisticsExportUrl('state-accused')}
      onRowClick={(r, applied) =>
        void navigate(withQuery('/reports', { cityId: r.cityId, ...applied }))
      }
    />
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StateAccusedReport, StateAccusedRow } from '@cmis/shared';
import { withQuery } from '@/lib/download';
import { useLocalName } from '@/lib/names';
import { statisticsExportUrl, useStateAccusedReport } from '../api/get-statistics-report';
import { AggregateReport, figureOf, type FigureColumn } from '../components/aggregate-report';

type Total = StateAccusedReport['total'];

/**
 * /reportSupReport3 (role 8; the dashboard's Total accused tile): accused per unit of the
 * state with a total row; a row opens that unit's police stations in the statistical report.
 * Definitions: docs/reports.md, decision 0025.
 */
export default function StateAccusedReportPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const figure = figureOf<StateAccusedRow, Total>();
  const navigate = useNavigate();
  const columns: FigureColumn<StateAccusedRow, Total>[] = [
    { key: 'unit', title: t('Unit'), row: (r) => local(r.unit) },
    figure(t('Police stations'), 'stations'),
    figure(t('Total accused'), 'totalAccused'),
    figure(t('Active accused'), 'active'),
    figure(t('Inactive accused'), 'inactive'),
    figure(t('Entered in the range'), 'enteredInRange', 'entered'),
    figure(t('2-plus accused (more than one crime)'), 'twoPlus'),
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

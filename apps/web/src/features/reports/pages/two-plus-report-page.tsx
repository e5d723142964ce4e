import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TwoPlusFilters } from '../components/two-plus/two-plus-filters';
import { TwoPlusResults } from '../components/two-plus/two-plus-results';
import { useTwoPlusReport, type TwoPlusView } from '../components/two-plus/use-two-plus-report';

/**
 * Spec 3 §2.3 2-plus accused reports. Role 4: the four reports, Statistics (default) and
 * List, every station of its unit. Role 2 (the second variant): arophi count, new list and
 * history sheeters over its own records or its limits, opening on Statistics. A station's
 * count opens a drawer with its accused; View opens the 95% profile. Definitions:
 * docs/reports.md, decision 0024.
 */
export default function TwoPlusReportPage() {
  const { t } = useTranslation();
  const report = useTwoPlusReport();
  return (
    <>
      <PageHeader
        title={t('2-plus accused reports')}
        extra={
          report.toggles && (
            <Segmented
              value={report.view}
              onChange={(v) => report.setView(v as TwoPlusView)}
              options={[
                { value: 'statistics', label: t('Statistics') },
                { value: 'list', label: t('List') },
              ]}
              data-testid="two-plus-view-toggle"
            />
          )
        }
      />
      <TwoPlusFilters report={report} />
      <TwoPlusResults report={report} />
    </>
  );
}

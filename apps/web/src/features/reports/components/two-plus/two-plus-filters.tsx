import { Button, Segmented } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import type { TwoPlusSource } from '@cmis/shared';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useMasterList } from '@/lib/masters';
import type { ReportKind, TwoPlusReport } from './use-two-plus-report';

/**
 * The 2-plus filter bar: the report, the date range (none for history sheeters), role 2's
 * own-records or station-limits choice, the crime titles, Find and the downloads.
 */
export function TwoPlusFilters({ report }: { report: TwoPlusReport }) {
  const { t } = useTranslation();
  const crimeTitles = useMasterList('crime-titles');
  const { filters, noDates, queries } = report;
  const { newStats, stats, list } = queries;

  return (
    <ReportToolbar
      dates={noDates ? undefined : 'range'}
      value={filters.picked}
      onChange={filters.setPicked}
      onFind={report.find}
      finding={newStats.isFetching || stats.isFetching || list.isFetching}
      hasResults={report.total > 0}
      kinds={['excel', 'pdf']}
      excelUrl={report.excelUrl}
    >
      <Select<ReportKind>
        style={{ width: 260 }}
        value={filters.report}
        placeholder={t('Select report')}
        onChange={filters.changeReport}
        options={report.reports.map((r) => ({ value: r.value, label: t(r.labelKey) }))}
        data-testid="two-plus-report"
      />
      {report.isStation && (
        <Segmented
          value={filters.source}
          onChange={(v) => filters.setSource(v as TwoPlusSource)}
          options={[
            { value: 'by_id', label: t('Own records') },
            { value: 'by_distinct', label: t('Within station limits') },
          ]}
          data-testid="two-plus-source"
        />
      )}
      {report.showTitles && (
        <MasterSelect
          mode="multiple"
          allowClear
          style={{ minWidth: 260, maxWidth: 420 }}
          value={filters.titles}
          onChange={(value) => filters.setTitles(value as number[])}
          placeholder={t('Crime title')}
          query={crimeTitles}
          data-testid="two-plus-titles"
        />
      )}
      {noDates && (
        <Button type="primary" onClick={report.find} loading={stats.isFetching || list.isFetching}>
          {t('Find')}
        </Button>
      )}
    </ReportToolbar>
  );
}

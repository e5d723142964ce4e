import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Segmented, Typography, type TableColumnsType } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { SINGLE_DAY_MODES, type PreventiveMode, type PreventiveReportRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { formatDate, indiaToday } from '@/lib/format';
import { useCan } from '@/lib/authorization';
import { useCurrentUser } from '@/lib/session';
import {
  preventiveExportUrl,
  preventiveStatisticsExportUrl,
  usePreventiveList,
  usePreventiveStatistics,
  type PreventiveQuery,
} from '../api/get-preventive-report';
import { StationCountTable, useReportColumns } from '../components/report-columns';

const MODES: { value: PreventiveMode; labelKey: string }[] = [
  { value: 'ongoing', labelKey: 'Ongoing' },
  { value: 'completed', labelKey: 'Completed' },
  { value: 'new', labelKey: 'New' },
  { value: 'bond', labelKey: 'By bond date' },
];

/**
 * Spec 3 §2.5 Preventive action report. Role 4 opens on Statistics, the others see the list
 * only; the dashboard's tile (?dashboard=1) and role 2 open ongoing mode on today and load
 * at once. Changing mode clears the results. Definitions: docs/reports.md.
 */
export default function PreventiveReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const startsOngoing = params.get('dashboard') === '1' || user.role === '2';
  const today = indiaToday();
  const [mode, setMode] = useState<PreventiveMode | undefined>(
    startsOngoing ? 'ongoing' : undefined,
  );
  const [picked, setPicked] = useState<PickedRange>(
    startsOngoing ? { start: today, end: today } : { start: null, end: null },
  );
  const [applied, setApplied] = useState<PreventiveQuery | null>(
    startsOngoing ? { mode: 'ongoing', startDate: today.format('YYYY-MM-DD') } : null,
  );
  const statsAllowed = useCan('reports:preventive-statistics');
  const [view, setView] = useState<'statistics' | 'list'>(statsAllowed ? 'statistics' : 'list');
  const paging = usePaging();
  const single = mode ? SINGLE_DAY_MODES.includes(mode) : true;
  const list = usePreventiveList(
    view === 'list' && applied ? { ...applied, page: paging.page, size: paging.size } : null,
  );
  const stats = usePreventiveStatistics(view === 'statistics' ? applied : null);
  const title = t('Preventive action report');
  const col = useReportColumns();

  const changeMode = (next: PreventiveMode) => {
    setMode(next);
    setApplied(null);
    paging.setPage(0);
  };

  const listColumns: TableColumnsType<PreventiveReportRow> = [
    col.serial(paging.serial),
    col.name(),
    { title: t('Age'), dataIndex: 'age', width: 70 },
    col.station(),
    {
      title: t('Preventive action'),
      key: 'type',
      width: 280,
      render: (_v, r) => col.local(r.actionType),
    },
    { title: t('Bond date'), dataIndex: 'bondDate', render: (v: string) => formatDate(v) },
    { title: t('From date'), dataIndex: 'dateFrom', render: (v: string) => formatDate(v) },
    { title: t('To date'), dataIndex: 'dateTo', render: (v: string) => formatDate(v) },
    col.photo(),
  ];

  const total = view === 'list' ? (list.data?.total ?? 0) : (stats.data?.total ?? 0);
  const excel = view === 'list' ? preventiveExportUrl : preventiveStatisticsExportUrl;

  return (
    <>
      <PageHeader
        title={title}
        extra={
          statsAllowed && (
            <Segmented
              value={view}
              onChange={(v) => setView(v as 'statistics' | 'list')}
              options={[
                { value: 'statistics', label: t('Statistics') },
                { value: 'list', label: t('List') },
              ]}
            />
          )
        }
      />
      <ReportToolbar
        dates={single ? 'single' : 'range'}
        value={picked}
        onChange={setPicked}
        onFind={() => {
          const dates = rangeQuery(picked, single);
          if (!mode || !dates) return;
          paging.setPage(0);
          setApplied({ mode, ...dates });
        }}
        finding={list.isFetching || stats.isFetching}
        hasResults={total > 0}
        kinds={view === 'list' ? ['excel', 'pdf'] : ['excel']}
        excelUrl={applied && excel(applied)}
      >
        <Select<PreventiveMode>
          style={{ width: 200 }}
          value={mode}
          placeholder={t('Select mode')}
          onChange={changeMode}
          options={MODES.map((m) => ({ value: m.value, label: t(m.labelKey) }))}
          data-testid="preventive-mode"
        />
      </ReportToolbar>
      {view === 'list' ? (
        <ReportResults query={list} isEmpty={(d) => d.total === 0}>
          {(d) => (
            <div data-testid="preventive-list">
              <Typography.Title level={5} data-testid="preventive-total">
                {t('Total')}: {d.total}
              </Typography.Title>
              <PagedTable<PreventiveReportRow>
                query={list}
                paging={paging}
                columns={listColumns}
                scroll={{ x: 'max-content' }}
              />
            </div>
          )}
        </ReportResults>
      ) : (
        <ReportResults query={stats} isEmpty={(d) => d.rows.length === 0}>
          {(d) => <StationCountTable data={d} testId="preventive-statistics" />}
        </ReportResults>
      )}
    </>
  );
}

import { useState } from 'react';
import { Input, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotCheckedRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { MasterSelect } from '@/components/form-kit/master-select';
import { formatDateTime } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import {
  notCheckedExportUrl,
  useNotCheckedReport,
  type NotCheckedParams,
} from '../api/get-not-checked-report';
import { useReportColumns } from '../components/report-columns';
import { useStations } from '@/lib/masters';

/**
 * Spec 3 §2.6 report 4, Accused not yet checked (/reports4): the active accused of the
 * scope (role 2 its station; role 4 its unit, with a police-station filter) with no GPS
 * check-in in the range, paged by the server, with name search, a count, Excel and the
 * profile modal. Definitions: docs/reports.md, decision 0025.
 */
export default function NotCheckedReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const unitAdmin = user.role === '4';
  const stations = useStations(unitAdmin ? user.cityId : null);
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [applied, setApplied] = useState<{ startDate: string; endDate?: string } | null>(null);
  const [stationId, setStationId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const filters: Omit<NotCheckedParams, 'startDate' | 'endDate'> = {
    stationId,
    search: search.trim() || undefined,
  };
  const query = useNotCheckedReport(
    applied && { ...applied, ...filters, page: paging.page, size: paging.size },
  );
  const col = useReportColumns();

  const columns: TableColumnsType<NotCheckedRow> = [
    col.serial(paging.serial, 70),
    col.name(),
    col.station(),
    { title: t('Address'), dataIndex: 'address', width: 260 },
    { title: t('Mobile number'), dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
    {
      title: t('Last check-in'),
      dataIndex: 'lastCheckin',
      render: (v: string | null) => (v ? formatDateTime(v) : <Tag>{t('Never')}</Tag>),
    },
    col.photo(),
    col.view((r) => r.id, 'not-checked-view'),
  ];

  return (
    <>
      <PageHeader title={t('Accused not yet checked')} />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={() => {
          paging.setPage(0);
          setApplied(rangeQuery(picked, false));
        }}
        finding={query.isFetching}
        hasResults={(query.data?.total ?? 0) > 0}
        excelUrl={applied && notCheckedExportUrl({ ...applied, ...filters })}
      >
        {unitAdmin && (
          <MasterSelect
            allowClear
            style={{ width: 220 }}
            value={stationId}
            onChange={(v) => {
              paging.setPage(0);
              setStationId(v as number | undefined);
            }}
            placeholder={t('All police stations')}
            query={stations}
            data-testid="not-checked-station"
          />
        )}
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('Search by name')}
          aria-label={t('Search by name')}
          onSearch={(v) => {
            paging.setPage(0);
            setSearch(v);
          }}
          data-testid="not-checked-search"
        />
      </ReportToolbar>
      <ReportResults query={query} isEmpty={(d) => d.total === 0}>
        {(d) => (
          <div data-testid="not-checked-table">
            <div style={{ marginBottom: 8 }} data-testid="not-checked-count">
              {t('Accused not checked: {{count}}', { count: d.total })}
            </div>
            <PagedTable<NotCheckedRow>
              query={query}
              paging={paging}
              columns={columns}
              scroll={{ x: 'max-content' }}
            />
          </div>
        )}
      </ReportResults>
    </>
  );
}

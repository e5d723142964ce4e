import { useState } from 'react';
import { Button, Input, Tag, type TableColumnsType } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import type { NotCheckedRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { PhotoThumbs } from '@/components/report/photo-thumbs';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { downloadFrom } from '@/lib/download';
import { formatDateTime, localName } from '@/lib/format';
import { useProfileViewer } from '@/lib/profile-viewer';
import { useCurrentUser } from '@/lib/session';
import {
  notCheckedExportUrl,
  useNotCheckedReport,
  type NotCheckedParams,
} from '../api/get-not-checked-report';
import { useStations } from '@/lib/masters';

/**
 * Spec 3 §2.6 report 4, Accused not yet checked (/reports4): the active accused of the
 * scope (role 2 its station; role 4 its unit, with a police-station filter) with no GPS
 * check-in in the range, paged by the server, with name search, a count, Excel and the
 * profile modal. Definitions: docs/reports.md, decision 0025.
 */
export default function NotCheckedReportPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const unitAdmin = user.role === '4';
  const stations = useStations(unitAdmin ? user.cityId : null);
  const viewer = useProfileViewer();
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
  const local = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);

  const columns: TableColumnsType<NotCheckedRow> = [
    { title: t('Sr. No.'), key: 'sr', width: 70, render: (_v, _r, i) => paging.serial(i) },
    {
      title: t('Name'),
      key: 'name',
      render: (_v, r) => localName(i18n.language, r.name, r.nameEn),
    },
    { title: t('Police station'), key: 'station', render: (_v, r) => local(r.station) },
    { title: t('Address'), dataIndex: 'address', width: 260 },
    { title: t('Mobile number'), dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
    {
      title: t('Last check-in'),
      dataIndex: 'lastCheckin',
      render: (v: string | null) => (v ? formatDateTime(v) : <Tag>{t('Never')}</Tag>),
    },
    {
      title: t('Photo'),
      key: 'photo',
      width: 90,
      render: (_v, r) => <PhotoThumbs urls={r.photoUrls} />,
    },
    {
      title: t('Action'),
      key: 'view',
      width: 90,
      render: (_v, r) => (
        <Button size="small" onClick={() => viewer.open(r.id)} data-testid="not-checked-view">
          {t('View')}
        </Button>
      ),
    },
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
        onDownload={() => applied && downloadFrom(notCheckedExportUrl({ ...applied, ...filters }))}
      >
        {unitAdmin && (
          <Select<number>
            allowClear
            style={{ width: 220 }}
            value={stationId}
            onChange={(v) => {
              paging.setPage(0);
              setStationId(v);
            }}
            placeholder={t('All police stations')}
            loading={stations.isLoading}
            options={(stations.data ?? []).map((s) => ({
              value: s.id,
              label: localName(i18n.language, s.nameMr, s.nameEn),
            }))}
            data-testid="not-checked-station"
          />
        )}
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('Search by name')}
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

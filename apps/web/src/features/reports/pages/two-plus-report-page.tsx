import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Drawer, Segmented, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  StationCount,
  TwoPlusKind,
  TwoPlusNewStatisticsRow,
  TwoPlusRow,
  TwoPlusSource,
} from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { PhotoThumbs } from '@/components/report/photo-thumbs';
import { ReportResults } from '@/components/report/report-results';
import {
  ReportToolbar,
  reportFileUrl,
  type DownloadKind,
} from '@/components/report/report-toolbar';
import { downloadFrom } from '@/lib/download';
import { localName } from '@/lib/format';
import { useProfileViewer } from '@/lib/profile-viewer';
import { useCurrentUser } from '@/lib/session';
import {
  twoPlusListExportUrl,
  twoPlusNewStatisticsExportUrl,
  twoPlusStatisticsExportUrl,
  useCrimeTitles,
  useTwoPlusList,
  useTwoPlusNewStatistics,
  useTwoPlusStatistics,
  type TwoPlusQuery,
} from '../api/get-two-plus-report';

/** The report selector: 'newStatistics' is the spec's "new arophi". */
type ReportKind = 'newStatistics' | TwoPlusKind;
type Applied = TwoPlusQuery & { report: ReportKind };

const REPORTS: { value: ReportKind; labelKey: string }[] = [
  { value: 'newStatistics', labelKey: 'New accused statistics' },
  { value: 'count', labelKey: '2-plus accused count' },
  { value: 'new', labelKey: '2-plus accused in new crimes' },
  { value: 'history', labelKey: 'History sheeters' },
];
const CATEGORIES = [
  { key: 'body', labelKey: 'Body offences' },
  { key: 'property', labelKey: 'Property offences' },
  { key: 'sand', labelKey: 'Illegal sand' },
  { key: 'liquor', labelKey: 'Illegal liquor' },
  { key: 'gambling', labelKey: 'Gambling' },
  { key: 'section6', labelKey: 'Section 6' },
  { key: 'other', labelKey: 'Other' },
  { key: 'total', labelKey: 'Total' },
] as const;

/**
 * Spec 3 §2.3 2-plus accused reports. Role 4: the four reports, Statistics (default) and
 * List, every station of its unit. Role 2 (the second variant): arophi count, new list and
 * history sheeters over its own records or its limits, opening on Statistics. A station's
 * count opens a drawer with its accused; View opens the 95% profile. Definitions:
 * docs/reports.md, decision 0024.
 */
export default function TwoPlusReportPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const viewer = useProfileViewer();
  const [params] = useSearchParams();
  const isStation = user.role === '2';
  const reports = isStation ? REPORTS.filter((r) => r.value !== 'newStatistics') : REPORTS;
  // The dashboard's Task report tile (?Plus2Report=1) opens on the 2-plus count.
  const [report, setReport] = useState<ReportKind | undefined>(
    params.get('Plus2Report') === '1' ? 'count' : undefined,
  );
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [titles, setTitles] = useState<number[]>([]);
  const [source, setSource] = useState<TwoPlusSource>('by_id');
  const [view, setView] = useState<'statistics' | 'list'>('statistics');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [drawer, setDrawer] = useState<StationCount | null>(null);
  const paging = usePaging();
  const drawerPaging = usePaging();
  const crimeTitles = useCrimeTitles();
  const local = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);

  // new arophi is a statistics table, arophi_new_list a list; the other two toggle.
  const effectiveView =
    report === 'newStatistics' ? 'statistics' : report === 'new' ? 'list' : view;
  const kind = applied && applied.report !== 'newStatistics' ? applied.report : null;
  const newStats = useTwoPlusNewStatistics(applied?.report === 'newStatistics' ? applied : null);
  const stats = useTwoPlusStatistics(
    kind && effectiveView === 'statistics' ? { ...applied!, kind } : null,
  );
  const list = useTwoPlusList(
    kind && effectiveView === 'list'
      ? { ...applied!, kind, page: paging.page, size: paging.size }
      : null,
  );
  const drawerList = useTwoPlusList(
    kind && drawer
      ? {
          ...applied!,
          kind,
          // Role 2's one row is its whole scope (by_distinct includes other stations' records).
          stationId: isStation ? undefined : drawer.stationId,
          page: drawerPaging.page,
          size: drawerPaging.size,
        }
      : null,
  );

  const changeReport = (next: ReportKind) => {
    setReport(next);
    setApplied(null);
    paging.setPage(0);
  };
  const showTitles = report !== 'history' || isStation;
  const noDates = report === 'history';

  const find = () => {
    if (!report) return;
    const dates = noDates ? {} : rangeQuery(picked, false);
    if (!dates) return;
    paging.setPage(0);
    setApplied({ report, ...dates, crimeTitleIds: titles, source });
  };

  const openDrawer = (row: StationCount) => {
    drawerPaging.setPage(0);
    setDrawer(row);
  };

  const listColumns = (serial: (i: number) => number): TableColumnsType<TwoPlusRow> => [
    { title: t('Sr. No.'), key: 'sr', width: 80, render: (_v, _r, i) => serial(i) },
    {
      title: t('Name'),
      key: 'name',
      render: (_v, r) => localName(i18n.language, r.name, r.nameEn),
    },
    { title: t('Age'), dataIndex: 'age', width: 70 },
    { title: t('Police station'), key: 'station', render: (_v, r) => local(r.station) },
    { title: t('Crimes'), dataIndex: 'crimeCount', width: 90 },
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
        <Button size="small" onClick={() => viewer.open(r.accusedId)} data-testid="two-plus-view">
          {t('View')}
        </Button>
      ),
    },
  ];
  const statColumns: TableColumnsType<StationCount> = [
    { title: t('Sr. No.'), key: 'sr', width: 80, render: (_v, _r, i) => i + 1 },
    {
      title: t('Police station'),
      key: 'station',
      render: (_v, r) => (
        <Typography.Link onClick={() => openDrawer(r)}>{local(r.station)}</Typography.Link>
      ),
    },
    {
      title: t('Count'),
      dataIndex: 'count',
      width: 120,
      render: (v: number, r) => (
        <Typography.Link onClick={() => openDrawer(r)} data-testid="two-plus-count">
          {v}
        </Typography.Link>
      ),
    },
  ];
  const newColumns: TableColumnsType<TwoPlusNewStatisticsRow> = [
    { title: t('Sr. No.'), key: 'sr', width: 80, render: (_v, _r, i) => i + 1 },
    { title: t('Police station'), key: 'station', render: (_v, r) => local(r.station) },
    ...CATEGORIES.map((c) => ({ title: t(c.labelKey), dataIndex: c.key, width: 110 })),
  ];

  const total =
    applied?.report === 'newStatistics'
      ? (newStats.data?.total.total ?? 0)
      : effectiveView === 'list'
        ? (list.data?.total ?? 0)
        : (stats.data?.total ?? 0);

  const onDownload = (kind: DownloadKind) => {
    if (!applied) return;
    const excel =
      applied.report === 'newStatistics'
        ? twoPlusNewStatisticsExportUrl(applied)
        : effectiveView === 'list'
          ? twoPlusListExportUrl({ ...applied, kind: applied.report })
          : twoPlusStatisticsExportUrl({ ...applied, kind: applied.report });
    downloadFrom(reportFileUrl(excel, kind));
  };

  const toggles = report === 'count' || report === 'history';
  return (
    <>
      <PageHeader
        title={t('2-plus accused reports')}
        extra={
          toggles && (
            <Segmented
              value={view}
              onChange={(v) => setView(v as 'statistics' | 'list')}
              options={[
                { value: 'statistics', label: t('Statistics') },
                { value: 'list', label: t('List') },
              ]}
              data-testid="two-plus-view-toggle"
            />
          )
        }
      />
      <ReportToolbar
        dates={noDates ? undefined : 'range'}
        value={picked}
        onChange={setPicked}
        onFind={find}
        finding={newStats.isFetching || stats.isFetching || list.isFetching}
        hasResults={total > 0}
        kinds={['excel', 'pdf']}
        onDownload={onDownload}
      >
        <Select<ReportKind>
          style={{ width: 260 }}
          value={report}
          placeholder={t('Select report')}
          onChange={changeReport}
          options={reports.map((r) => ({ value: r.value, label: t(r.labelKey) }))}
          data-testid="two-plus-report"
        />
        {isStation && (
          <Segmented
            value={source}
            onChange={(v) => setSource(v as TwoPlusSource)}
            options={[
              { value: 'by_id', label: t('Own records') },
              { value: 'by_distinct', label: t('Within station limits') },
            ]}
            data-testid="two-plus-source"
          />
        )}
        {showTitles && (
          <Select<number[]>
            mode="multiple"
            allowClear
            style={{ minWidth: 260, maxWidth: 420 }}
            value={titles}
            onChange={setTitles}
            placeholder={t('Crime title')}
            optionFilterProp="label"
            loading={crimeTitles.isLoading}
            options={(crimeTitles.data ?? []).map((c) => ({
              value: c.id,
              label: localName(i18n.language, c.nameMr, c.nameEn),
            }))}
            data-testid="two-plus-titles"
          />
        )}
        {noDates && (
          <Button type="primary" onClick={find} loading={stats.isFetching || list.isFetching}>
            {t('Find')}
          </Button>
        )}
      </ReportToolbar>

      {applied?.report === 'newStatistics' && (
        <ReportResults query={newStats} isEmpty={(d) => d.rows.length === 0}>
          {(d) => (
            <Table<TwoPlusNewStatisticsRow>
              rowKey="stationId"
              size="middle"
              columns={newColumns}
              dataSource={d.rows}
              scroll={{ x: 'max-content' }}
              pagination={{ defaultPageSize: 10, showSizeChanger: true }}
              data-testid="two-plus-new-statistics"
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t('Total')}</strong>
                  </Table.Summary.Cell>
                  {CATEGORIES.map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={i + 2}>
                      <strong>{d.total[c.key]}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
          )}
        </ReportResults>
      )}
      {kind && effectiveView === 'statistics' && (
        <ReportResults query={stats} isEmpty={(d) => d.rows.length === 0}>
          {(d) => (
            <Table<StationCount>
              rowKey="stationId"
              size="middle"
              columns={statColumns}
              dataSource={d.rows}
              pagination={{ defaultPageSize: 10, showSizeChanger: true }}
              data-testid="two-plus-statistics"
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t('Total')}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>
                    <strong data-testid="two-plus-total">{d.total}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          )}
        </ReportResults>
      )}
      {kind && effectiveView === 'list' && (
        <ReportResults query={list} isEmpty={(d) => d.total === 0}>
          {() => (
            <div data-testid="two-plus-list">
              <Typography.Title level={5}>
                {t('Total')}: {list.data?.total ?? 0}
              </Typography.Title>
              <PagedTable<TwoPlusRow>
                query={list}
                paging={paging}
                rowKey="accusedId"
                columns={listColumns(paging.serial)}
                scroll={{ x: 'max-content' }}
              />
            </div>
          )}
        </ReportResults>
      )}
      <Drawer
        open={drawer !== null}
        onClose={() => setDrawer(null)}
        width={900}
        title={drawer ? local(drawer.station) : ''}
        destroyOnHidden
      >
        <div data-testid="two-plus-drawer">
          <ReportResults query={drawerList} isEmpty={(d) => d.total === 0}>
            {() => (
              <PagedTable<TwoPlusRow>
                query={drawerList}
                paging={drawerPaging}
                rowKey="accusedId"
                columns={listColumns(drawerPaging.serial)}
                scroll={{ x: 'max-content' }}
              />
            )}
          </ReportResults>
        </div>
      </Drawer>
    </>
  );
}

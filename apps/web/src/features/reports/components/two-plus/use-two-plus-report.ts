import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StationCount, TwoPlusKind, TwoPlusSource } from '@cmis/shared';
import { usePaging } from '@/components/paged-table';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { useCurrentUser } from '@/lib/session';
import {
  twoPlusListExportUrl,
  twoPlusNewStatisticsExportUrl,
  twoPlusStatisticsExportUrl,
  useTwoPlusList,
  useTwoPlusNewStatistics,
  useTwoPlusStatistics,
  type TwoPlusQuery,
} from '../../api/get-two-plus-report';

/** The report selector: 'newStatistics' is the spec's "new arophi". */
export type ReportKind = 'newStatistics' | TwoPlusKind;
export type TwoPlusView = 'statistics' | 'list';
type Applied = TwoPlusQuery & { report: ReportKind };

export const REPORTS: { value: ReportKind; labelKey: string }[] = [
  { value: 'newStatistics', labelKey: 'New accused statistics' },
  { value: 'count', labelKey: '2-plus accused count' },
  { value: 'new', labelKey: '2-plus accused in new crimes' },
  { value: 'history', labelKey: 'History sheeters' },
];

/**
 * The 2-plus page's filters, the query they apply on Find, the three result queries, the
 * station drawer's list and the download (spec 3 §2.3, decision 0024).
 */
export function useTwoPlusReport() {
  const user = useCurrentUser();
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
  const [view, setView] = useState<TwoPlusView>('statistics');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [drawer, setDrawer] = useState<StationCount | null>(null);
  const paging = usePaging();
  const drawerPaging = usePaging();

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

  const total =
    applied?.report === 'newStatistics'
      ? (newStats.data?.total.total ?? 0)
      : effectiveView === 'list'
        ? (list.data?.total ?? 0)
        : (stats.data?.total ?? 0);

  const excelUrl =
    applied &&
    (applied.report === 'newStatistics'
      ? twoPlusNewStatisticsExportUrl(applied)
      : effectiveView === 'list'
        ? twoPlusListExportUrl({ ...applied, kind: applied.report })
        : twoPlusStatisticsExportUrl({ ...applied, kind: applied.report }));

  return {
    isStation,
    reports,
    filters: { report, picked, titles, source, setPicked, setTitles, setSource, changeReport },
    view,
    setView,
    /** The statistics/list toggle is offered for the count and history sheeters. */
    toggles: report === 'count' || report === 'history',
    showTitles: report !== 'history' || isStation,
    noDates,
    find,
    excelUrl,
    total,
    applied,
    kind,
    effectiveView,
    queries: { newStats, stats, list, drawerList },
    paging,
    drawerPaging,
    drawer,
    openDrawer,
    closeDrawer: () => setDrawer(null),
  };
}

export type TwoPlusReport = ReturnType<typeof useTwoPlusReport>;

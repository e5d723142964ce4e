import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PreventiveStatistics,
  TwoPlusKind,
  TwoPlusList,
  TwoPlusNewStatistics,
  TwoPlusSource,
} from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface TwoPlusQuery {
  startDate?: string;
  endDate?: string;
  crimeTitleIds: number[];
  source: TwoPlusSource;
}

const SENT = ['startDate', 'endDate', 'source', 'kind', 'stationId', 'page', 'size'] as const;

/** Query values as the API reads them: the title list comma-joined, empties left out. */
function params(q: TwoPlusQuery & Partial<Record<(typeof SENT)[number], string | number>>) {
  const out: Record<string, string | number> = {};
  for (const key of SENT) {
    const v = q[key];
    if (v !== undefined) out[key] = v;
  }
  if (q.crimeTitleIds.length) out.crimeTitleIds = q.crimeTitleIds.join(',');
  return out;
}

/** Spec 3 §2.3 new arophi: per police station, seven categories and a total. */
export function useTwoPlusNewStatistics(query: TwoPlusQuery | null) {
  return useQuery({
    queryKey: ['reports', 'two-plus', 'new-statistics', query],
    queryFn: ({ signal }) =>
      apiRequest<TwoPlusNewStatistics>('/reports/two-plus/new-statistics', {
        query: params(query ?? { crimeTitleIds: [], source: 'by_id' }),
        signal,
      }),
    enabled: query !== null,
    retry: false,
  });
}

export function useTwoPlusStatistics(query: (TwoPlusQuery & { kind: TwoPlusKind }) | null) {
  return useQuery({
    queryKey: ['reports', 'two-plus', 'statistics', query],
    queryFn: ({ signal }) =>
      apiRequest<PreventiveStatistics>('/reports/two-plus/statistics', {
        query: params(query ?? { kind: 'count', crimeTitleIds: [], source: 'by_id' }),
        signal,
      }),
    enabled: query !== null,
    retry: false,
  });
}

export type TwoPlusListQuery = TwoPlusQuery & {
  kind: TwoPlusKind;
  stationId?: number;
  page: number;
  size: number;
};

export function useTwoPlusList(query: TwoPlusListQuery | null) {
  return useQuery({
    queryKey: ['reports', 'two-plus', 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<TwoPlusList>('/reports/two-plus/list', {
        query: params(
          query ?? { kind: 'count', crimeTitleIds: [], source: 'by_id', page: 0, size: 10 },
        ),
        signal,
      }),
    enabled: query !== null,
    placeholderData: query ? keepPreviousData : undefined,
    retry: false,
  });
}

export function twoPlusNewStatisticsExportUrl(q: TwoPlusQuery) {
  return apiUrl('/reports/two-plus/new-statistics.xlsx', params(q));
}
export function twoPlusStatisticsExportUrl(q: TwoPlusQuery & { kind: TwoPlusKind }) {
  return apiUrl('/reports/two-plus/statistics.xlsx', params(q));
}
export function twoPlusListExportUrl(q: TwoPlusQuery & { kind: TwoPlusKind; stationId?: number }) {
  return apiUrl('/reports/two-plus/list.xlsx', params(q));
}

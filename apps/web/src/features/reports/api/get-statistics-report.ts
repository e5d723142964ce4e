import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StateAccusedReport, StateGpsReport, StatisticsReport } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

/** A dated aggregate report's query; `cityId` is role 8's unit filter on /reports. */
export interface StatisticsParams {
  startDate: string;
  endDate?: string;
  cityId?: number;
}

function useAggregate<T>(name: string, query: StatisticsParams | null) {
  return useQuery({
    queryKey: ['reports', name, query],
    queryFn: ({ signal }) => apiRequest<T>(`/reports/${name}`, { query: { ...query }, signal }),
    enabled: query !== null,
    placeholderData: query ? keepPreviousData : undefined,
    retry: false,
  });
}

/** Spec 3 §2.6 accused statistical report (/reports): one row per police station. */
export function useStatisticsReport(query: StatisticsParams | null) {
  return useAggregate<StatisticsReport>('statistics', query);
}

/** /reportSupReport3 (role 8): accused per unit of the state. */
export function useStateAccusedReport(query: StatisticsParams | null) {
  return useAggregate<StateAccusedReport>('state-accused', query);
}

/** /reportSupReport4 (role 8): GPS checks per unit of the state. */
export function useStateGpsReport(query: StatisticsParams | null) {
  return useAggregate<StateGpsReport>('state-gps', query);
}

export const statisticsExportUrl =
  (name: 'statistics' | 'state-accused' | 'state-gps') => (q: StatisticsParams) =>
    apiUrl(`/reports/${name}.xlsx`, { ...q });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreventiveMode, PreventiveReport, PreventiveStatistics } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface PreventiveQuery {
  mode: PreventiveMode;
  startDate: string;
  endDate?: string;
}

/** Spec 3 §2.5 list view, paged by the server. */
export function usePreventiveList(
  query: (PreventiveQuery & { page: number; size: number }) | null,
) {
  return useQuery({
    queryKey: ['reports', 'preventive', 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<PreventiveReport>('/reports/preventive', { query: { ...query }, signal }),
    enabled: query !== null,
    // Kept while paging; a cleared query (a new mode) shows nothing, not the last results.
    placeholderData: query ? keepPreviousData : undefined,
    retry: false,
  });
}

/** Spec 3 §2.5 Statistics view (role 4): counts per police station. */
export function usePreventiveStatistics(query: PreventiveQuery | null) {
  return useQuery({
    queryKey: ['reports', 'preventive', 'statistics', query],
    queryFn: ({ signal }) =>
      apiRequest<PreventiveStatistics>('/reports/preventive/statistics', {
        query: { ...query },
        signal,
      }),
    enabled: query !== null,
    retry: false,
  });
}

export function preventiveExportUrl(q: PreventiveQuery) {
  return apiUrl('/reports/preventive.xlsx', { ...q });
}

export function preventiveStatisticsExportUrl(q: PreventiveQuery) {
  return apiUrl('/reports/preventive/statistics.xlsx', { ...q });
}

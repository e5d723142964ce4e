import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArrestReport } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface DatedPageQuery {
  startDate: string;
  endDate?: string;
  page: number;
  size: number;
}

/** Spec 3 §2.4: arrests in the range, in the caller's scope, paged by the server. */
export function useArrestReport(query: DatedPageQuery | null) {
  return useQuery({
    queryKey: ['reports', 'arrests', query],
    queryFn: ({ signal }) =>
      apiRequest<ArrestReport>('/reports/arrests', { query: { ...query }, signal }),
    enabled: query !== null,
    // Kept while paging; a cleared query (a new mode) shows nothing, not the last results.
    placeholderData: query ? keepPreviousData : undefined,
    retry: false,
  });
}

export function arrestExportUrl(q: { startDate: string; endDate?: string }) {
  return apiUrl('/reports/arrests.xlsx', { ...q });
}

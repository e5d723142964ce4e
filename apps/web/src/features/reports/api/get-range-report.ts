import { useQuery } from '@tanstack/react-query';
import type { RangeReport } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface RangeQuery {
  startDate: string;
  endDate?: string;
  /** The super admin's unit filter; the server ignores it for other roles. */
  cityId?: number;
}

/** Spec 3 §2.6 date-range report (/reports5): the scope's activity per police station. */
export function useRangeReport(query: RangeQuery | null) {
  return useQuery({
    queryKey: ['reports', 'range', query],
    queryFn: ({ signal }) =>
      apiRequest<RangeReport>('/reports/range', { query: { ...query }, signal }),
    enabled: query !== null,
    retry: false,
  });
}

export function rangeExportUrl(q: RangeQuery) {
  return apiUrl('/reports/range.xlsx', { ...q });
}

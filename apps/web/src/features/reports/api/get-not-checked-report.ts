import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotCheckedReport } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface NotCheckedParams {
  startDate: string;
  endDate?: string;
  search?: string;
  stationId?: number;
}

/** Spec 3 §2.6 report 4: active accused with no GPS check-in in the range, paged. */
export function useNotCheckedReport(
  query: (NotCheckedParams & { page: number; size: number }) | null,
) {
  return useQuery({
    queryKey: ['reports', 'not-checked', query],
    queryFn: ({ signal }) =>
      apiRequest<NotCheckedReport>('/reports/not-checked', { query: { ...query }, signal }),
    enabled: query !== null,
    placeholderData: query ? keepPreviousData : undefined,
    retry: false,
  });
}

export function notCheckedExportUrl(q: NotCheckedParams) {
  return apiUrl('/reports/not-checked.xlsx', { ...q });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OverdueList, OverdueSummary } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/dashboard/overdue/summary: the newest run counted per station or per unit. */
export function useOverdueSummary(cityId?: number) {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'overdue', 'summary', cityId ?? null],
      queryFn: ({ signal }) =>
        apiRequest<OverdueSummary>('/dashboard/overdue/summary', {
          query: cityId === undefined ? {} : { cityId },
          signal,
        }),
      // The list changes once a day; a few minutes old is fresh.
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET /api/dashboard/overdue: one page of a station's overdue accused (or the scope's). */
export function useOverdueList(q: { page: number; size: number; stationId?: number | undefined }) {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'overdue', 'list', q],
      queryFn: ({ signal }) =>
        apiRequest<OverdueList>('/dashboard/overdue', {
          query: {
            page: q.page,
            size: q.size,
            ...(q.stationId === undefined ? {} : { stationId: q.stationId }),
          },
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  );
}

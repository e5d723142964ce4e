import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export function getDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  return apiRequest<DashboardCounts>('/dashboard/counts', { signal });
}

export function useDashboardCounts() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'counts'],
      queryFn: ({ signal }) => getDashboardCounts(signal),
      // Today's check-ins move during the day; a minute old is fresh enough for a tile.
      staleTime: 60_000,
    }),
  );
}

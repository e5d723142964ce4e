import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AccusedTabCounts {
  entered: number;
  jurisdiction: number;
}

/** Role 2's two tabs (spec 2 §2.1): records its station entered, and those within its limits. */
export function getAccusedTabCounts(signal?: AbortSignal): Promise<AccusedTabCounts> {
  return apiRequest<AccusedTabCounts>('/accused/tab-counts', { signal });
}

export function accusedTabCountsQueryOptions() {
  return queryOptions({
    queryKey: ['accused', 'tab-counts'],
    queryFn: ({ signal }) => getAccusedTabCounts(signal),
  });
}

export function useAccusedTabCounts(enabled = true) {
  return useQuery({ ...accusedTabCountsQueryOptions(), enabled });
}

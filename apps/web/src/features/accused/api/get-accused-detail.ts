import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccusedDetail } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Every accused query (lists, counts, records) sits under this key; a write refreshes them all. */
export const ACCUSED_QUERY_KEY = ['accused'] as const;

export function accusedDetailQueryKey(id: number) {
  return [...ACCUSED_QUERY_KEY, 'detail', id] as const;
}

/** One record with its crimes, arrests, preventive actions and other information. */
export function getAccusedDetail(id: number, signal?: AbortSignal): Promise<AccusedDetail> {
  return apiRequest<AccusedDetail>(`/accused/${id}`, { signal });
}

export function accusedDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: accusedDetailQueryKey(id),
    queryFn: ({ signal }) => getAccusedDetail(id, signal),
    // The edit drawer must start from what is stored now, not from a copy seen earlier.
    staleTime: 0,
  });
}

export function useAccusedDetail(id: number | undefined) {
  return useQuery({ ...accusedDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}

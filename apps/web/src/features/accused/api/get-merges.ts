import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MergeListItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { DUPLICATES_QUERY_KEY } from './get-duplicate-pairs';

export interface MergesPage {
  items: MergeListItem[];
  total: number;
}

/** Issue 16 §5: the merges of the unit (role 4) or the state (role 8), newest first. */
export function getMerges(
  request: { page: number; size: number },
  signal?: AbortSignal,
): Promise<MergesPage> {
  return apiRequest<MergesPage>('/duplicates/merges', {
    query: { page: request.page, size: request.size },
    signal,
  });
}

export function mergesQueryOptions(request: { page: number; size: number }) {
  return queryOptions({
    queryKey: [...DUPLICATES_QUERY_KEY, 'merges', request],
    queryFn: ({ signal }) => getMerges(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMerges(request: { page: number; size: number }, enabled = true) {
  return useQuery({ ...mergesQueryOptions(request), enabled });
}

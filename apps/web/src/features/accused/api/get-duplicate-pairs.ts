import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicatePair } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

export interface DuplicatePairsPage {
  items: DuplicatePair[];
  total: number;
}

export interface DuplicatePairsRequest {
  page: number;
  size: number;
  /** Role 8 only: one unit; the server holds every other role to its own scope. */
  cityId?: number;
}

/** Under the accused key: saving, merging or undoing a merge changes which pairs are open. */
export const DUPLICATES_QUERY_KEY = [...ACCUSED_QUERY_KEY, 'duplicates'] as const;

/** Issue 16 §4: the possible duplicates of the user's scope, highest score first. */
export function getDuplicatePairs(
  request: DuplicatePairsRequest,
  signal?: AbortSignal,
): Promise<DuplicatePairsPage> {
  return apiRequest<DuplicatePairsPage>('/duplicates', {
    query: { page: request.page, size: request.size, cityId: request.cityId },
    signal,
  });
}

export function duplicatePairsQueryOptions(request: DuplicatePairsRequest) {
  return queryOptions({
    queryKey: [...DUPLICATES_QUERY_KEY, 'pairs', request],
    queryFn: ({ signal }) => getDuplicatePairs(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDuplicatePairs(request: DuplicatePairsRequest) {
  return useQuery(duplicatePairsQueryOptions(request));
}

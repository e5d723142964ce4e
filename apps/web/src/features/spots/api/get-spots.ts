import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface SpotsQuery {
  page: number;
  size: number;
  search?: string;
}

/** The spots in the user's scope: role 2 its station, role 4 its unit, role 8 the state. */
export function getSpots(query: SpotsQuery, signal?: AbortSignal) {
  return apiRequest<{ items: SpotItem[]; total: number }>('/spots', {
    query: { ...query },
    signal,
  });
}

export function spotsQueryOptions(query: SpotsQuery) {
  return queryOptions({
    queryKey: ['spots', 'list', query],
    queryFn: ({ signal }) => getSpots(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSpots(query: SpotsQuery) {
  return useQuery(spotsQueryOptions(query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lookup } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Master lists change rarely; keep them for ten minutes. */
export const MASTER_STALE_MS = 10 * 60_000;

/** The units of the state, for role 8's unit selector. */
export function getCities(signal?: AbortSignal): Promise<Lookup[]> {
  return apiRequest<Lookup[]>('/masters/cities', { signal });
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['masters', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: MASTER_STALE_MS,
  });
}

export function useCities(enabled = true) {
  return useQuery({ ...citiesQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lookup } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { MASTER_STALE_MS } from './get-master-list';

/** The units of the state: role 8's unit selector and the externment areas of the profile. */
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

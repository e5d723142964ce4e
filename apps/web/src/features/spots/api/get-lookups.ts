import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lookup, Station } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Master lists change rarely; keep them for ten minutes. */
const MASTER_STALE_MS = 10 * 60_000;

export function spotTypesQueryOptions() {
  return queryOptions({
    queryKey: ['masters', 'spot-types'],
    queryFn: ({ signal }) => apiRequest<Lookup[]>('/masters/spot-types', { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

export function useSpotTypes() {
  return useQuery(spotTypesQueryOptions());
}

/** The police stations of the unit admin's own unit (the station selector, role 4 only). */
export function useUnitStations(cityId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['masters', 'cities', cityId ?? 0, 'stations'],
    queryFn: ({ signal }) =>
      apiRequest<Station[]>(`/masters/cities/${cityId ?? 0}/stations`, { signal }),
    staleTime: MASTER_STALE_MS,
    enabled: enabled && cityId !== null,
  });
}

import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Station } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { MASTER_STALE_MS } from './get-cities';

export function getStations(cityId: number, signal?: AbortSignal): Promise<Station[]> {
  return apiRequest<Station[]>(`/masters/cities/${cityId}/stations`, { signal });
}

export function stationsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: ['masters', 'cities', cityId, 'stations'],
    queryFn: ({ signal }) => getStations(cityId, signal),
    staleTime: MASTER_STALE_MS,
  });
}

export function useStations(cityId: number) {
  return useQuery(stationsQueryOptions(cityId));
}

/** The stations of several units at once, e.g. to count them per unit. */
export function useStationsOfCities(cityIds: readonly number[]) {
  return useQueries({ queries: cityIds.map((cityId) => stationsQueryOptions(cityId)) });
}

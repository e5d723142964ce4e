import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Station } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { MASTER_STALE_MS } from './get-cities';

/** The police stations of one unit. */
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

/** Nothing is asked until a unit is known (role 8 picks one first). */
export function useStations(cityId: number | undefined) {
  return useQuery({
    ...stationsQueryOptions(cityId ?? 0),
    enabled: cityId !== undefined,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Act, Lookup, Section, Station } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The master lists the wanted form needs. The query keys are the ones every feature uses,
 * so an act or section added on the Act/Section page shows up here without a reload.
 */
const MASTER_STALE_MS = 10 * 60_000;

export function useWantedTypes() {
  return useQuery({
    queryKey: ['masters', 'wanted-types'],
    queryFn: ({ signal }) => apiRequest<Lookup[]>('/masters/wanted-types', { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

export function useCities() {
  return useQuery({
    queryKey: ['masters', 'cities'],
    queryFn: ({ signal }) => apiRequest<Lookup[]>('/masters/cities', { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

/** Nothing is asked until a city is chosen: the police station follows the city. */
export function useStations(cityId: number | undefined) {
  return useQuery({
    queryKey: ['masters', 'cities', cityId ?? 0, 'stations'],
    queryFn: ({ signal }) =>
      apiRequest<Station[]>(`/masters/cities/${cityId ?? 0}/stations`, { signal }),
    enabled: cityId !== undefined,
    staleTime: MASTER_STALE_MS,
  });
}

export function useActs() {
  return useQuery({
    queryKey: ['masters', 'acts'],
    queryFn: ({ signal }) => apiRequest<Act[]>('/masters/acts', { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

/** An act's sections, searched by the server. */
export function useSections(actId: number | undefined, search: string) {
  return useQuery({
    queryKey: ['masters', 'acts', actId ?? 0, 'sections', { search }],
    queryFn: ({ signal }) =>
      apiRequest<Section[]>(`/masters/acts/${actId ?? 0}/sections`, { query: { search }, signal }),
    enabled: actId !== undefined,
    staleTime: MASTER_STALE_MS,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === actId ? previous : undefined,
  });
}

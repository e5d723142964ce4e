import { useQuery } from '@tanstack/react-query';
import type { Act, Section, Station } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { MASTER_STALE_MS } from '../../api/get-master-list';

/**
 * The master lists only the accused form asks for (spec 2 §3.10): a unit's police stations,
 * acts and an act's sections; the simple lists and the units come from the feature's api/
 * folder. The query keys are the ones every feature uses, so an act or section added on the
 * Act/Section page shows up here without a reload.
 */

/** Nothing is asked until a city is chosen (spec 2 §4: the station follows the city). */
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

/** An act's sections, searched by the server (code and both names), never by the browser. */
export function useSections(actId: number | undefined, search: string) {
  return useQuery({
    queryKey: ['masters', 'acts', actId ?? 0, 'sections', { search }],
    queryFn: ({ signal }) =>
      apiRequest<Section[]>(`/masters/acts/${actId ?? 0}/sections`, { query: { search }, signal }),
    enabled: actId !== undefined,
    staleTime: MASTER_STALE_MS,
    // Keep the act's last list while a search runs; another act's list never stands in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === actId ? previous : undefined,
  });
}

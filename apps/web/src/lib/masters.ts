import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Act, Lookup, MasterKind, Section, Station } from '@cmis/shared';
import { apiRequest } from './api-client';

/**
 * The master-data look-ups of every screen, once (architecture rule 12, decision 0044). One
 * query-key scheme, so a list fetched by one screen serves the next and an act or section
 * added on the Act/Section page shows up in every form without a reload:
 *   ['masters', kind]                               a simple list (religions, spot types…)
 *   ['masters', 'cities']                           the units of the state
 *   ['masters', 'cities', cityId, 'stations']       a unit's police stations
 *   ['masters', 'acts']                             the acts
 *   ['masters', 'acts', actId, 'sections', {search}] an act's sections, searched by the server
 * The admin screens' paged lists are not look-ups and stay in their features.
 */

/** Master lists change rarely; keep them for ten minutes. */
export const MASTER_STALE_MS = 10 * 60_000;

/** A master list entry; crime titles also name their crime type. */
export type MasterItem = Lookup & { crimeTypeId?: number };

export const masterKeys = {
  all: ['masters'] as const,
  list: (kind: MasterKind) => ['masters', kind] as const,
  cities: ['masters', 'cities'] as const,
  stations: (cityId: number) => ['masters', 'cities', cityId, 'stations'] as const,
  acts: ['masters', 'acts'] as const,
  /** Every list of an act's sections, searched or not, sits under this key. */
  sections: (actId: number) => ['masters', 'acts', actId, 'sections'] as const,
};

export function masterListQueryOptions(kind: MasterKind) {
  return queryOptions({
    queryKey: masterKeys.list(kind),
    queryFn: ({ signal }) => apiRequest<MasterItem[]>(`/masters/${kind}`, { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

/** One simple master list (religions, crime types and titles, spot and wanted types…). */
export function useMasterList(kind: MasterKind, enabled = true) {
  return useQuery({ ...masterListQueryOptions(kind), enabled });
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: masterKeys.cities,
    queryFn: ({ signal }) => apiRequest<Lookup[]>('/masters/cities', { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

/** The units of the state. */
export function useCities(enabled = true) {
  return useQuery({ ...citiesQueryOptions(), enabled });
}

export function stationsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: masterKeys.stations(cityId),
    queryFn: ({ signal }) =>
      apiRequest<Station[]>(`/masters/cities/${cityId}/stations`, { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

/**
 * A unit's police stations. Nothing is asked until a unit is known (the station follows the
 * city), nor while `enabled` is false.
 */
export function useStations(cityId: number | null | undefined, enabled = true) {
  return useQuery({
    ...stationsQueryOptions(cityId ?? 0),
    enabled: enabled && cityId !== undefined && cityId !== null,
  });
}

/** The stations of several units at once, e.g. to count them per unit. */
export function useStationsOfCities(cityIds: readonly number[]) {
  return useQueries({ queries: cityIds.map((cityId) => stationsQueryOptions(cityId)) });
}

export function actsQueryOptions() {
  return queryOptions({
    queryKey: masterKeys.acts,
    queryFn: ({ signal }) => apiRequest<Act[]>('/masters/acts', { signal }),
    staleTime: MASTER_STALE_MS,
  });
}

export function useActs() {
  return useQuery(actsQueryOptions());
}

export function sectionsQueryOptions(actId: number | undefined, search = '') {
  return queryOptions({
    queryKey: [...masterKeys.sections(actId ?? 0), { search }],
    // The server searches code and both names (trigram indexes), never the browser.
    queryFn: ({ signal }) =>
      apiRequest<Section[]>(`/masters/acts/${actId ?? 0}/sections`, { query: { search }, signal }),
    enabled: actId !== undefined,
    staleTime: MASTER_STALE_MS,
    // Keep the act's last list on screen while a search runs, so the list does not flash
    // empty; another act's sections must never stand in for the chosen act's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === actId ? previous : undefined,
  });
}

/** An act's sections, searched by the server (code and both names). */
export function useSections(actId: number | undefined, search = '') {
  return useQuery(sectionsQueryOptions(actId, search));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NameMatch } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** A possible duplicate offered before a new accused is entered (spec 2 §2.3, step 1). */
export interface AccusedCandidate {
  id: number;
  name: string;
  nameEn: string;
  age: number;
  address: string;
  stationNameMr: string;
  stationNameEn: string;
  crimeCount: number;
  /** By name: why the record matched, per word of the search (null by crime count). */
  match: NameMatch[] | null;
}

/** By name, or by crime count at a police station; the server searches the actor's unit. */
export type FindAccusedQuery = { name: string } | { crimeCount: number; stationId: number };

export function findAccused(
  query: FindAccusedQuery,
  signal?: AbortSignal,
): Promise<AccusedCandidate[]> {
  return apiRequest<AccusedCandidate[]>('/accused/find', { query: { ...query }, signal });
}

export function findAccusedQueryOptions(query: FindAccusedQuery) {
  return queryOptions({
    queryKey: ['accused', 'find', query],
    queryFn: ({ signal }) => findAccused(query, signal),
    // A record entered a moment ago by the next desk must show up: always ask again.
    staleTime: 0,
  });
}

/** Nothing is asked until the officer presses Search. */
export function useFindAccused(query: FindAccusedQuery | null) {
  return useQuery({
    ...findAccusedQueryOptions(query ?? { name: '' }),
    enabled: query !== null,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACTS_QUERY_KEY } from './get-acts';

const MASTER_STALE_MS = 10 * 60_000;

/** Every list of an act's sections, searched or not, sits under this key. */
export function sectionsQueryKey(actId: number) {
  return [...ACTS_QUERY_KEY, actId, 'sections'] as const;
}

export function getSections(actId: number, search: string, signal?: AbortSignal) {
  // The server searches code and both names (trigram indexes), never the browser.
  return apiRequest<Section[]>(`/masters/acts/${actId}/sections`, { query: { search }, signal });
}

export function sectionsQueryOptions(actId: number | undefined, search = '') {
  return queryOptions({
    queryKey: [...sectionsQueryKey(actId ?? 0), { search }],
    queryFn: ({ signal }) => getSections(actId ?? 0, search, signal),
    enabled: actId !== undefined,
    staleTime: MASTER_STALE_MS,
    // Keep the act's last list on screen while a search runs, so the table does not flash
    // empty; another act's sections must never stand in for the chosen act's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === actId ? previous : undefined,
  });
}

export function useSections(actId: number | undefined, search = '') {
  return useQuery(sectionsQueryOptions(actId, search));
}

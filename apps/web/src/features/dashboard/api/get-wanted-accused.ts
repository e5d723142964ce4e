import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccusedCondition, AccusedListItem, Role } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface WantedQuery {
  condition: AccusedCondition;
  search: string;
  page: number;
  size: number;
}

/**
 * The Wanted view's filters as the accused list takes them: a station looks within its
 * jurisdiction (where its crimes or addresses are), a unit over the whole city.
 */
function wantedParams(role: Role, q: Omit<WantedQuery, 'page' | 'size'>) {
  return {
    condition: q.condition,
    search: q.search,
    tab: role === '2' ? 'jurisdiction' : undefined,
  };
}

export function getWantedAccused(role: Role, q: WantedQuery, signal?: AbortSignal) {
  return apiRequest<{ items: AccusedListItem[]; total: number }>('/accused', {
    query: { ...wantedParams(role, q), page: q.page, size: q.size },
    signal,
  });
}

export function useWantedAccused(role: Role, q: WantedQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['accused', 'wanted', role, q],
      queryFn: ({ signal }) => getWantedAccused(role, q, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/accused/wanted-export streams the same rows as .xlsx. */
export function wantedExportUrl(role: Role, q: Omit<WantedQuery, 'page' | 'size'>): string {
  return apiUrl('/accused/wanted-export', wantedParams(role, q));
}

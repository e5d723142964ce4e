import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Breach, BreachFilter } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export type BreachListParams = BreachFilter & { page: number; size: number };

export function getBreaches(
  q: BreachListParams,
  signal?: AbortSignal,
): Promise<{ items: Breach[]; total: number }> {
  return apiRequest('/breaches', { query: { ...q }, signal });
}

export const breachKeys = {
  all: ['breaches'] as const,
  list: (q: BreachListParams) => ['breaches', 'list', q] as const,
  openCount: ['breaches', 'open-count'] as const,
};

export function breachesQueryOptions(q: BreachListParams) {
  return queryOptions({
    queryKey: breachKeys.list(q),
    queryFn: ({ signal }) => getBreaches(q, signal),
    placeholderData: keepPreviousData,
    // Alerts: filters chosen again read the server again, not a list up to 30 s old.
    staleTime: 0,
  });
}

export function useBreaches(q: BreachListParams) {
  return useQuery(breachesQueryOptions(q));
}

/** The menu's badge: open breaches in the user's scope (the list's total, one row read). */
export function useOpenBreachCount(enabled: boolean) {
  return useQuery({
    queryKey: breachKeys.openCount,
    queryFn: ({ signal }) => getBreaches({ status: 'open', page: 0, size: 1 }, signal),
    select: (page) => page.total,
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

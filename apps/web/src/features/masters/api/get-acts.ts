import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Act } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Master lists change rarely; a new act invalidates this list at once (create-act.ts). */
const MASTER_STALE_MS = 10 * 60_000;

/**
 * The same key every crime form uses for `GET /masters/acts`, so an act added here is offered
 * there without a reload.
 */
export const ACTS_QUERY_KEY = ['masters', 'acts'] as const;

export function getActs(signal?: AbortSignal): Promise<Act[]> {
  return apiRequest<Act[]>('/masters/acts', { signal });
}

export function actsQueryOptions() {
  return queryOptions({
    queryKey: ACTS_QUERY_KEY,
    queryFn: ({ signal }) => getActs(signal),
    staleTime: MASTER_STALE_MS,
  });
}

export function useActs() {
  return useQuery(actsQueryOptions());
}

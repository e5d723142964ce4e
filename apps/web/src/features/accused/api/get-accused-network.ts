import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccusedNetwork } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

/** Issue 20 §5: the accomplice network of one accused (decision 0054). */
export function getAccusedNetwork(id: number, signal?: AbortSignal): Promise<AccusedNetwork> {
  return apiRequest<AccusedNetwork>(`/accused/${id}/network`, { signal });
}

export function accusedNetworkQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ACCUSED_QUERY_KEY, 'network', id] as const,
    queryFn: ({ signal }) => getAccusedNetwork(id, signal),
  });
}

export function useAccusedNetwork(id: number) {
  return useQuery(accusedNetworkQueryOptions(id));
}

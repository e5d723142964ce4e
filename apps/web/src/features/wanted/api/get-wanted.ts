import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WantedDetail } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** One particular with its crime entries, for the View modal and the Update drawer. */
export function getWanted(id: number, signal?: AbortSignal): Promise<WantedDetail> {
  return apiRequest<WantedDetail>(`/wanted/${id}`, { signal });
}

export function wantedQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['wanted', 'one', id],
    queryFn: ({ signal }) => getWanted(id, signal),
  });
}

export function useWanted(id: number | null) {
  return useQuery({ ...wantedQueryOptions(id ?? 0), enabled: id !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Breach } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** The externment breaches of one accused, for the profile (issue 20 item 2). */
export function getAccusedBreaches(id: number, signal?: AbortSignal): Promise<{ items: Breach[] }> {
  return apiRequest(`/accused/${id}/breaches`, { signal });
}

export function accusedBreachesQueryOptions(id: number) {
  return queryOptions({
    // Under 'breaches', so acknowledging on the Breaches screen refreshes it too.
    queryKey: ['breaches', 'accused', id],
    queryFn: ({ signal }) => getAccusedBreaches(id, signal),
  });
}

export function useAccusedBreaches(id: number, enabled = true) {
  return useQuery({ ...accusedBreachesQueryOptions(id), enabled });
}

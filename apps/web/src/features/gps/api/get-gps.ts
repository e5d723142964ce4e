import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GpsRecord } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** YYYY-MM-DD, both days included (Indian days). */
export interface GpsRange {
  from: string;
  to: string;
}

export function getGps(
  q: GpsRange & { page: number; size: number },
  signal?: AbortSignal,
): Promise<{ items: GpsRecord[]; total: number }> {
  return apiRequest('/gps', { query: { ...q }, signal });
}

export function gpsQueryOptions(q: GpsRange & { page: number; size: number }) {
  return queryOptions({
    queryKey: ['gps', 'list', q],
    queryFn: ({ signal }) => getGps(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGps(q: GpsRange & { page: number; size: number }) {
  return useQuery(gpsQueryOptions(q));
}

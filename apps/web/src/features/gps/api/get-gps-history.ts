import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GpsHistory } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export function getGpsHistory(accusedId: number, signal?: AbortSignal): Promise<GpsHistory> {
  return apiRequest(`/gps/accused/${accusedId}`, { signal });
}

export function gpsHistoryQueryOptions(accusedId: number) {
  return queryOptions({
    queryKey: ['gps', 'history', accusedId],
    queryFn: ({ signal }) => getGpsHistory(accusedId, signal),
  });
}

export function useGpsHistory(accusedId: number | null) {
  return useQuery({ ...gpsHistoryQueryOptions(accusedId ?? 0), enabled: accusedId !== null });
}

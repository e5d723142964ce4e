import { useQuery } from '@tanstack/react-query';
import type { PatrolAppUsers, SpotStations, SpotStationSheet, StationSpots } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

/** The range a report was found for; role 8 may add a unit (spec 3 §2.6, §2.7). */
export interface SpotRangeQuery {
  startDate: string;
  endDate?: string;
  cityId?: number;
}

/** Per police station: spots, tagged, visited, rounds (reports3 variant a, admin spot-wise). */
export function useSpotStations(query: SpotRangeQuery | null) {
  return useQuery({
    queryKey: ['reports', 'spots', 'stations', query],
    queryFn: ({ signal }) =>
      apiRequest<SpotStations>('/reports/spots/stations', { query: { ...query }, signal }),
    enabled: query !== null,
    retry: false,
  });
}

export function spotStationsExportUrl(query: SpotRangeQuery, sheet: SpotStationSheet) {
  return apiUrl('/reports/spots/stations.xlsx', { ...query, sheet });
}

/** Per app user: rounds and spots in the range (reports3 variant b). */
export function usePatrolAppUsers(query: SpotRangeQuery | null) {
  return useQuery({
    queryKey: ['reports', 'patrol', 'app-users', query],
    queryFn: ({ signal }) =>
      apiRequest<PatrolAppUsers>('/reports/patrol/app-users', { query: { ...query }, signal }),
    enabled: query !== null,
    retry: false,
  });
}

export function patrolAppUsersExportUrl(query: SpotRangeQuery) {
  return apiUrl('/reports/patrol/app-users.xlsx', { ...query });
}

/** One police station's spots (role 2: its own; roles 4 and 8 name the station). */
export function useStationSpots(
  query: { startDate: string; endDate?: string; stationId?: number } | null,
) {
  return useQuery({
    queryKey: ['reports', 'spots', 'station', query],
    queryFn: ({ signal }) =>
      apiRequest<StationSpots>('/reports/spots/station', { query: { ...query }, signal }),
    enabled: query !== null,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Station } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** The police stations of the unit admin's unit, for report 4's station filter. */
export function useReportStations(cityId: number | null) {
  return useQuery({
    queryKey: ['masters', 'cities', cityId, 'stations'],
    queryFn: ({ signal }) =>
      apiRequest<Station[]>(`/masters/cities/${cityId}/stations`, { signal }),
    staleTime: 10 * 60_000,
    enabled: cityId !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Lookup } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** The units of the state, for the super admin's unit filter (spec 3 §2.8). */
export function useReportCities(enabled: boolean) {
  return useQuery({
    queryKey: ['masters', 'cities'],
    queryFn: ({ signal }) => apiRequest<Lookup[]>('/masters/cities', { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

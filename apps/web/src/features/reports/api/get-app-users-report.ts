import { useQuery } from '@tanstack/react-query';
import type { AppUsersReport } from '@cmis/shared';
import { apiRequest, apiUrl } from '@/lib/api-client';

/** Spec 3 §2.8: loads on mount; one unit when `cityId` is given, else the state. */
export function useAppUsersReport(cityId: number | undefined) {
  return useQuery({
    queryKey: ['reports', 'app-users', cityId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<AppUsersReport>('/reports/app-users', { query: { cityId }, signal }),
    retry: false,
  });
}

export function appUsersExportUrl(cityId: number | undefined) {
  return apiUrl('/reports/app-users.xlsx', { cityId });
}

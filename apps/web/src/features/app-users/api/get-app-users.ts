import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppUser, AppUserStatus, PageQuery } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface AppUserPage {
  items: AppUser[];
  total: number;
}

export type AppUserListQuery = PageQuery & { search?: string; status?: AppUserStatus };

/** App users of the unit (role 4) or the state (role 8), newest first. */
export function getAppUsers(query: AppUserListQuery, signal?: AbortSignal): Promise<AppUserPage> {
  return apiRequest<AppUserPage>('/app-users', { query: { ...query }, signal });
}

export function appUsersQueryOptions(query: AppUserListQuery) {
  return queryOptions({
    queryKey: ['app-users', 'list', query],
    queryFn: ({ signal }) => getAppUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAppUsers(query: AppUserListQuery) {
  return useQuery(appUsersQueryOptions(query));
}

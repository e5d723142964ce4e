import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem, UserListQuery } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface UserPage {
  items: UserListItem[];
  total: number;
}

export function getUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserPage> {
  return apiRequest<UserPage>('/users', { query: { ...query }, signal });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}

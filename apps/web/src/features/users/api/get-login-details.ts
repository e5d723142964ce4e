import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface LoginDetail {
  id: number;
  ipAddress: string | null;
  createdAt: string | null;
}

export interface LoginDetailsPage {
  items: LoginDetail[];
  total: number;
}

export type LoginDetailsQuery = PageQuery & { search?: string };

/** The signed-in user's own logins, newest first; the search matches the IP address. */
export function getLoginDetails(
  query: LoginDetailsQuery,
  signal?: AbortSignal,
): Promise<LoginDetailsPage> {
  return apiRequest<LoginDetailsPage>('/login-details', { query: { ...query }, signal });
}

export function loginDetailsQueryOptions(query: LoginDetailsQuery) {
  return queryOptions({
    queryKey: ['users', 'login-details', query],
    queryFn: ({ signal }) => getLoginDetails(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLoginDetails(query: LoginDetailsQuery) {
  return useQuery(loginDetailsQueryOptions(query));
}

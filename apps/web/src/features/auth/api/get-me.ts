import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@cmis/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when there is no session (a 401 here is an answer, not an error). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiRequest<SessionUser>('/auth/me', { signal, allowUnauthorized: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    // Sign-in, sign-out and 401 answers update this entry; nothing else makes it stale.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

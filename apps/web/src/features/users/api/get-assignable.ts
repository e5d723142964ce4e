import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assignable } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The units (role 8) or the unit's police stations (role 4) a new user can be given; those
 * that already have a user come back `taken` and are disabled in the selector.
 */
export function getAssignable(signal?: AbortSignal): Promise<Assignable[]> {
  return apiRequest<Assignable[]>('/users/assignable', { signal });
}

export function assignableQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'assignable'],
    queryFn: ({ signal }) => getAssignable(signal),
    // Another admin may have taken a unit meanwhile: ask again each time the drawer opens.
    staleTime: 0,
  });
}

export function useAssignable(enabled: boolean) {
  return useQuery({ ...assignableQueryOptions(), enabled });
}

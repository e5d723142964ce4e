import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreateInput, UserListItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Role 8 sends cityId (a unit admin), role 4 sends stationId (a police-station user). */
export function createUser(input: UserCreateInput): Promise<UserListItem> {
  return apiRequest<UserListItem>('/users', { method: 'POST', body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The list gains a row and the unit or station is now taken.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

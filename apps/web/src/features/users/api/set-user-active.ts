import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface SetUserActiveVariables {
  id: number;
  active: boolean;
}

/** A deactivated user cannot sign in, and the server ends the sessions it has open. */
export function setUserActive({ id, active }: SetUserActiveVariables): Promise<UserListItem> {
  return apiRequest<UserListItem>(`/users/${id}/active`, { method: 'PUT', body: { active } });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}

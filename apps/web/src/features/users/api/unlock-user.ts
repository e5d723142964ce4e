import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Every device may try the user's account again at once (issue 17 §1); audited. */
export function unlockUser(id: number): Promise<UserListItem> {
  return apiRequest<UserListItem>(`/users/${id}/unlock`, { method: 'POST' });
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUser } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Every device may try the app user's phone again at once (issue 17 §1); audited. */
export function unlockAppUser(id: number): Promise<AppUser> {
  return apiRequest<AppUser>(`/app-users/${id}/unlock`, { method: 'POST' });
}

export function useUnlockAppUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockAppUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['app-users', 'list'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUser, AppUserInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** A new app user starts Pending, without a password (decision 0008). */
export function createAppUser(input: AppUserInput): Promise<AppUser> {
  return apiRequest<AppUser>('/app-users', { method: 'POST', body: input });
}

export function useCreateAppUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['app-users', 'list'] }),
  });
}

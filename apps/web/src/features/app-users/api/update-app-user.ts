import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUser, AppUserInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface UpdateAppUserVariables {
  id: number;
  input: AppUserInput;
}

export function updateAppUser({ id, input }: UpdateAppUserVariables): Promise<AppUser> {
  return apiRequest<AppUser>(`/app-users/${id}`, { method: 'PUT', body: input });
}

export function useUpdateAppUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['app-users', 'list'] }),
  });
}

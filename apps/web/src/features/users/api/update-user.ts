import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem, UserUpdateInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface UpdateUserVariables {
  id: number;
  input: UserUpdateInput;
}

export function updateUser({ id, input }: UpdateUserVariables): Promise<UserListItem> {
  return apiRequest<UserListItem>(`/users/${id}`, { method: 'PUT', body: input });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}

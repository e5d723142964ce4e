import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUser, AppUserStatus } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Approve / reset answer: the one-time password exists only in this one answer. */
export interface OneTimePasswordAnswer {
  appUser: AppUser;
  oneTimePassword: string | null;
  message: string;
}

export interface SetAppUserStatusVariables {
  id: number;
  status: AppUserStatus;
}

/** Approving a pending user issues a one-time password, also sent to the user's phone. */
export function setAppUserStatus({
  id,
  status,
}: SetAppUserStatusVariables): Promise<OneTimePasswordAnswer> {
  return apiRequest<OneTimePasswordAnswer>(`/app-users/${id}/status`, {
    method: 'PUT',
    body: { status },
  });
}

export function useSetAppUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppUserStatus,
    // The answer may carry a password: drop it from the mutation cache as soon as it is read.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['app-users', 'list'] }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OneTimePasswordAnswer } from './set-app-user-status';

/** A new one-time password for an approved app user; the old one stops working. */
export function resetAppUserPassword(id: number): Promise<OneTimePasswordAnswer> {
  return apiRequest<OneTimePasswordAnswer>(`/app-users/${id}/reset-password`, {
    method: 'POST',
  });
}

export function useResetAppUserPassword() {
  return useMutation({
    mutationFn: resetAppUserPassword,
    // The answer carries a password: keep it out of the mutation cache.
    gcTime: 0,
  });
}

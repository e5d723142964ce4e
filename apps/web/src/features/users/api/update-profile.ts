import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface ProfileUpdateResult {
  message: string;
  /** True when the password changed: the server has already ended every session. */
  loggedOff: boolean;
}

export function updateProfile(input: ProfileUpdateInput): Promise<ProfileUpdateResult> {
  return apiRequest<ProfileUpdateResult>('/profile', { method: 'PUT', body: input });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

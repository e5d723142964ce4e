import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionUser } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export function login(input: LoginInput): Promise<SessionUser> {
  // A 401 here means wrong credentials, shown on the form, not a lost session.
  return apiRequest<SessionUser>('/auth/login', {
    method: 'POST',
    body: input,
    allowUnauthorized: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

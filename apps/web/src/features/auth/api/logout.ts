import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function logout(): Promise<{ ok: true }> {
  // After an idle timeout the server has already ended the session and may answer 401.
  return apiRequest<{ ok: true }>('/auth/logout', { method: 'POST', allowUnauthorized: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

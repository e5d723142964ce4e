import { useQuery } from '@tanstack/react-query';
import type { Role, VerificationAccess } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export const ACCESS_KEY = ['verification', 'access'] as const;

/**
 * GET /api/verification/access: whether the caller may look up documents, its plan, days
 * left and the sandbox flag. Only roles 2 and 4 ask (role 8 allocates, it never looks up).
 */
export function useVerificationAccess(role: Role | undefined) {
  return useQuery({
    queryKey: ACCESS_KEY,
    queryFn: ({ signal }) => apiRequest<VerificationAccess>('/verification/access', { signal }),
    enabled: role === '2' || role === '4',
    staleTime: 5 * 60_000,
  });
}

/** Spec 1 §6: the document verification menu entry shows only when the plan covers the user. */
export function useDocumentVerificationInMenu(role: Role | undefined): boolean {
  return useVerificationAccess(role).data?.allowed === true;
}

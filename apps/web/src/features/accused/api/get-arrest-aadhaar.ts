import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The full Aadhaar number of one arrest (decision 0012). Every call is audited on the
 * server, so it is asked only when the officer clicks Show, and never kept after the
 * profile closes.
 */
export function getArrestAadhaar(arrestId: number, signal?: AbortSignal): Promise<string> {
  return apiRequest<{ aadhaar: string }>(`/arrests/${arrestId}/aadhaar`, { signal }).then(
    (answer) => answer.aadhaar,
  );
}

export function arrestAadhaarQueryOptions(arrestId: number) {
  return queryOptions({
    queryKey: ['accused', 'aadhaar', arrestId],
    queryFn: ({ signal }) => getArrestAadhaar(arrestId, signal),
    // Asked once per Show; not re-asked on focus (each ask is an audit entry), not kept.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useArrestAadhaar(arrestId: number, revealed: boolean) {
  return useQuery({ ...arrestAadhaarQueryOptions(arrestId), enabled: revealed });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DUPLICATES_QUERY_KEY } from './get-duplicate-pairs';

export interface DismissPairVariables {
  id: number;
  reason: string;
}

/** "Not the same person": the pair is never offered again; the reason is audited. */
export function dismissPair({ id, reason }: DismissPairVariables): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/duplicates/${id}/dismiss`, {
    method: 'POST',
    body: { reason },
  });
}

export function useDismissPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPair,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DUPLICATES_QUERY_KEY }),
  });
}

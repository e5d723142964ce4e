import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

export interface MergeResult {
  mergeId: number;
  keptId: number;
}

/**
 * Issue 16 §5: everything the removed record holds moves to the kept one, in one
 * transaction; the removed id then redirects to the kept record.
 */
export function mergeAccused(input: MergeInput): Promise<MergeResult> {
  return apiRequest<MergeResult>('/duplicates/merge', { method: 'POST', body: input });
}

export function useMergeAccused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeAccused,
    // Crime counts, the 2-plus flag, lists, pairs and the merged-records tab all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY }),
  });
}

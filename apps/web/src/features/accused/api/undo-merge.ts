import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';
import type { MergeResult } from './merge-accused';

/** Role 8 puts both records back as they were before the merge. */
export function undoMerge(id: number): Promise<MergeResult> {
  return apiRequest<MergeResult>(`/duplicates/merges/${id}/undo`, { method: 'POST' });
}

export function useUndoMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMerge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY }),
  });
}

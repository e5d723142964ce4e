import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccusedCreateInput, AccusedDetail } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY, accusedDetailQueryKey } from './get-accused-detail';

/** The accused with its crimes and other information, written in one transaction. */
export function createAccused(input: AccusedCreateInput): Promise<AccusedDetail> {
  return apiRequest<AccusedDetail>('/accused', { method: 'POST', body: input });
}

export function useCreateAccused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccused,
    onSuccess: async (detail) => {
      // Lists, tab counts and find results gain the record.
      await queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY });
      queryClient.setQueryData(accusedDetailQueryKey(detail.id), detail);
    },
  });
}

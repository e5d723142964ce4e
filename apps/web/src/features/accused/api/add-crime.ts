import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccusedDetail, CrimeInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY, accusedDetailQueryKey } from './get-accused-detail';

export interface AddCrimeVariables {
  accusedId: number;
  input: CrimeInput;
}

/** A crime added to a saved accused; the answer is the whole record with its new count. */
export function addCrime({ accusedId, input }: AddCrimeVariables): Promise<AccusedDetail> {
  return apiRequest<AccusedDetail>(`/accused/${accusedId}/crimes`, { method: 'POST', body: input });
}

export function useAddCrime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCrime,
    onSuccess: async (detail) => {
      queryClient.setQueryData(accusedDetailQueryKey(detail.id), detail);
      // The crime count (and the 2-plus flag derived from it) changes in the lists.
      await queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY });
    },
  });
}

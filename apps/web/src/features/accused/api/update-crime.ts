import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccusedDetail, CrimeInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY, accusedDetailQueryKey } from './get-accused-detail';

export interface UpdateCrimeVariables {
  crimeId: number;
  input: CrimeInput;
}

/** The answer is the whole record the crime belongs to. */
export function updateCrime({ crimeId, input }: UpdateCrimeVariables): Promise<AccusedDetail> {
  return apiRequest<AccusedDetail>(`/crimes/${crimeId}`, { method: 'PUT', body: input });
}

export function useUpdateCrime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCrime,
    onSuccess: async (detail) => {
      queryClient.setQueryData(accusedDetailQueryKey(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccusedDetail, AccusedUpdateInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY, accusedDetailQueryKey } from './get-accused-detail';

export interface UpdateAccusedVariables {
  id: number;
  input: AccusedUpdateInput;
}

/** Basic data and other information; crimes are saved one by one (add-crime, update-crime). */
export function updateAccused({ id, input }: UpdateAccusedVariables): Promise<AccusedDetail> {
  return apiRequest<AccusedDetail>(`/accused/${id}`, { method: 'PUT', body: input });
}

export function useUpdateAccused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccused,
    onSuccess: async (detail) => {
      queryClient.setQueryData(accusedDetailQueryKey(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccusedDetail } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY, accusedDetailQueryKey } from './get-accused-detail';

export interface SetAccusedActiveVariables {
  id: number;
  active: boolean;
  reason: string;
}

/** Spec 2 §2.2: the unit admin marks a record of its unit active or inactive, with a reason. */
export function setAccusedActive({
  id,
  active,
  reason,
}: SetAccusedActiveVariables): Promise<AccusedDetail> {
  return apiRequest<AccusedDetail>(`/accused/${id}/active`, {
    method: 'PUT',
    body: { active, reason },
  });
}

export function useSetAccusedActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccusedActive,
    onSuccess: async (detail) => {
      queryClient.setQueryData(accusedDetailQueryKey(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: [...ACCUSED_QUERY_KEY, 'list'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preventive, PreventiveInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

export interface AddPreventiveVariables {
  accusedId: number;
  input: PreventiveInput;
}

export function addPreventive({ accusedId, input }: AddPreventiveVariables): Promise<Preventive> {
  return apiRequest<Preventive>(`/accused/${accusedId}/preventive-actions`, {
    method: 'POST',
    body: input,
  });
}

export function useAddPreventive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPreventive,
    // The record and the lists' preventive-action column change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY }),
  });
}

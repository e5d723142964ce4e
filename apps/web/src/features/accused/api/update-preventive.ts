import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preventive, PreventiveInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

export interface UpdatePreventiveVariables {
  id: number;
  input: PreventiveInput;
}

export function updatePreventive({ id, input }: UpdatePreventiveVariables): Promise<Preventive> {
  return apiRequest<Preventive>(`/preventive-actions/${id}`, { method: 'PUT', body: input });
}

export function useUpdatePreventive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreventive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Arrest, ArrestInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

export interface UpdateArrestVariables {
  id: number;
  input: ArrestInput;
}

/** An empty Aadhaar keeps the stored number: the form never receives it back (decision 0012). */
export function updateArrest({ id, input }: UpdateArrestVariables): Promise<Arrest> {
  return apiRequest<Arrest>(`/arrests/${id}`, { method: 'PUT', body: input });
}

export function useUpdateArrest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArrest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY }),
  });
}

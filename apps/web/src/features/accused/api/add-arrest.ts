import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Arrest, ArrestInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { ACCUSED_QUERY_KEY } from './get-accused-detail';

export interface AddArrestVariables {
  crimeId: number;
  input: ArrestInput;
}

/** An arrest under a saved crime; 409 `fields.aadhaar` when the Aadhaar number is taken. */
export function addArrest({ crimeId, input }: AddArrestVariables): Promise<Arrest> {
  return apiRequest<Arrest>(`/crimes/${crimeId}/arrests`, { method: 'POST', body: input });
}

export function useAddArrest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addArrest,
    // The record's arrest history (profile view, edit drawer) gains the arrest.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCUSED_QUERY_KEY }),
  });
}

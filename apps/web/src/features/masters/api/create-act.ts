import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Act } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { masterKeys } from '@/lib/masters';

export interface CreatedAct {
  act: Act;
  message: string;
}

export function createAct(name: string): Promise<CreatedAct> {
  return apiRequest<CreatedAct>('/masters/acts', { method: 'POST', body: { name } });
}

export function useCreateAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAct,
    // The acts list feeds every crime form too: reload it (and whatever hangs under the same
    // key) so the new act is offered at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.acts }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotDetail, SpotInput } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface SpotSaved {
  item: SpotDetail;
  message: string;
}

export function createSpot(input: SpotInput): Promise<SpotSaved> {
  return apiRequest<SpotSaved>('/spots', { method: 'POST', body: input });
}

export function useCreateSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['spots', 'list'] }),
  });
}

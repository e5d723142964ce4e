import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LandingImageSaved } from './add-landing-image';

export interface LandingImageActiveChange {
  id: number;
  active: boolean;
}

export function setLandingImageActive({
  id,
  active,
}: LandingImageActiveChange): Promise<LandingImageSaved> {
  return apiRequest<LandingImageSaved>(`/landing/images/${id}/active`, {
    method: 'PUT',
    body: { active },
  });
}

export function useSetLandingImageActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLandingImageActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing'] }),
  });
}

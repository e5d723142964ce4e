import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandingImage, LandingSection } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface LandingImageInput {
  section: LandingSection;
  caption: string;
  fileId: string;
}

export interface LandingImageSaved {
  image: LandingImage;
  message: string;
}

export function addLandingImage(input: LandingImageInput): Promise<LandingImageSaved> {
  return apiRequest<LandingImageSaved>('/landing/images', { method: 'POST', body: input });
}

export function useAddLandingImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLandingImage,
    // The admin list and the public carousels both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing'] }),
  });
}

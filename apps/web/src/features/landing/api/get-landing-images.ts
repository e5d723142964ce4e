import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingImage } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** Every landing image, switched off ones included, for the state super admin. */
export function getLandingImages(signal?: AbortSignal): Promise<LandingImage[]> {
  return apiRequest<LandingImage[]>('/landing/manage', { signal });
}

export function landingImagesQueryOptions() {
  return queryOptions({
    queryKey: ['landing', 'manage'],
    queryFn: ({ signal }) => getLandingImages(signal),
  });
}

export function useLandingImages() {
  return useQuery(landingImagesQueryOptions());
}

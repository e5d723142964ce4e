import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingImage, LandingSection } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export type LandingCarousels = Record<LandingSection, LandingImage[]>;

/** The public landing page's active images (spec 3 §2.16); answers without a session. */
export function getLanding(signal?: AbortSignal): Promise<LandingCarousels> {
  return apiRequest<LandingCarousels>('/landing', { signal });
}

export function landingQueryOptions() {
  return queryOptions({
    queryKey: ['landing', 'public'],
    queryFn: ({ signal }) => getLanding(signal),
    // The banners change a few times a year; a visitor need not ask twice in a visit.
    staleTime: 10 * 60_000,
  });
}

export function useLanding() {
  return useQuery(landingQueryOptions());
}

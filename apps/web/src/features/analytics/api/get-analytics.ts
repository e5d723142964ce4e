import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANALYTICS_MESSAGES, analyticsSchema, type Analytics } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import type { AnalyticsRequest } from '../components/analytics-filter';

/** The answer was not a chart (spec 3 §8 'Invalid data format'): nothing to retry. */
export class InvalidChartData extends Error {
  constructor() {
    super(ANALYTICS_MESSAGES.invalidFormat);
    this.name = 'InvalidChartData';
  }
}

/** The analytical dashboard's one call (spec 3 §7.2), its answer checked against the schema. */
export async function getAnalytics(request: AnalyticsRequest, signal?: AbortSignal) {
  const raw = await apiRequest<unknown>('/analytics', { query: { ...request }, signal });
  const parsed = analyticsSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidChartData();
  return parsed.data satisfies Analytics;
}

export function useAnalytics(request: AnalyticsRequest) {
  return useQuery({
    queryKey: ['analytics', request],
    queryFn: ({ signal }) => getAnalytics(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

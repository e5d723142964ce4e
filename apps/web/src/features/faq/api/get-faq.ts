import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export const FAQ_QUERY_KEY = ['faq'] as const;

export function getFaq(signal?: AbortSignal): Promise<FaqItem[]> {
  return apiRequest<FaqItem[]>('/faq', { signal });
}

export function faqQueryOptions() {
  return queryOptions({
    queryKey: FAQ_QUERY_KEY,
    queryFn: ({ signal }) => getFaq(signal),
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions());
}

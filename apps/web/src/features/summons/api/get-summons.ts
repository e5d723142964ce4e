import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SummonsItem, SummonsStage } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface SummonsQuery {
  page: number;
  size: number;
  stage?: SummonsStage;
  search?: string;
}

/** The register: role 4 its unit's entries, role 2 those assigned to its station. */
export function getSummons(query: SummonsQuery, signal?: AbortSignal) {
  return apiRequest<{ items: SummonsItem[]; total: number }>('/summons', {
    query: { ...query },
    signal,
  });
}

export function summonsQueryOptions(query: SummonsQuery) {
  return queryOptions({
    queryKey: ['summons', 'list', query],
    queryFn: ({ signal }) => getSummons(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSummonsList(query: SummonsQuery) {
  return useQuery(summonsQueryOptions(query));
}

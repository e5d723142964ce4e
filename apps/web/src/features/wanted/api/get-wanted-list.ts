import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WantedItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface WantedListQuery {
  typeId: number;
  search?: string;
  page: number;
  size: number;
}

export interface WantedPage {
  items: WantedItem[];
  total: number;
}

/** One particular type of the user's area (role 4: unit; role 8: state), paged by the server. */
export function getWantedList(query: WantedListQuery, signal?: AbortSignal): Promise<WantedPage> {
  return apiRequest<WantedPage>('/wanted', { query: { ...query }, signal });
}

export function wantedListQueryOptions(query: WantedListQuery) {
  return queryOptions({
    queryKey: ['wanted', 'list', query],
    queryFn: ({ signal }) => getWantedList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWantedList(query: WantedListQuery) {
  return useQuery(wantedListQueryOptions(query));
}

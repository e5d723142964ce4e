import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentType } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

export interface ContentQuery {
  itemType: ContentType;
  search?: string;
  page: number;
  size: number;
}

export interface ContentPage {
  items: ContentItem[];
  total: number;
}

/** Every item of a type the manager looks after, active or not (role 8: state; role 4: unit). */
export function getContent(query: ContentQuery, signal?: AbortSignal): Promise<ContentPage> {
  return apiRequest<ContentPage>('/content', { query: { ...query }, signal });
}

export function contentQueryOptions(query: ContentQuery) {
  return queryOptions({
    queryKey: ['content', 'manage', query],
    queryFn: ({ signal }) => getContent(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useContent(query: ContentQuery) {
  return useQuery(contentQueryOptions(query));
}

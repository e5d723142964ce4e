import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ContentPage, ContentQuery } from './get-content';

/** The active items every signed-in user reads (news: own unit and state-wide). */
export function getContentFeed(query: ContentQuery, signal?: AbortSignal): Promise<ContentPage> {
  return apiRequest<ContentPage>('/content/feed', { query: { ...query }, signal });
}

export function contentFeedQueryOptions(query: ContentQuery) {
  return queryOptions({
    queryKey: ['content', 'feed', query],
    queryFn: ({ signal }) => getContentFeed(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContentFeed(query: ContentQuery) {
  return useQuery(contentFeedQueryOptions(query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@cmis/shared';
import { fieldRequest } from './field-request';

export function getFieldNews(signal?: AbortSignal) {
  return fieldRequest<{ news: ContentItem[]; notifications: ContentItem[] }>('/news', { signal });
}

export const fieldNewsQueryOptions = () =>
  queryOptions({ queryKey: ['field', 'news'], queryFn: ({ signal }) => getFieldNews(signal) });

export const useFieldNews = () => useQuery(fieldNewsQueryOptions());

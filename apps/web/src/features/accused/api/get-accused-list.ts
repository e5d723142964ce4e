import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccusedListItem } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type AccusedListParams } from '../list-query';

export interface AccusedPage {
  items: AccusedListItem[];
  total: number;
}

export interface AccusedListRequest extends AccusedListParams {
  page: number;
  size: number;
}

export function getAccusedList(
  request: AccusedListRequest,
  signal?: AbortSignal,
): Promise<AccusedPage> {
  return apiRequest<AccusedPage>('/accused', { query: listQuery(request), signal });
}

export function accusedListQueryOptions(request: AccusedListRequest) {
  return queryOptions({
    queryKey: ['accused', 'list', request],
    queryFn: ({ signal }) => getAccusedList(request, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Role 8 sees nothing until it has picked a unit (the server answers 'Please select a unit'). */
export function useAccusedList(request: AccusedListRequest, enabled = true) {
  return useQuery({ ...accusedListQueryOptions(request), enabled });
}

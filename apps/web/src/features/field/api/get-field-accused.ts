import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldAccused } from '@cmis/shared';
import { fieldRequest } from './field-request';

export function getFieldAccused(search: string, signal?: AbortSignal) {
  return fieldRequest<{ items: FieldAccused[]; total: number }>('/accused', {
    query: { search, size: 200 },
    signal,
  });
}

export function fieldAccusedQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['field', 'accused', search],
    queryFn: ({ signal }) => getFieldAccused(search, signal),
    placeholderData: keepPreviousData,
  });
}

export const useFieldAccused = (search: string, enabled: boolean) =>
  useQuery({ ...fieldAccusedQueryOptions(search), enabled });

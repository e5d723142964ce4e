import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The kinds of record the log holds (within the reader's scope), for the entity filter. */
export function getAuditEntities(signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('/audit/entities', { signal });
}

export function auditEntitiesQueryOptions() {
  return queryOptions({
    queryKey: ['audit', 'entities'],
    queryFn: ({ signal }) => getAuditEntities(signal),
  });
}

export function useAuditEntities() {
  return useQuery(auditEntitiesQueryOptions());
}

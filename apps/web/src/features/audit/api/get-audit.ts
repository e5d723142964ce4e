import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@cmis/shared';
import { apiRequest } from '@/lib/api-client';

/** The filters of the audit log; the export takes the same (export-audit.ts). */
export interface AuditFilter {
  userid?: string;
  entity?: string;
  entityId?: string;
  /** YYYY-MM-DD, both days included. */
  from?: string;
  to?: string;
}

export interface AuditQuery extends AuditFilter {
  page: number;
  size: number;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
}

export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>('/audit', { query: { ...query }, signal });
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['audit', 'list', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: never answer from an old copy.
    staleTime: 0,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}

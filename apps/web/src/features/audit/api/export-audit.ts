import type { AuditFilter } from './get-audit';

/**
 * `GET /api/audit/export` with the filters on screen. The page links to it rather than
 * fetching it: the browser streams the .xlsx straight to disk (sending the session cookie),
 * so a long log never sits in the page's memory.
 */
export function auditExportUrl(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  const search = params.toString();
  return `/api/audit/export${search ? `?${search}` : ''}`;
}

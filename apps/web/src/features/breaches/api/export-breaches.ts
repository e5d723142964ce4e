import type { BreachFilter } from '@cmis/shared';
import { withQuery } from '@/lib/download';

/** Externment Breaches_{DDMMMYYYY}.xlsx of the filters on screen; streamed by the server. */
export function breachesExportUrl(f: BreachFilter): string {
  return withQuery('/api/breaches/export.xlsx', { ...f });
}

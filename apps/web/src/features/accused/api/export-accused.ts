import { downloadFrom } from '@/lib/download';
import { exportQuery, type AccusedListParams, type ExportSelection } from '../list-query';

/**
 * Spec 2 §5.7, §9: the CSV of every record the list's filters match, with the chosen
 * columns. The server streams it (BOM, header row, named after the user id), so the browser
 * downloads it through a plain link: a big export never sits in the page's memory, and the
 * session cookie goes with the same-origin request.
 */
export function accusedExportUrl(
  params: AccusedListParams,
  selection: ExportSelection,
  kind: 'csv' | 'pdf' = 'csv',
): string {
  const query = new URLSearchParams(exportQuery(params, selection)).toString();
  return `/api/accused/export${kind === 'pdf' ? '.pdf' : ''}?${query}`;
}

/** The CSV, or the 'Criminal Report' PDF of the same records made on the server (issue 17 §8). */
export function downloadAccusedExport(
  params: AccusedListParams,
  selection: ExportSelection,
  kind: 'csv' | 'pdf',
): void {
  downloadFrom(accusedExportUrl(params, selection, kind));
}

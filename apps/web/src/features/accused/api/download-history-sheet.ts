import type { Language } from '@cmis/shared';
import { apiUrl } from '@/lib/api-client';
import { fetchDownload } from '@/lib/download';

/** The history sheet PDF of one accused (issue 20 §4), in the language the screen shows. */
export function historySheetUrl(id: number, language: Language): string {
  return apiUrl(`/accused/${id}/history-sheet.pdf`, { lang: language });
}

/** Fetches the sheet and hands it to the browser's download; rejects with the server's error. */
export function downloadHistorySheet(id: number, language: Language): Promise<void> {
  return fetchDownload(historySheetUrl(id, language), `history-sheet-${id}.pdf`);
}

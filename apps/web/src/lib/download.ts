import { ERROR_CODES, MESSAGES, type ErrorCode } from '@cmis/shared';
import { ApiError, markActivity, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * Downloads a file the server streams (CSV, .xlsx) through a plain same-origin link: the
 * browser writes it straight to disk with the session cookie, so a big export never sits
 * in the page's memory, and the server's Content-Disposition names the file.
 */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The file name a Content-Disposition header gives (RFC 6266's filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the server makes on request (a history sheet PDF) by fetching it first,
 * so the page can show a spinner while it is made and the server's error (a record out of
 * reach, a lost session) as a message instead of a broken download. For small files only:
 * the bytes pass through the page's memory. Rejects with the server's ApiError.
 */
export async function fetchDownload(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      response.status,
      (error?.code as ErrorCode | undefined) ?? ERROR_CODES.internal,
      error?.message ?? MESSAGES.internal,
    );
  }
  markActivity();
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

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

import { ERROR_CODES } from '@cmis/shared';

/** What a leaking error answer would contain: stack frames, SQL, server paths. */
export const LEAK =
  /Failed query|\bat [\w.<>]+ \(|\.[cm]?[jt]s:\d+|node_modules|\bfrom "|syntax error|relation "|\bstack\b/i;

const CODES = new Set<string>(Object.values(ERROR_CODES));

/**
 * Why an error answer breaks the one error shape (architecture rule 3), or null when it keeps
 * it: `{ error: { code, message, fields?: { name: message }, requestId } }` and nothing else.
 */
export function errorShapeProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const top = parsed as { error?: Record<string, unknown> } | null;
  if (!top || typeof top !== 'object' || Object.keys(top).join() !== 'error')
    return 'not { error }';
  const e = top.error;
  if (!e || typeof e !== 'object') return 'error is not an object';
  const extra = Object.keys(e).filter(
    (k) => !['code', 'message', 'fields', 'requestId'].includes(k),
  );
  if (extra.length) return `extra keys ${extra.join(',')}`;
  if (typeof e.code !== 'string' || !CODES.has(e.code)) return `unknown code ${String(e.code)}`;
  if (typeof e.message !== 'string' || !e.message) return 'no message';
  if (typeof e.requestId !== 'string' || !e.requestId) return 'no requestId';
  if (e.fields !== undefined) {
    const f = e.fields as Record<string, unknown>;
    if (!f || typeof f !== 'object' || Array.isArray(f)) return 'fields is not an object';
    if (Object.values(f).some((m) => typeof m !== 'string' || !m)) return 'a field without message';
  }
  if (LEAK.test(body)) return 'leaks internals';
  return null;
}

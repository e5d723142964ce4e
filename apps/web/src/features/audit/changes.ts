/** How an audit entry's `changes` object reads in the table: one line per changed field. */

export interface ChangeLine {
  field: string;
  /** 'old → new' for a changed value, else the value recorded. */
  text: string;
}

/** Shown for a value that is missing or empty, so a line never ends in nothing. */
export const EMPTY_VALUE = '—';

function isFromTo(value: unknown): value is { from?: unknown; to?: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'from' || key === 'to');
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : EMPTY_VALUE;
  return JSON.stringify(value);
}

/**
 * The changed fields in the order they were recorded. Values the server redacted (passwords,
 * Aadhaar) arrive as '[changed]' and are shown as such: the log says that, never what.
 */
export function changeLines(changes: Record<string, unknown> | null | undefined): ChangeLine[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, value]) => ({
    field,
    text: isFromTo(value) ? `${show(value.from)} → ${show(value.to)}` : show(value),
  }));
}

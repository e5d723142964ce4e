import { ACT_SECTION_MESSAGES } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';

export interface SaveFailure {
  /** Server messages per form field (i18n keys), shown under the fields. */
  fields: Record<string, string>;
  /** A message for the whole form (an i18n key), when no field explains the failure. */
  message: string | null;
}

/**
 * Reads a failed save (spec 3 §8): the server's field messages go under the fields; any other
 * refusal shows `fallback` (or the server's own sentence), and a call that broke without an
 * answer shows 'An unexpected error occurred.'.
 */
export function saveFailure(
  error: unknown,
  knownFields: readonly string[],
  fallback?: string,
): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: ACT_SECTION_MESSAGES.unexpected };
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(error.fields)) {
    if (knownFields.includes(name)) fields[name] = text;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  // A lost connection is worth saying as such; it is not the server refusing the entry.
  if (error.code === 'NETWORK') return { fields, message: error.message };
  return { fields, message: fallback ?? error.message };
}

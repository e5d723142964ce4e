import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The shared schema's messages (the English sentence is the i18n key) on the form's fields. */
export function zodFieldErrors<K extends string>(error: z.ZodError, t: TFunction) {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!seen.has(name)) seen.set(name, issue.message);
  }
  return [...seen].map(([name, message]) => ({ name: name as K, errors: [t(message)] }));
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@cmis/shared';
import { ApiError } from './api-client';

/** Message keys (the English sentences) per form field; translated only when shown. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function isField<F extends string>(fields: readonly F[], name: string): name is F {
  return (fields as readonly string[]).includes(name);
}

/**
 * The first issue of each field of a shared zod schema. The schemas list a field's rules in
 * the order the spec gives them (required before length before pattern), so the first issue
 * is the message the officer should read.
 */
export function fieldErrorsFromIssues<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (isField(fields, name)) errors[name] ??= issue.message;
  }
  return errors;
}

export interface ServerFailure<F extends string> {
  fields: FieldErrors<F>;
  /** Set when nothing could be shown on a field: the officer must still see why. */
  message: string | null;
}

/**
 * Spreads a failed call over the form: every `fields` entry the form has goes on its field
 * (a 409 for a taken unit lands under the unit selector); what the form cannot place, or a
 * failure without fields, comes back as one message for a toast.
 */
export function fieldErrorsFromServer<F extends string>(
  error: unknown,
  fields: readonly F[],
  /** The message of a failure that is no answer of the server (a bug…); a generic one by default. */
  unanswered: string = MESSAGES.internal,
  /**
   * The message of a refusal no field explains, for a form whose spec words it; a lost
   * connection is still said as such. The server's sentence by default.
   */
  refused?: string,
): ServerFailure<F> {
  if (!(error instanceof ApiError)) return { fields: {}, message: unanswered };
  const placed: FieldErrors<F> = {};
  let unplaced: string | null = null;
  for (const [path, text] of Object.entries(error.fields)) {
    // "externmentCityIds.0" belongs on its list's field, as a client-side issue would.
    const name = path.split('.')[0] ?? path;
    if (isField(fields, name)) placed[name] ??= text;
    else unplaced ??= text;
  }
  if (unplaced) return { fields: placed, message: unplaced };
  if (Object.keys(placed).length > 0) return { fields: placed, message: null };
  return {
    fields: placed,
    message: error.code === 'NETWORK' ? error.message : (refused ?? error.message),
  };
}

/**
 * Whether a failed call is the officers' session ending, which the session handler shows (a
 * sign-in screen), not the form. A form whose 401 is its own answer (the field app's session,
 * whose calls never reach that handler) shows it like any refusal.
 */
export function leftToSession(error: unknown, ownUnauthorized = false): boolean {
  return !ownUnauthorized && error instanceof ApiError && error.status === 401;
}

/**
 * Field errors of a form that validates with a shared schema, in the shape antd's Form.Item
 * takes. Keys are kept and translated at render, so a language switch re-translates them.
 */
export function useFieldErrors<F extends string>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const clear = useCallback((names: readonly string[]) => {
    if (names.length === 0) return;
    setErrors((current) => {
      if (!names.some((name) => name in current)) return current;
      const next = { ...current };
      for (const name of names) delete next[name as F];
      return next;
    });
  }, []);

  const reset = useCallback(() => setErrors({}), []);

  const itemProps = (name: F) => {
    const key = errors[name];
    return key
      ? { validateStatus: 'error' as const, help: t(key) }
      : { validateStatus: undefined, help: undefined };
  };

  return { errors, setErrors, clear, reset, itemProps };
}

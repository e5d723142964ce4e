import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form-field-errors';

/**
 * The first message of each form field, by a mapping from the schema's or server's names.
 * The crime drawer needs it: its errors come on nested paths ('crimes.0.stationId',
 * 'sections.1.sectionId') that the form kit's field list cannot place.
 */
export function placeMessages<F extends string>(
  entries: Iterable<readonly [string, string]>,
  fieldOf: (name: string) => F | null,
): { placed: FieldErrors<F>; unplaced: string | null } {
  const placed: FieldErrors<F> = {};
  let unplaced: string | null = null;
  for (const [name, text] of entries) {
    const field = fieldOf(name);
    if (field) placed[field] ??= text;
    else unplaced ??= text;
  }
  return { placed, unplaced };
}

/** Zod issues as [dotted path, message] pairs. */
export const issueEntries = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): [string, string][] => issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);

/**
 * A refused save spread over the form: the server's field errors on the fields the form has,
 * and one message for a toast when something could not be placed (or nothing was).
 */
export function placeServerFailure<F extends string>(
  error: unknown,
  fieldOf: (name: string) => F | null,
): { placed: FieldErrors<F>; toast: string | null } {
  if (!(error instanceof ApiError)) return { placed: {}, toast: MESSAGES.internal };
  const { placed, unplaced } = placeMessages(Object.entries(error.fields), fieldOf);
  const nothingPlaced = Object.keys(placed).length === 0;
  return { placed, toast: unplaced ?? (nothingPlaced ? error.message : null) };
}

/**
 * Spec 2 §4: after a save (its toast shown by the submit hook) the arrest and preventive
 * drawers close by themselves after a pause; `done` keeps Save off meanwhile.
 */
export function useCloseAfterSave(onClose: () => void, delayMs: number) {
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const finish = () => {
    setDone(true);
    timer.current = window.setTimeout(onClose, delayMs);
  };
  return { done, finish };
}

/** Register and chapter years as select options (newest first, as `yearOptions` gives them). */
export const yearSelectOptions = (years: readonly number[]) =>
  years.map((year) => ({ value: year, label: String(year) }));

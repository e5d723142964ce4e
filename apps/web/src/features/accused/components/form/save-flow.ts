import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form-field-errors';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The first message of each form field, by a mapping from the schema's or server's names. */
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
  if (!(error instanceof ApiError)) return { placed: {}, toast: SOMETHING_WENT_WRONG };
  const { placed, unplaced } = placeMessages(Object.entries(error.fields), fieldOf);
  const nothingPlaced = Object.keys(placed).length === 0;
  return { placed, toast: unplaced ?? (nothingPlaced ? error.message : null) };
}

/**
 * Spec 2 §4: after a save the drawer shows the saved message and closes by itself after a
 * pause; `done` keeps Save off meanwhile.
 */
export function useCloseAfterSave(onClose: () => void, delayMs: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const finish = (saved: string) => {
    void message.success(t(saved));
    setDone(true);
    timer.current = window.setTimeout(onClose, delayMs);
  };
  return { done, finish };
}

/** Register and chapter years as select options (newest first, as `yearOptions` gives them). */
export const yearSelectOptions = (years: readonly number[]) =>
  years.map((year) => ({ value: year, label: String(year) }));

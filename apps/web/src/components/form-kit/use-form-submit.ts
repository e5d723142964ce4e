import { useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  leftToSession,
  useFieldErrors,
  type FieldErrors,
} from '@/lib/form-field-errors';

export interface FormSubmitOptions<F extends string, S extends z.ZodType, R> {
  /** The shared zod schema the server validates with too. */
  schema: S;
  /** The form's fields: issues and server errors on other paths go to a toast. */
  fields: readonly F[];
  /** Saves the parsed input (a mutation's `mutateAsync`). */
  save: (input: z.output<S>) => Promise<R>;
  /**
   * The success toast's message key: a fixed key, or picked from the answer. By default the
   * answer's own `message` (the server's sentence); `null` shows no toast.
   */
  success?: string | ((saved: R) => string) | null;
  /** After a save: close the drawer, show the result… */
  onDone?: (saved: R) => void;
  /** Field rules the schema cannot see (e.g. a field only some roles fill); run on every submit. */
  check?: (input: unknown) => FieldErrors<F>;
  /** The toast of a failure that is no answer of the server (a bug…); a generic one by default. */
  unanswered?: string;
  /** The toast of a refusal no field explains, when the spec words it (`fieldErrorsFromServer`). */
  refused?: string;
  /** A 401 is the form's own answer, shown like any refusal (the field app's own session). */
  ownUnauthorized?: boolean;
  /** After a failed save is shown, e.g. to start over when a request has expired. */
  onError?: (error: unknown) => void;
}

/**
 * The one submit flow of a form (architecture rule 12, decision 0044): parse with the shared
 * schema → field errors → save → toast → done (close) → the server's field errors mapped back
 * on the fields, what no field can show in a toast. A 401 is left to the session handler
 * unless the form owns it.
 * Returns the field errors (`itemProps`, `clear`, `setErrors`…) and `submit(input)`.
 */
export function useFormSubmit<F extends string, S extends z.ZodType, R>(
  options: FormSubmitOptions<F, S, R>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errors = useFieldErrors<F>();
  // The latest options, so `submit` never runs a stale closure.
  const latest = useRef(options);
  latest.current = options;

  const submit = async (input: unknown): Promise<R | undefined> => {
    const { schema, fields, save, success, onDone, check, unanswered, refused, onError } =
      latest.current;
    const parsed = schema.safeParse(input);
    const found: FieldErrors<F> = {
      ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, fields)),
      ...check?.(input),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      errors.setErrors(found);
      return undefined;
    }
    errors.reset();
    try {
      const saved = await save(parsed.data);
      const key =
        success === undefined
          ? (saved as { message?: string } | null)?.message
          : typeof success === 'function'
            ? success(saved)
            : success;
      if (key) void message.success(t(key));
      onDone?.(saved);
      return saved;
    } catch (error) {
      if (leftToSession(error, latest.current.ownUnauthorized)) return undefined;
      const failure = fieldErrorsFromServer(error, fields, unanswered, refused);
      errors.setErrors(failure.fields);
      if (failure.message) void message.error(t(failure.message));
      onError?.(error);
      return undefined;
    }
  };

  return { ...errors, submit };
}

import { useRef, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AADHAAR_PATTERN,
  ARREST_MESSAGES,
  arrestInputSchema,
  type Arrest,
  type ArrestInput,
  type DuplicateCandidate,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import type { FieldErrors } from '@/lib/form-field-errors';
import { useAddArrest } from '../../api/add-arrest';
import { useCheckAadhaar } from '../../api/check-aadhaar';
import { useUpdateArrest } from '../../api/update-arrest';
import { conflictCandidates } from '../duplicates/duplicate-state';
import {
  ARREST_FIELDS,
  arrestInputFrom,
  arrestValuesFrom,
  type ArrestField,
  type ArrestFormValues,
} from './arrest-state';
import { courtDateFor } from './date-rules';
import { useCloseAfterSave } from './save-flow';

/** Spec 2 §4: the arrest drawer closes 2000 ms after a save. */
export const ARREST_CLOSE_DELAY_MS = 2000;

export const NEW_ARREST: ArrestFormValues = { fingerprint: '0', aadhaar: '', photos: [] };

/**
 * The arrest drawer's state: which arrest the form holds, the Aadhaar check on leaving the
 * field (spec 2 §5.3, issue 16 §6) and the save.
 */
export function useArrestForm(crimeId: number, onClose: () => void) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ArrestFormValues>();
  const [editing, setEditing] = useState<Arrest | null>(null);
  // Issue 16 §6: who already holds the Aadhaar number typed, when it is another person.
  const [holders, setHolders] = useState<DuplicateCandidate[]>([]);
  const addArrest = useAddArrest();
  const updateArrest = useUpdateArrest();
  const checkAadhaar = useCheckAadhaar();
  const closing = useCloseAfterSave(onClose, ARREST_CLOSE_DELAY_MS);
  const pending = addArrest.isPending || updateArrest.isPending;
  const aadhaarError = useRef<string | undefined>(undefined);

  const submitter = useFormSubmit({
    schema: arrestInputSchema,
    fields: ARREST_FIELDS,
    save: async (input: ArrestInput) => {
      try {
        return editing
          ? await updateArrest.mutateAsync({ id: editing.id, input })
          : await addArrest.mutateAsync({ crimeId, input });
      } catch (error) {
        if (error instanceof ApiError) setHolders(conflictCandidates(error) ?? []);
        throw error;
      }
    },
    success: ARREST_MESSAGES.saved,
    onDone: closing.finish,
    // A number the server already called taken is not sent again.
    check: (): FieldErrors<ArrestField> =>
      aadhaarError.current === ARREST_MESSAGES.aadhaarTaken
        ? { aadhaar: ARREST_MESSAGES.aadhaarTaken }
        : {},
  });
  const errors = submitter;
  aadhaarError.current = errors.errors.aadhaar;

  const edit = (arrest: Arrest | null) => {
    setEditing(arrest);
    errors.reset();
    setHolders([]);
    form.resetFields();
    form.setFieldsValue(arrest ? arrestValuesFrom(arrest, t('Photo')) : NEW_ARREST);
  };

  const onArrestedAt = (value: ArrestFormValues['arrestedAt']) => {
    // Spec 2 §4: the court date follows one day later; clearing the arrest clears it.
    form.setFieldsValue({ courtAt: value ? courtDateFor(value) : null });
    errors.clear(['courtAt']);
  };

  /** Spec 2 §5.3: the number is checked on leaving the field; the save checks again. */
  const onAadhaarBlur = async () => {
    const value = (form.getFieldValue('aadhaar') as string | undefined) ?? '';
    if (!value) return;
    if (!AADHAAR_PATTERN.test(value)) {
      errors.setErrors({ ...errors.errors, aadhaar: ARREST_MESSAGES.aadhaarFormat });
      return;
    }
    try {
      const { unique, candidates } = await checkAadhaar.mutateAsync({
        aadhaar: value,
        // The same person's number on his other arrests is his, not a duplicate.
        crimeId,
        ...(editing ? { exceptArrestId: editing.id } : {}),
      });
      // The officer may have typed on meanwhile: judge only the number that was checked.
      if (!unique && form.getFieldValue('aadhaar') === value) {
        errors.setErrors({ ...errors.errors, aadhaar: ARREST_MESSAGES.aadhaarTaken });
        setHolders(candidates);
      }
    } catch {
      // Not being able to check now is no reason to stop the officer; the server checks on save.
    }
  };

  const save = () =>
    submitter.submit(arrestInputFrom(form.getFieldsValue(true) as ArrestFormValues));

  return {
    form,
    errors: { itemProps: errors.itemProps, clear: errors.clear },
    editing,
    edit,
    holders,
    clearHolders: () => setHolders([]),
    checking: checkAadhaar.isPending,
    onArrestedAt,
    onAadhaarBlur,
    save,
    pending,
    done: closing.done,
  };
}

export type ArrestForm = ReturnType<typeof useArrestForm>;

import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCUSED_MESSAGES,
  accusedBasicSchema,
  accusedCreateSchema,
  accusedUpdateSchema,
  MESSAGES,
  STATE_ID,
  type AccusedBasicInput,
  type AccusedDetail,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useFieldErrors } from '@/lib/form-field-errors';
import { useCurrentUser } from '@/lib/session';
import { useAddCrime } from '../../api/add-crime';
import { useCreateAccused } from '../../api/create-accused';
import { useAccusedDetail } from '../../api/get-accused-detail';
import { useUpdateAccused } from '../../api/update-accused';
import { useUpdateCrime } from '../../api/update-crime';
import { conflictCandidates } from '../duplicates/duplicate-state';
import { useDuplicateGate } from '../duplicates/use-duplicate-gate';
import {
  basicInputFrom,
  basicValuesFrom,
  buildCreatePayload,
  draftFromCrime,
  otherInfoFrom,
  otherValuesFrom,
  routeServerFields,
  type BasicField,
  type BasicFormValues,
  type CrimeDraft,
  type OtherField,
  type OtherInfoFormValues,
  type StepIndex,
} from './wizard-state';

/** Spec 2 §4: the drawer closes 1000 ms after the accused is saved. */
export const ACCUSED_CLOSE_DELAY_MS = 1000;

export interface AccusedWizardOptions {
  mode: 'create' | 'edit';
  accusedId?: number;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** Edit mode: open at step 2 with a new crime's drawer (from "Add crime to this person"). */
  addCrime?: boolean;
}

/** Zod issues named the way the server names its field errors ('basic.age', 'crimes.0.x'). */
function issueFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** The form fields of step 1 and 3 that carry a file list under another API name. */
const FORM_FIELD_OF: Record<string, string> = {
  photoIds: 'photos',
  imageIds: 'images',
  handprintIds: 'handprints',
  recordIds: 'records',
};

export type CrimeDrawerState = { editing: CrimeDraft | null; errors?: Record<string, string> };

/**
 * The accused wizard's state and flow (spec 2 §4): the record in edit mode, the three steps
 * and their checks, the duplicate gate (issue 16 §3), the crimes kept in memory until Done in
 * create mode, the save and the refusals routed back to their step and field.
 */
export function useAccusedWizard({
  mode,
  accusedId,
  onClose,
  onSaved,
  addCrime: startWithCrime = false,
}: AccusedWizardOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const editId = mode === 'edit' ? accusedId : undefined;
  // Kept while the drawer slides shut, so the form does not blank out on its way.
  const detail = useAccusedDetail(editId);
  const [basicForm] = Form.useForm<BasicFormValues>();
  const [otherForm] = Form.useForm<OtherInfoFormValues>();
  const basicErrors = useFieldErrors<BasicField>();
  const otherErrors = useFieldErrors<OtherField>();
  const [step, setStep] = useState<StepIndex>(startWithCrime ? 1 : 0);
  const [adding, setAdding] = useState(mode === 'edit');
  const [memoryCrimes, setMemoryCrimes] = useState<CrimeDraft[]>([]);
  const [crimesError, setCrimesError] = useState<string | null>(null);
  const [crimeDrawer, setCrimeDrawer] = useState<CrimeDrawerState | null>(
    startWithCrime ? { editing: null } : null,
  );
  const [arrestCrime, setArrestCrime] = useState<(CrimeDraft & { id: number }) | null>(null);
  const [preventiveOpen, setPreventiveOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const top = useRef<HTMLDivElement>(null);
  const createAccused = useCreateAccused();
  const updateAccused = useUpdateAccused();
  const addCrime = useAddCrime();
  const updateCrime = useUpdateCrime();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const editing = editId !== undefined;
  const record: AccusedDetail | undefined = detail.data;
  const crimes = useMemo(
    () => (editing ? (record?.crimes ?? []).map(draftFromCrime) : memoryCrimes),
    [editing, record, memoryCrimes],
  );
  const arrestCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const arrest of record?.arrests ?? []) {
      counts.set(arrest.crimeId, (counts.get(arrest.crimeId) ?? 0) + 1);
    }
    return counts;
  }, [record]);
  const saving = createAccused.isPending || updateAccused.isPending || finished;
  const readOnly = editing && record !== undefined && !record.canEdit;
  const gate = useDuplicateGate(editing && record ? record : undefined);

  const show = (next: StepIndex) => {
    setStep(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  const close = () => {
    if (!saving || finished) onClose();
  };

  /** Step 1 checked with the shared schema; the first wrong field is scrolled into view. */
  const checkBasic = (): AccusedBasicInput | null => {
    const parsed = accusedBasicSchema.safeParse(
      basicInputFrom(basicForm.getFieldsValue(true) as BasicFormValues),
    );
    if (parsed.success) {
      basicErrors.reset();
      return parsed.data;
    }
    const routed = routeServerFields(
      Object.fromEntries(
        Object.entries(issueFields(parsed.error.issues)).map(([k, v]) => [`basic.${k}`, v]),
      ),
    );
    basicErrors.setErrors(routed.basic);
    setAdding(true);
    show(0);
    const first = Object.keys(routed.basic)[0];
    if (first) {
      window.setTimeout(() =>
        basicForm.scrollToField(FORM_FIELD_OF[first] ?? first, { block: 'center' }),
      );
    }
    return null;
  };

  /**
   * Issue 16 §3: leaving step 1 or saving asks whether the person is already recorded; the
   * records found are shown at the top of step 1 and may hold the officer there.
   */
  const passDuplicates = async (basic: AccusedBasicInput) => {
    const passed = await gate.pass(basic);
    if (!passed.ok) show(0);
    return passed;
  };

  const checkCrimes = (): boolean => {
    if (crimes.length > 0) return true;
    setCrimesError(ACCUSED_MESSAGES.atLeastOneCrime);
    show(1);
    return false;
  };

  /** Spec 2 §4: step 1 to 2 needs the basic form, step 2 to 3 at least one crime. */
  const goTo = async (target: StepIndex) => {
    if (target > step) {
      if (step === 0) {
        const basic = checkBasic();
        if (!basic) return;
        if (!readOnly && !(await passDuplicates(basic)).ok) return;
      }
      if (target === 2 && !checkCrimes()) return;
    }
    show(target);
  };

  /** Shows refusals (the schema's or the server's) on the step and field they belong to. */
  const showFailure = (fields: Record<string, string>, fallback: string | null) => {
    const routed = routeServerFields(fields);
    basicErrors.setErrors(routed.basic);
    otherErrors.setErrors(routed.other);
    for (const { index, message: text } of routed.crimes) {
      void message.error(`${t('Crime {{n}}', { n: index + 1 })}: ${t(text)}`);
    }
    // Create mode: the first refused crime opens with the refusal on its field.
    const refused = routed.crimes[0];
    const crime = refused ? crimes[refused.index] : undefined;
    if (!editing && refused && crime && !crimeDrawer) {
      setCrimeDrawer({ editing: crime, errors: { [refused.field]: refused.message } });
    }
    for (const text of routed.unplaced) {
      if (text === ACCUSED_MESSAGES.atLeastOneCrime) setCrimesError(text);
      else void message.error(t(text));
    }
    if (routed.step !== null) show(routed.step);
    else if (fallback) void message.error(t(fallback));
  };

  const failed = (error: unknown, basic: AccusedBasicInput) => {
    const candidates = conflictCandidates(error);
    if (candidates && error instanceof ApiError) {
      // The server found a record of the same person the officer has not answered for.
      gate.conflict(basic, candidates);
      show(0);
      void message.error(t(error.message));
    } else if (error instanceof ApiError) {
      showFailure(error.fields, Object.keys(error.fields).length === 0 ? error.message : null);
    } else {
      void message.error(t(MESSAGES.internal));
    }
  };

  const finish = (id: number, text: string) => {
    void message.success(t(text));
    setFinished(true);
    timer.current = window.setTimeout(() => {
      onSaved(id);
      onClose();
    }, ACCUSED_CLOSE_DELAY_MS);
  };

  const done = async () => {
    const basic = checkBasic();
    if (!basic || !checkCrimes()) return;
    const passed = await passDuplicates(basic);
    if (!passed.ok) return;
    const payload = buildCreatePayload(
      basicForm.getFieldsValue(true) as BasicFormValues,
      crimes,
      otherForm.getFieldsValue(true) as OtherInfoFormValues,
      passed.distinctFrom,
    );
    const parsed = accusedCreateSchema.safeParse(payload);
    if (!parsed.success) return showFailure(issueFields(parsed.error.issues), null);
    try {
      const saved = await createAccused.mutateAsync(parsed.data);
      finish(saved.id, ACCUSED_MESSAGES.saved);
    } catch (error) {
      failed(error, basic);
    }
  };

  const update = async () => {
    const basic = checkBasic();
    if (editId === undefined || !basic) return;
    const passed = await passDuplicates(basic);
    if (!passed.ok) return;
    const parsed = accusedUpdateSchema.safeParse({
      basic: basicInputFrom(basicForm.getFieldsValue(true) as BasicFormValues),
      distinctFrom: passed.distinctFrom,
      otherInfo: otherInfoFrom(otherForm.getFieldsValue(true) as OtherInfoFormValues),
    });
    if (!parsed.success) return showFailure(issueFields(parsed.error.issues), null);
    try {
      const saved = await updateAccused.mutateAsync({ id: editId, input: parsed.data });
      finish(saved.id, ACCUSED_MESSAGES.updated);
    } catch (error) {
      failed(error, basic);
    }
  };

  const saveCrime = async (draft: CrimeDraft) => {
    if (!editing) {
      setMemoryCrimes((list) =>
        list.some((c) => c.key === draft.key)
          ? list.map((c) => (c.key === draft.key ? draft : c))
          : [...list, draft],
      );
      setCrimesError(null);
      setCrimeDrawer(null);
      void message.success(t('The crime is in the list; it is saved with the accused on Done.'));
      return;
    }
    if (draft.id !== undefined) {
      await updateCrime.mutateAsync({ crimeId: draft.id, input: draft.input });
      void message.success(t(ACCUSED_MESSAGES.updated));
    } else {
      await addCrime.mutateAsync({ accusedId: editId, input: draft.input });
      void message.success(t(ACCUSED_MESSAGES.saved));
    }
    setCrimesError(null);
    setCrimeDrawer(null);
  };

  const fileName = (what: 'photo' | 'image' | 'handprint' | 'record') => {
    switch (what) {
      case 'photo':
        return t('Photo');
      case 'image':
        return t('Image');
      case 'handprint':
        return t('Handprint');
      case 'record':
        return t('Record');
    }
  };
  const initialBasic: BasicFormValues = record
    ? basicValuesFrom(record, fileName)
    : {
        stateId: STATE_ID,
        cityId: user.cityId ?? undefined,
        patrollingNeeded: false,
        currentCondition: '',
        photos: [],
      };
  const initialOther: OtherInfoFormValues = record
    ? otherValuesFrom(record, fileName)
    : { registeredCases: [], images: [], handprints: [], records: [] };
  const headingIds = Form.useWatch('crimeTypeIds', basicForm) ?? [];

  const title = editing
    ? record
      ? t('Update accused: {{name}}', { name: record.basic.name })
      : t('Update accused')
    : t('Add accused');

  return {
    user,
    detail,
    record,
    editing,
    editId,
    readOnly,
    ready: !editing || record !== undefined,
    title,
    top,
    step,
    show,
    goTo,
    gate,
    adding,
    setAdding,
    basic: { form: basicForm, initialValues: initialBasic, errors: basicErrors },
    other: { form: otherForm, initialValues: initialOther, errors: otherErrors },
    crimes,
    arrestCounts,
    crimesError,
    removeCrime: (crime: CrimeDraft) =>
      setMemoryCrimes((list) => list.filter((c) => c.key !== crime.key)),
    crimeDrawer,
    setCrimeDrawer,
    saveCrime,
    headingIds,
    arrestCrime,
    setArrestCrime,
    preventiveOpen,
    setPreventiveOpen,
    close,
    saving,
    finished,
    creating: createAccused.isPending,
    updating: updateAccused.isPending,
    done,
    update,
  };
}

export type AccusedWizard = ReturnType<typeof useAccusedWizard>;

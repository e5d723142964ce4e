import { useEffect, useState } from 'react';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CRIME_MESSAGES, crimeInputSchema, type Lookup } from '@cmis/shared';
import { useFieldErrors } from '@/lib/form-field-errors';
import { useActs, useCities, useMasterList, useSections, useStations } from '@/lib/masters';
import { named, withPair } from './crime-options';
import {
  crimeFieldOf,
  crimeInputFrom,
  type CrimeField,
  type CrimeFormValues,
  type MemberRow,
} from './crime-state';
import { isOutsideRegisterYear } from './date-rules';
import { issueEntries, placeMessages, placeServerFailure } from './save-flow';
import type { CrimeDraft, Named, SectionPair } from './wizard-state';

let draftSequence = 0;

const NO_MEMBER = {
  memberName: undefined,
  memberRegisterNumber: undefined,
  memberRegisterYear: undefined,
};

/**
 * The crime drawer's state: the form, its act/section pairs and co-accused, the look-ups the
 * pairs and the table need, and the save (spec 2 §3.2, §5.2).
 */
export function useCrimeForm({
  editing,
  initialErrors,
  onSave,
}: {
  editing: CrimeDraft | null;
  initialErrors: Record<string, string> | undefined;
  onSave: (draft: CrimeDraft) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CrimeFormValues>();
  const errors = useFieldErrors<CrimeField>();
  const [pairs, setPairs] = useState<SectionPair[]>(editing?.pairs ?? []);
  const [members, setMembers] = useState<MemberRow[]>(
    (editing?.input.members ?? []).map((m) => ({ ...m, registerYear: m.registerYear ?? null })),
  );
  const [sectionSearch, setSectionSearch] = useState('');
  const [saving, setSaving] = useState(false);

  const cityId = Form.useWatch('cityId', form);
  const actId = Form.useWatch('actId', form);
  const sectionId = Form.useWatch('sectionId', form);
  const cities = useCities();
  const stations = useStations(cityId);
  const titles = useMasterList('crime-titles');
  const acts = useActs();
  const sections = useSections(actId, sectionSearch);

  const { setErrors } = errors;
  useEffect(() => {
    if (!initialErrors) return;
    setErrors(placeMessages(Object.entries(initialErrors), crimeFieldOf).placed);
  }, [initialErrors, setErrors]);

  const pendingPair = (): SectionPair | null => {
    const act = acts.data?.find((a) => a.id === actId);
    const section = sections.data?.find((s) => s.id === sectionId);
    if (!act || !section) return null;
    return {
      actId: act.id,
      sectionId: section.id,
      act: named(act),
      sectionCode: section.code,
      section: named(section),
    };
  };

  const chooseAct = () => {
    form.setFieldsValue({ sectionId: undefined });
    setSectionSearch('');
  };

  const addPair = () => {
    const pair = pendingPair();
    if (!pair) return;
    setPairs(withPair(pairs, pair));
    // The act stays chosen: several sections of one act are the usual case.
    chooseAct();
    errors.clear(['actId', 'sectionId']);
  };

  const removePair = (pair: SectionPair) => setPairs(pairs.filter((p) => p !== pair));

  const pendingMember = (): MemberRow | null => {
    const values = form.getFieldsValue(true) as CrimeFormValues;
    const memberText = (values.memberName ?? '').trim();
    if (!memberText) return null;
    return {
      memberName: memberText,
      registerNumber: (values.memberRegisterNumber ?? '').trim(),
      registerYear: values.memberRegisterYear ?? null,
    };
  };

  const addMember = () => {
    const member = pendingMember();
    if (!member) return;
    setMembers([...members, member]);
    form.setFieldsValue(NO_MEMBER);
  };

  const removeMember = (index: number) => setMembers(members.filter((_m, i) => i !== index));

  const onRegisterYear = (year: number) => {
    const date = form.getFieldValue('registeredOn') as CrimeFormValues['registeredOn'];
    // Say at once why a chosen date no longer fits, instead of clearing it silently.
    if (date && isOutsideRegisterYear(date, year)) {
      errors.setErrors({ ...errors.errors, registeredOn: CRIME_MESSAGES.registeredOnOutsideYear });
    } else {
      errors.clear(['registeredOn']);
    }
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as CrimeFormValues;
    // A pair or member chosen but not yet added is what the officer means to save.
    const pair = pendingPair();
    const allPairs = withPair(pairs, pair);
    const member = pendingMember();
    const allMembers = member ? [...members, member] : members;

    const parsed = crimeInputSchema.safeParse(crimeInputFrom(values, allPairs, allMembers));
    const found = placeMessages(issueEntries(parsed.error?.issues ?? []), crimeFieldOf).placed;
    if (allPairs.length === 0) {
      // Spec 2 §5.2: 'Please select a rule' without an act, 'Please select a kalam' without a section.
      if (values.actId === undefined) found.actId = CRIME_MESSAGES.ruleRequired;
      else {
        delete found.actId;
        found.sectionId = CRIME_MESSAGES.kalamRequired;
      }
    }
    errors.setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;

    setPairs(allPairs);
    setMembers(allMembers);
    if (pair) form.setFieldsValue({ sectionId: undefined });
    if (member) form.setFieldsValue(NO_MEMBER);
    const data = parsed.data;
    // The table shows names; a list not loaded yet falls back to what the crime had.
    const nameOf = (list: Lookup[] | undefined, id: number, fallback: Named | undefined) => {
      const row = list?.find((item) => item.id === id);
      return row ? named(row) : (fallback ?? named(undefined));
    };
    const draft: CrimeDraft = {
      key: editing?.key ?? `new-${++draftSequence}`,
      ...(editing?.id !== undefined ? { id: editing.id } : {}),
      input: data,
      city: nameOf(cities.data, data.cityId, editing?.city),
      station: nameOf(stations.data, data.stationId, editing?.station),
      title: nameOf(titles.data, data.crimeTitleId, editing?.title),
      pairs: allPairs,
    };
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      const failure = placeServerFailure(error, crimeFieldOf);
      errors.setErrors(failure.placed);
      if (failure.toast) void message.error(t(failure.toast));
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    errors,
    saving,
    save,
    onRegisterYear,
    titles,
    picker: { acts, sections, pairs, chooseAct, search: setSectionSearch, addPair, removePair },
    coAccused: { members, addMember, removeMember },
  };
}

export type CrimeForm = ReturnType<typeof useCrimeForm>;

import type { Dayjs } from 'dayjs';
import {
  isHistorySheeter,
  type AccusedBasicInput,
  type AccusedCreateInput,
  type AccusedDetail,
  type CrimeDetail,
  type CrimeInput,
  type DistinctFromInput,
  type OtherInfoInput,
  type UploadedFile,
  type UploadKind,
} from '@cmis/shared';
import { fromIsoDate, toIsoDate } from './date-rules';

/** A name in both languages; the form picks by the language on screen. */
export interface Named {
  mr: string;
  en: string;
}

export type CurrentConditionChoice = '' | 'wanted' | 'absconding';

/** Step 1 as the antd form holds it. */
export interface BasicFormValues {
  crimeTypeIds?: number[];
  historySheeter?: 1 | 2 | 3;
  historyDate?: Dayjs | null;
  name?: string;
  nameEn?: string;
  fatherName?: string;
  aliases?: string[];
  age?: string;
  mobile?: string;
  stateId?: number;
  cityId?: number;
  stationId?: number;
  religionId?: number;
  caste?: string;
  address?: string;
  patrollingNeeded?: boolean;
  currentCondition?: CurrentConditionChoice;
  photos?: UploadedFile[];
}

/** Step 3 as the antd form holds it. */
export interface OtherInfoFormValues {
  isGangMember?: boolean | null;
  business?: string;
  familyMembers?: string;
  assets?: string;
  residence?: string;
  jurisdiction?: string;
  courtDate?: Dayjs | null;
  jailStatus?: string;
  vehicleDetails?: string;
  lawyerDetails?: string;
  identifyingOfficer?: string;
  supportingLeaders?: string;
  caseNo?: string;
  registeredCases?: string[];
  images?: UploadedFile[];
  handprints?: UploadedFile[];
  records?: UploadedFile[];
}

/** One act/section pair of a crime, with the names the pair list shows. */
export interface SectionPair {
  actId: number;
  sectionId: number;
  act: Named;
  sectionCode: string;
  section: Named;
}

/**
 * A crime of step 2: kept in memory until Done when creating (spec 2 §2.3), or a saved crime
 * (`id`) when editing. `input` is what the API takes; the names are for the table.
 */
export interface CrimeDraft {
  key: string;
  id?: number;
  input: CrimeInput;
  city: Named;
  station: Named;
  title: Named;
  pairs: SectionPair[];
}

/** Field names of the three steps, as the forms and the server's errors name them. */
export const BASIC_FIELDS = [
  'crimeTypeIds',
  'historySheeter',
  'historyDate',
  'name',
  'nameEn',
  'fatherName',
  'aliases',
  'age',
  'mobile',
  'stateId',
  'cityId',
  'stationId',
  'religionId',
  'caste',
  'address',
  'patrollingNeeded',
  'currentCondition',
  'photoIds',
] as const;
export type BasicField = (typeof BASIC_FIELDS)[number];

export const OTHER_FIELDS = [
  'isGangMember',
  'business',
  'familyMembers',
  'assets',
  'residence',
  'jurisdiction',
  'courtDate',
  'jailStatus',
  'vehicleDetails',
  'lawyerDetails',
  'identifyingOfficer',
  'supportingLeaders',
  'caseNo',
  'registeredCases',
  'imageIds',
  'handprintIds',
  'recordIds',
] as const;
export type OtherField = (typeof OTHER_FIELDS)[number];

/** The form holds uploaded files; the API takes their ids. */
const ids = (files: UploadedFile[] | undefined) => (files ?? []).map((file) => file.id);

const trimmed = (text: string | undefined) => (text ?? '').trim();

/**
 * Step 1's values in the API's shape, still to be checked by `accusedBasicSchema`. The
 * history date goes only with a history sheeter (1 or 3), as the form shows it only then.
 */
export function basicInputFrom(values: BasicFormValues): Record<keyof AccusedBasicInput, unknown> {
  const sheeter = values.historySheeter;
  const age = trimmed(values.age);
  return {
    crimeTypeIds: values.crimeTypeIds ?? [],
    historySheeter: sheeter,
    historyDate:
      sheeter !== undefined && isHistorySheeter(sheeter) ? toIsoDate(values.historyDate) : null,
    name: trimmed(values.name),
    nameEn: trimmed(values.nameEn),
    fatherName: trimmed(values.fatherName),
    aliases: (values.aliases ?? []).map((alias) => alias.trim()).filter(Boolean),
    age: age === '' ? undefined : Number(age),
    mobile: trimmed(values.mobile),
    stateId: values.stateId,
    cityId: values.cityId,
    stationId: values.stationId,
    religionId: values.religionId,
    caste: trimmed(values.caste),
    address: trimmed(values.address),
    patrollingNeeded: values.patrollingNeeded ?? false,
    currentCondition: values.currentCondition ? values.currentCondition : null,
    photoIds: ids(values.photos),
  };
}

/** Step 3's values in the API's shape (all optional, spec 2 §5.5). */
export function otherInfoFrom(values: OtherInfoFormValues): OtherInfoInput {
  return {
    isGangMember: values.isGangMember ?? null,
    business: trimmed(values.business),
    familyMembers: trimmed(values.familyMembers),
    assets: trimmed(values.assets),
    residence: trimmed(values.residence),
    jurisdiction: trimmed(values.jurisdiction),
    courtDate: toIsoDate(values.courtDate),
    jailStatus: trimmed(values.jailStatus),
    vehicleDetails: trimmed(values.vehicleDetails),
    lawyerDetails: trimmed(values.lawyerDetails),
    identifyingOfficer: trimmed(values.identifyingOfficer),
    supportingLeaders: trimmed(values.supportingLeaders),
    caseNo: trimmed(values.caseNo),
    registeredCases: (values.registeredCases ?? []).map((c) => c.trim()).filter(Boolean),
    imageIds: ids(values.images),
    handprintIds: ids(values.handprints),
    recordIds: ids(values.records),
  };
}

/**
 * Done: the accused, the crimes kept in memory and the other information, in one call, with
 * the officer's "a different person" answer when records of the same person were found.
 */
export function buildCreatePayload(
  basic: BasicFormValues,
  crimes: readonly CrimeDraft[],
  other: OtherInfoFormValues,
  distinctFrom?: DistinctFromInput,
): {
  basic: Record<keyof AccusedBasicInput, unknown>;
  distinctFrom: DistinctFromInput | undefined;
  crimes: CrimeInput[];
  otherInfo: OtherInfoInput;
} {
  return {
    basic: basicInputFrom(basic),
    // Left out of the JSON when undefined: nothing was found, or nothing blocked.
    distinctFrom,
    crimes: crimes.map((crime) => crime.input),
    otherInfo: otherInfoFrom(other),
  } satisfies Record<keyof AccusedCreateInput, unknown>;
}

/** A stored file by id, for a form that only received ids back (edit mode). */
export function storedFile(id: string, kind: UploadKind, name: string): UploadedFile {
  return {
    id,
    kind,
    mime: kind === 'pdf' ? 'application/pdf' : 'image/*',
    size: 0,
    originalName: name,
    url: `/api/files/${id}`,
  };
}

const files = (list: readonly string[] | undefined, kind: UploadKind, name: string) =>
  (list ?? []).map((id, index) => storedFile(id, kind, `${name} ${index + 1}`));

/** What a stored file is called on screen in edit mode (the form only gets its id back). */
export type StoredFileName = (what: 'photo' | 'image' | 'handprint' | 'record') => string;

const englishName: StoredFileName = (what) => what;

/** Edit mode: the saved record in the shape of step 1. */
export function basicValuesFrom(
  detail: AccusedDetail,
  name: StoredFileName = englishName,
): BasicFormValues {
  const b = detail.basic;
  const sheeter = b.historySheeter === 1 || b.historySheeter === 3 ? b.historySheeter : 2;
  return {
    crimeTypeIds: b.crimeTypeIds,
    historySheeter: sheeter,
    historyDate: fromIsoDate(b.historyDate),
    name: b.name,
    nameEn: b.nameEn,
    fatherName: b.fatherName,
    aliases: b.aliases,
    age: String(b.age),
    mobile: b.mobile,
    stateId: b.stateId,
    cityId: b.cityId,
    stationId: b.stationId,
    religionId: b.religionId,
    caste: b.caste,
    address: b.address,
    patrollingNeeded: b.patrollingNeeded,
    currentCondition: b.currentCondition ?? '',
    photos: files(b.photoIds, 'image', name('photo')),
  };
}

/** Edit mode: the saved other information in the shape of step 3. */
export function otherValuesFrom(
  detail: AccusedDetail,
  name: StoredFileName = englishName,
): OtherInfoFormValues {
  const o = detail.otherInfo;
  if (!o) return {};
  return {
    isGangMember: o.isGangMember ?? null,
    business: o.business,
    familyMembers: o.familyMembers,
    assets: o.assets,
    residence: o.residence,
    jurisdiction: o.jurisdiction,
    courtDate: fromIsoDate(o.courtDate),
    jailStatus: o.jailStatus,
    vehicleDetails: o.vehicleDetails,
    lawyerDetails: o.lawyerDetails,
    identifyingOfficer: o.identifyingOfficer,
    supportingLeaders: o.supportingLeaders,
    caseNo: o.caseNo,
    registeredCases: o.registeredCases,
    images: files(o.imageIds, 'image', name('image')),
    handprints: files(o.handprintIds, 'image', name('handprint')),
    records: files(o.recordIds, 'pdf', name('record')),
  };
}

/** A saved crime as a row of step 2, with what its drawer needs to edit it. */
export function draftFromCrime(crime: CrimeDetail): CrimeDraft {
  return {
    key: `crime-${crime.id}`,
    id: crime.id,
    input: {
      stateId: crime.stateId,
      cityId: crime.cityId,
      stationId: crime.stationId,
      registerNumber: crime.registerNumber,
      registerYear: crime.registerYear,
      registeredOn: crime.registeredOn.slice(0, 10),
      crimeTitleId: crime.crimeTitleId,
      statusId: crime.statusId,
      courtType: crime.courtType,
      statusDate: crime.statusDate,
      caseNumber: crime.caseNumber,
      punishment: crime.punishment,
      penalty: crime.penalty,
      sections: crime.sections.map(({ actId, sectionId }) => ({ actId, sectionId })),
      members: crime.members,
    },
    city: crime.city,
    station: crime.station,
    title: crime.title,
    pairs: crime.sections.map((s) => ({
      actId: s.actId,
      sectionId: s.sectionId,
      act: s.act,
      sectionCode: s.sectionCode,
      section: s.section,
    })),
  };
}

export type StepIndex = 0 | 1 | 2;

/** Where each of the server's field errors belongs (spec: land on the right step's field). */
export interface RoutedErrors {
  basic: Partial<Record<BasicField, string>>;
  other: Partial<Record<OtherField, string>>;
  /** Crime errors (`crimes.0.registeredOn`): the crime's position and the message. */
  crimes: { index: number; field: string; message: string }[];
  /** Anything no field shows. */
  unplaced: string[];
  /** The first step with an error, to switch to; null when none could be placed. */
  step: StepIndex | null;
}

function isOneOf<F extends string>(list: readonly F[], name: string): name is F {
  return (list as readonly string[]).includes(name);
}

/** Spreads `{ 'basic.age': …, 'crimes.1.stationId': …, 'otherInfo.imageIds': … }` over the steps. */
export function routeServerFields(fields: Record<string, string>): RoutedErrors {
  const routed: RoutedErrors = { basic: {}, other: {}, crimes: [], unplaced: [], step: null };
  const steps = new Set<StepIndex>();
  for (const [name, message] of Object.entries(fields)) {
    const [head, second, third] = name.split('.');
    if (head === 'basic' && second && isOneOf(BASIC_FIELDS, second)) {
      routed.basic[second] ??= message;
      steps.add(0);
    } else if (head === 'crimes') {
      const index = Number(second);
      if (Number.isInteger(index)) {
        routed.crimes.push({ index, field: third ?? '', message });
      } else {
        routed.unplaced.push(message);
      }
      steps.add(1);
    } else if (head === 'otherInfo' && second && isOneOf(OTHER_FIELDS, second)) {
      routed.other[second] ??= message;
      steps.add(2);
    } else {
      routed.unplaced.push(message);
    }
  }
  for (const step of [0, 1, 2] as const) {
    if (steps.has(step)) {
      routed.step = step;
      break;
    }
  }
  return routed;
}

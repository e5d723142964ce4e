import {
  STATE_ID,
  wantedGroupOf,
  wantedLicenceInputSchema,
  wantedMobileInputSchema,
  wantedPersonInputSchema,
  wantedVehicleInputSchema,
  type UploadedFile,
  type WantedCrimeInput,
  type WantedDetail,
  type WantedGroup,
} from '@cmis/shared';
import type { WantedSave } from '../api/save-wanted';

/** The fields of the drawer that can carry a message (the API's `error.fields` names). */
export const WANTED_FIELDS = [
  'typeId',
  'name',
  'address',
  'stateId',
  'cityId',
  'stationId',
  'externmentArea',
  'members',
  'photoId',
  'pdfId',
  'vehicleNo',
  'model',
  'colour',
  'chassisNo',
  'licenceNo',
  'mobileNo',
  'imeiNo',
  'crimes',
] as const;
export type WantedField = (typeof WANTED_FIELDS)[number];

export interface WantedFormValues {
  name?: string;
  address?: string;
  stateId?: number;
  cityId?: number;
  stationId?: number;
  externmentArea?: string;
  members?: string[];
  photo?: UploadedFile | null;
  pdf?: UploadedFile | null;
  vehicleNo?: string;
  model?: string;
  colour?: string;
  chassisNo?: string;
  licenceNo?: string;
  mobileNo?: string;
  imeiNo?: string;
}

/** A crime entry as the drawer keeps it: what is sent, and the names shown in its table. */
export interface CrimeEntry {
  key: string;
  input: WantedCrimeInput;
  cityName: { mr: string; en: string };
  stationName: { mr: string; en: string };
  pairs: { code: string; actName: { mr: string; en: string }; name: { mr: string; en: string } }[];
}

/**
 * The drawer's title (spec 1 §2: it refers to wanted, absconding or externed accused
 * information) as an English key: 2 absconding, 3-5 externed, the other persons wanted.
 */
const DRAWER_TITLES = {
  wanted: { labelKey: 'Wanted accused information' },
  absconding: { labelKey: 'Absconding accused information' },
  externed: { labelKey: 'Externed accused information' },
  vehicle: { labelKey: 'Vehicle information' },
  licence: { labelKey: 'Licence information' },
  mobile: { labelKey: 'Mobile information' },
};

export function drawerTitleKey(typeId: number): string {
  const group = wantedGroupOf(typeId);
  if (group !== 'person') return DRAWER_TITLES[group].labelKey;
  if (typeId === 2) return DRAWER_TITLES.absconding.labelKey;
  if (typeId >= 3 && typeId <= 5) return DRAWER_TITLES.externed.labelKey;
  return DRAWER_TITLES.wanted.labelKey;
}

/** The form field an issue or a server field belongs to ('crimes.0.sections' → crimes). */
export function fieldOf(path: string): WantedField | undefined {
  const head = path.split('.')[0] ?? '';
  return (WANTED_FIELDS as readonly string[]).includes(head) ? (head as WantedField) : undefined;
}

export type BuildResult =
  { ok: true; save: WantedSave } | { ok: false; errors: Partial<Record<WantedField, string>> };

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<WantedField, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

const text = (value: string | undefined) => value ?? '';

/**
 * Checks the drawer's values with the shared schema of the type's group, so the officer
 * reads the server's sentences before anything is sent; the server checks again.
 */
export function buildSave(
  typeId: number,
  values: WantedFormValues,
  crimes: readonly CrimeEntry[],
  id: number | undefined,
): BuildResult {
  const group = wantedGroupOf(typeId);
  const location = {
    address: text(values.address),
    stateId: values.stateId,
    cityId: values.cityId,
    stationId: values.stationId,
  };
  const withId = id === undefined ? {} : { id };
  switch (group) {
    case 'person': {
      const parsed = wantedPersonInputSchema.safeParse({
        typeId,
        name: text(values.name),
        ...location,
        externmentArea: text(values.externmentArea),
        members: values.members ?? [],
        photoId: values.photo?.id ?? null,
        pdfId: values.pdf?.id ?? null,
        crimes: crimes.map((c) => c.input),
      });
      return parsed.success
        ? { ok: true, save: { group, ...withId, input: parsed.data } }
        : { ok: false, errors: errorsOf(parsed.error.issues) };
    }
    case 'vehicle': {
      const parsed = wantedVehicleInputSchema.safeParse({
        typeId,
        vehicleNo: text(values.vehicleNo),
        model: text(values.model),
        colour: text(values.colour),
        chassisNo: text(values.chassisNo),
        photoId: values.photo?.id ?? null,
      });
      return parsed.success
        ? { ok: true, save: { group, ...withId, input: parsed.data } }
        : { ok: false, errors: errorsOf(parsed.error.issues) };
    }
    case 'licence': {
      const parsed = wantedLicenceInputSchema.safeParse({
        typeId,
        licenceNo: text(values.licenceNo),
        name: text(values.name),
        ...location,
      });
      return parsed.success
        ? { ok: true, save: { group, ...withId, input: parsed.data } }
        : { ok: false, errors: errorsOf(parsed.error.issues) };
    }
    case 'mobile': {
      const parsed = wantedMobileInputSchema.safeParse({
        typeId,
        mobileNo: text(values.mobileNo),
        imeiNo: text(values.imeiNo),
        model: text(values.model),
        colour: text(values.colour),
      });
      return parsed.success
        ? { ok: true, save: { group, ...withId, input: parsed.data } }
        : { ok: false, errors: errorsOf(parsed.error.issues) };
    }
  }
}

/** A new record starts in the user's own unit (role 4) and the only state. */
export function emptyValues(cityId: number | null): WantedFormValues {
  return { stateId: STATE_ID, ...(cityId ? { cityId } : {}), members: [] };
}

/** The Update drawer's values from the stored record. */
export function valuesFromDetail(d: WantedDetail): WantedFormValues {
  const opt = <T>(v: T | null) => v ?? undefined;
  return {
    name: opt(d.name),
    address: opt(d.address),
    stateId: opt(d.stateId),
    cityId: opt(d.cityId),
    stationId: opt(d.stationId),
    externmentArea: opt(d.externmentArea),
    members: d.members,
    photo: d.photo,
    pdf: d.pdf,
    vehicleNo: opt(d.vehicleNo),
    model: opt(d.model),
    colour: opt(d.colour),
    chassisNo: opt(d.chassisNo),
    licenceNo: opt(d.licenceNo),
    mobileNo: opt(d.mobileNo),
    imeiNo: opt(d.imeiNo),
  };
}

export function crimeEntriesFromDetail(d: WantedDetail): CrimeEntry[] {
  return d.crimes.map((c) => ({
    key: `stored-${c.id}`,
    input: {
      memberName: c.memberName,
      registerNumber: c.registerNumber,
      registerYear: c.registerYear,
      courtCaseNo: c.courtCaseNo,
      stateId: c.stateId,
      cityId: c.cityId,
      stationId: c.stationId,
      sections: c.sections.map((s) => ({ actId: s.actId, sectionId: s.sectionId })),
    },
    cityName: c.cityName,
    stationName: c.stationName,
    pairs: c.sections.map((s) => ({
      code: s.sectionCode,
      actName: s.actName,
      name: s.sectionName,
    })),
  }));
}

export const groupOf = (typeId: number): WantedGroup => wantedGroupOf(typeId);

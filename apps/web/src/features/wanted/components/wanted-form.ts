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

/** Each group's shared schema: the drawer checks with it before anything is sent. */
export const WANTED_SCHEMAS = {
  person: wantedPersonInputSchema,
  vehicle: wantedVehicleInputSchema,
  licence: wantedLicenceInputSchema,
  mobile: wantedMobileInputSchema,
} as const;

const text = (value: string | undefined) => value ?? '';

/** The drawer's values as the input of the type's group schema; the server checks again. */
export function wantedInput(
  typeId: number,
  values: WantedFormValues,
  crimes: readonly CrimeEntry[],
) {
  const location = {
    address: text(values.address),
    stateId: values.stateId,
    cityId: values.cityId,
    stationId: values.stationId,
  };
  switch (wantedGroupOf(typeId)) {
    case 'person':
      return {
        typeId,
        name: text(values.name),
        ...location,
        externmentArea: text(values.externmentArea),
        members: values.members ?? [],
        photoId: values.photo?.id ?? null,
        pdfId: values.pdf?.id ?? null,
        crimes: crimes.map((c) => c.input),
      };
    case 'vehicle':
      return {
        typeId,
        vehicleNo: text(values.vehicleNo),
        model: text(values.model),
        colour: text(values.colour),
        chassisNo: text(values.chassisNo),
        photoId: values.photo?.id ?? null,
      };
    case 'licence':
      return { typeId, licenceNo: text(values.licenceNo), name: text(values.name), ...location };
    case 'mobile':
      return {
        typeId,
        mobileNo: text(values.mobileNo),
        imeiNo: text(values.imeiNo),
        model: text(values.model),
        colour: text(values.colour),
      };
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

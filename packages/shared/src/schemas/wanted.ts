import { z } from 'zod';
import { WANTED_TYPE_GROUPS } from '../constants.js';
import { pageQuerySchema, SAFE_TEXT_MESSAGE, SAFE_TEXT_PATTERN } from './common.js';
import { uploadedFileSchema } from './files.js';

/**
 * Messages of the wanted particulars screen (spec 1 §5, §8). The success sentences are the
 * spec's, typos included ('Perticular'); the spec gives no sentence for a missing field, so
 * those follow the accused form's wording (decision 0013).
 */
export const WANTED_MESSAGES = {
  typeRequired: 'Please select particular type',
  nameRequired: 'Please enter name',
  addressRequired: 'Please enter address',
  stateRequired: 'Please select an state',
  cityRequired: 'Please select city',
  stationRequired: 'Please select police station',
  stationOutsideCity: 'Please select a police station of the chosen city',
  externmentAreaRequired: 'Please enter tadipar area',
  vehicleNoRequired: 'Please enter vehicle number',
  modelRequired: 'Please enter model',
  colourRequired: 'Please enter colour',
  chassisRequired: 'Please enter chassis number',
  licenceNoRequired: 'Please enter licence number',
  ownerNameRequired: 'Please enter owner name',
  mobile: 'Please enter a valid 10-digit mobile number',
  imei: 'IMEI number must be exactly 15 digits',
  fileInvalid: 'Please upload the file again',
  registerNumberRequired: 'Please enter register number',
  registerNumberDigits: 'Register number must contain digits only',
  registerYearRequired: 'Please select register year',
  ruleRequired: 'Please select a rule',
  kalamRequired: 'Please select a kalam',
  sectionNotOfAct: 'The section does not belong to the chosen act',
  saved: {
    person: 'Perticular save Successfully !!!',
    vehicle: 'Vehicle info save Successfully !!!',
    licence: 'License Number save Successfully !!!',
    mobile: 'Mobile Info save Successfully !!!',
  },
  statusUpdated: 'Update the Perticular status !!!',
} as const;

export type WantedGroup = keyof typeof WANTED_TYPE_GROUPS;

/** The group of a particular type (spec 1 §3): persons, vehicles, licence or mobiles. */
export function wantedGroupOf(typeId: number): WantedGroup {
  if (typeId >= 8 && typeId <= 9) return 'vehicle';
  if (typeId === 10) return 'licence';
  if (typeId >= 11 && typeId <= 13) return 'mobile';
  return 'person';
}

/** Types 3 to 5 are externed (tadipar) persons and need the externment area (spec 1 §5). */
export const needsExternmentArea = (typeId: number) => typeId >= 3 && typeId <= 5;

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A required text in the spec's character pattern (spec 1 §5): required before pattern. */
const safeText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, required)
    .regex(SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE);

const typeIn = (ids: readonly number[]) =>
  z.coerce
    .number({ error: WANTED_MESSAGES.typeRequired })
    .int(WANTED_MESSAGES.typeRequired)
    .refine((v) => ids.includes(v), WANTED_MESSAGES.typeRequired);

const fileId = z.uuid(WANTED_MESSAGES.fileInvalid).nullish();

export const wantedSectionInputSchema = z.object({
  actId: id(WANTED_MESSAGES.ruleRequired),
  sectionId: id(WANTED_MESSAGES.kalamRequired),
});

/** Spec 1 §3 'Crime entry on the wanted form'. */
export const wantedCrimeInputSchema = z.object({
  memberName: z.string().trim().max(120).regex(SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE).default(''),
  registerNumber: z
    .string({ error: WANTED_MESSAGES.registerNumberRequired })
    .trim()
    .min(1, WANTED_MESSAGES.registerNumberRequired)
    .regex(/^\d{1,20}$/, WANTED_MESSAGES.registerNumberDigits),
  registerYear: z.coerce
    .number({ error: WANTED_MESSAGES.registerYearRequired })
    .int(WANTED_MESSAGES.registerYearRequired)
    .min(1950, WANTED_MESSAGES.registerYearRequired)
    .max(2100, WANTED_MESSAGES.registerYearRequired),
  courtCaseNo: z.string().trim().max(50).regex(SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE).default(''),
  stateId: id(WANTED_MESSAGES.stateRequired),
  cityId: id(WANTED_MESSAGES.cityRequired),
  stationId: id(WANTED_MESSAGES.stationRequired),
  sections: z
    .array(wantedSectionInputSchema, { error: WANTED_MESSAGES.ruleRequired })
    .min(1, WANTED_MESSAGES.ruleRequired)
    .max(30),
});
export type WantedCrimeInput = z.infer<typeof wantedCrimeInputSchema>;

/** Where a person or a licence holder lives: state, city (unit) and police station. */
const location = {
  address: safeText(WANTED_MESSAGES.addressRequired, 500),
  stateId: id(WANTED_MESSAGES.stateRequired),
  cityId: id(WANTED_MESSAGES.cityRequired),
  stationId: id(WANTED_MESSAGES.stationRequired),
};

/** Types 1-7 (spec 1 §3 'Accused entry fields on the wanted form', §5). */
export const wantedPersonInputSchema = z
  .object({
    typeId: typeIn(WANTED_TYPE_GROUPS.person),
    name: safeText(WANTED_MESSAGES.nameRequired, 120),
    ...location,
    externmentArea: z
      .string()
      .trim()
      .max(300)
      .regex(SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE)
      .default(''),
    members: z
      .array(z.string().trim().min(1).max(120).regex(SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE))
      .max(30)
      .default([]),
    photoId: fileId,
    pdfId: fileId,
    crimes: z.array(wantedCrimeInputSchema).max(20).default([]),
  })
  .superRefine(
    (v, ctx) => {
      const area = typeof v.externmentArea === 'string' ? v.externmentArea.trim() : '';
      if (needsExternmentArea(Number(v.typeId)) && area === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['externmentArea'],
          message: WANTED_MESSAGES.externmentAreaRequired,
        });
      }
    },
    // Run even when other fields failed, so the form shows every message at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type WantedPersonInput = z.infer<typeof wantedPersonInputSchema>;

/** Types 8-9 (spec 1 §3 'Vehicle record'); every field but the image is required (§5). */
export const wantedVehicleInputSchema = z.object({
  typeId: typeIn(WANTED_TYPE_GROUPS.vehicle),
  vehicleNo: safeText(WANTED_MESSAGES.vehicleNoRequired, 20),
  model: safeText(WANTED_MESSAGES.modelRequired, 80),
  colour: safeText(WANTED_MESSAGES.colourRequired, 40),
  chassisNo: safeText(WANTED_MESSAGES.chassisRequired, 40),
  photoId: fileId,
});
export type WantedVehicleInput = z.infer<typeof wantedVehicleInputSchema>;

/** Type 10 (spec 1 §3 'Licence record'). */
export const wantedLicenceInputSchema = z.object({
  typeId: typeIn(WANTED_TYPE_GROUPS.licence),
  licenceNo: safeText(WANTED_MESSAGES.licenceNoRequired, 40),
  name: safeText(WANTED_MESSAGES.ownerNameRequired, 120),
  ...location,
});
export type WantedLicenceInput = z.infer<typeof wantedLicenceInputSchema>;

/** Types 11-13 (spec 1 §3 'Mobile record', §5: mobile exactly 10 digits, IMEI exactly 15). */
export const wantedMobileInputSchema = z.object({
  typeId: typeIn(WANTED_TYPE_GROUPS.mobile),
  mobileNo: z
    .string({ error: WANTED_MESSAGES.mobile })
    .trim()
    .regex(/^\d{10}$/, WANTED_MESSAGES.mobile),
  imeiNo: z
    .string({ error: WANTED_MESSAGES.imei })
    .trim()
    .regex(/^\d{15}$/, WANTED_MESSAGES.imei),
  model: safeText(WANTED_MESSAGES.modelRequired, 80),
  colour: safeText(WANTED_MESSAGES.colourRequired, 40),
});
export type WantedMobileInput = z.infer<typeof wantedMobileInputSchema>;

export const wantedStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'Please select a status' }),
});

const allTypes = [
  ...WANTED_TYPE_GROUPS.person,
  ...WANTED_TYPE_GROUPS.vehicle,
  ...WANTED_TYPE_GROUPS.licence,
  ...WANTED_TYPE_GROUPS.mobile,
] as number[];

export const wantedListQuerySchema = pageQuerySchema.extend({
  typeId: typeIn(allTypes).default(1),
  search: z.string().trim().max(100).optional(),
});
export type WantedListQuery = z.infer<typeof wantedListQuerySchema>;

const named = z.object({ mr: z.string(), en: z.string() });

export const wantedCrimeSchema = z.object({
  id: z.number().int(),
  memberName: z.string(),
  registerNumber: z.string(),
  registerYear: z.number().int(),
  courtCaseNo: z.string(),
  stateId: z.number().int(),
  cityId: z.number().int(),
  stationId: z.number().int(),
  cityName: named,
  stationName: named,
  sections: z.array(
    z.object({
      actId: z.number().int(),
      sectionId: z.number().int(),
      actName: named,
      sectionCode: z.string(),
      sectionName: named,
    }),
  ),
});
export type WantedCrime = z.infer<typeof wantedCrimeSchema>;

/** One particular as the table and the View modal show it; unused fields are null. */
export const wantedItemSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: named,
  status: z.union([z.literal(0), z.literal(1)]),
  /** The unit that owns the record; null for a state-level vehicle or mobile of role 8. */
  unitId: z.number().int().nullable(),
  unitName: named.nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  stateId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  stationId: z.number().int().nullable(),
  cityName: named.nullable(),
  stationName: named.nullable(),
  externmentArea: z.string().nullable(),
  members: z.array(z.string()),
  photo: uploadedFileSchema.nullable(),
  pdf: uploadedFileSchema.nullable(),
  vehicleNo: z.string().nullable(),
  model: z.string().nullable(),
  colour: z.string().nullable(),
  chassisNo: z.string().nullable(),
  licenceNo: z.string().nullable(),
  mobileNo: z.string().nullable(),
  imeiNo: z.string().nullable(),
  crimeCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WantedItem = z.infer<typeof wantedItemSchema>;

export const wantedDetailSchema = wantedItemSchema.extend({ crimes: z.array(wantedCrimeSchema) });
export type WantedDetail = z.infer<typeof wantedDetailSchema>;

export const wantedSavedSchema = z.object({ item: wantedDetailSchema, message: z.string() });
export type WantedSaved = z.infer<typeof wantedSavedSchema>;

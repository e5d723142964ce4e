import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/** Spec 3 §2.9 gives no form: the fields and their messages are ours (decision 0020). */
export const CCTV_MESSAGES = {
  nameRequired: 'Please enter location name.',
  stationRequired: 'Please select police station.',
  addressRequired: 'Please enter address or landmark.',
  latitudeInvalid: 'Please enter a latitude between -90 and 90.',
  longitudeInvalid: 'Please enter a longitude between -180 and 180.',
  camerasInvalid: 'Please enter the number of cameras (1 to 500).',
  ownerRequired: 'Please select the owner.',
  statusRequired: 'Please select the working status.',
  contactInvalid: 'Please enter a valid 10-digit mobile number',
  stationOutsideUnit: 'Please select a police station of your unit',
  stationUnknown: 'No police station of your unit has this name.',
  saved: 'CCTV location saved successfully.',
  imported: 'CCTV locations imported successfully.',
  importFileRequired: 'Please choose an .xlsx file to import.',
  importFileInvalid: 'The file is not a readable .xlsx workbook.',
  importEmpty: 'The sheet has no rows to import.',
  importTooMany: 'At most 1000 rows can be imported at once.',
  importHasErrors: 'Nothing was imported: correct the rows listed and import again.',
  importHeaders: 'The sheet must keep the template header row.',
} as const;

export const CCTV_OWNERS = ['government', 'private', 'public-private'] as const;
export type CctvOwner = (typeof CCTV_OWNERS)[number];
export const CCTV_STATUSES = ['working', 'not-working'] as const;
export type CctvStatus = (typeof CCTV_STATUSES)[number];
export const CCTV_IMPORT_MAX_ROWS = 1000;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const coordinate = (limit: number, message: string) =>
  z.coerce.number({ error: message }).min(-limit, message).max(limit, message);

export const cctvInputSchema = z.object({
  name: requiredText(CCTV_MESSAGES.nameRequired, 150),
  stationId: z.coerce
    .number({ error: CCTV_MESSAGES.stationRequired })
    .int(CCTV_MESSAGES.stationRequired)
    .positive(CCTV_MESSAGES.stationRequired)
    .max(2_147_483_647, CCTV_MESSAGES.stationRequired),
  address: requiredText(CCTV_MESSAGES.addressRequired, 300),
  latitude: coordinate(90, CCTV_MESSAGES.latitudeInvalid),
  longitude: coordinate(180, CCTV_MESSAGES.longitudeInvalid),
  cameraCount: z.coerce
    .number({ error: CCTV_MESSAGES.camerasInvalid })
    .int(CCTV_MESSAGES.camerasInvalid)
    .min(1, CCTV_MESSAGES.camerasInvalid)
    .max(500, CCTV_MESSAGES.camerasInvalid),
  owner: z.enum(CCTV_OWNERS, { error: CCTV_MESSAGES.ownerRequired }),
  status: z.enum(CCTV_STATUSES, { error: CCTV_MESSAGES.statusRequired }),
  contactMobile: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, CCTV_MESSAGES.contactInvalid)
    .default(''),
});
export type CctvInput = z.infer<typeof cctvInputSchema>;

export const cctvItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stationId: z.number().int(),
  stationNameMr: z.string(),
  stationNameEn: z.string(),
  cityId: z.number().int(),
  cityNameMr: z.string(),
  cityNameEn: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  cameraCount: z.number().int(),
  owner: z.enum(CCTV_OWNERS),
  status: z.enum(CCTV_STATUSES),
  contactMobile: z.string(),
  createdAt: z.string(),
});
export type CctvItem = z.infer<typeof cctvItemSchema>;

export const cctvListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});

/** One refused row of an import: the sheet's row number and what is wrong with it. */
export const cctvImportErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type CctvImportError = z.infer<typeof cctvImportErrorSchema>;

export const cctvImportResultSchema = z.object({
  imported: z.number().int(),
  message: z.string(),
});

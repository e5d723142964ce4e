import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/**
 * Spec 2 §5.9 and §8. The first three required messages and the two success toasts are the
 * original's; the spec gives no words for the other required fields, so these are ours.
 */
export const SUMMONS_MESSAGES = {
  serialRequired: 'Please enter serial number.',
  receivedOnRequired: 'Please enter get date.',
  fileRequired: 'Please upload sheet',
  courtNameRequired: 'Please enter court name.',
  crimeNoRequired: 'Please enter crime number.',
  caseNoRequired: 'Please enter case number.',
  crimeTypeRequired: 'Please select crime type.',
  assignedOnRequired: 'Please select assigned date.',
  stationRequired: 'Please select police station.',
  partyTypeRequired: 'Please select party type.',
  partyNameRequired: 'Please enter party name.',
  partyAddressRequired: 'Please enter party address.',
  fetchedOnRequired: 'Please select the date fetched.',
  handoverNameRequired: 'Please enter giver name.',
  handoverMobileRequired: 'Please enter giver mobile number.',
  handoverMobileInvalid: 'Please enter a valid 10-digit mobile number',
  informedRequired: 'Please select informed type.',
  sentByRequired: 'Please select post type.',
  finalDocNoRequired: 'Please enter final document number.',
  finalDocDateRequired: 'Please select final document date.',
  uploadType: 'You can only upload JPG/PNG/PDF file!',
  uploadSize: 'Image must smaller than 2MB!',
  saved: 'Samans record save Successfully!!!',
  updated: 'Samans update Successfully!!!',
  firstUpdateDone: 'The first update of this entry is already done.',
  firstUpdateMissing: 'The first update must be done before the police station update.',
  stationUpdateDone: 'The police station update of this entry is already done.',
  stationOutsideUnit: 'Please select a police station of your unit',
} as const;

/** Spec 2 §3.8: crime types (javak type) and party types (member type), ids 1-5 in order. */
export const SUMMONS_CRIME_TYPES = {
  1: 'Summons',
  2: 'Warrant',
  3: 'Child justice',
  4: 'Board',
  5: 'Other',
} as const;
export const SUMMONS_PARTY_TYPES = {
  1: 'Accused',
  2: 'Witness',
  3: 'Legal dispute',
  4: 'Child complainant',
  5: 'Other',
} as const;
export type SummonsCrimeType = keyof typeof SUMMONS_CRIME_TYPES;
export type SummonsPartyType = keyof typeof SUMMONS_PARTY_TYPES;

/** registered (created by the unit) → fetched (lsb1) → completed (ps1). */
export const SUMMONS_STAGES = ['registered', 'fetched', 'completed'] as const;
export type SummonsStage = (typeof SUMMONS_STAGES)[number];

export const SUMMONS_SENT_BY = ['post', 'in-person'] as const;
export type SummonsSentBy = (typeof SUMMONS_SENT_BY)[number];

const MAX_ID = 2_147_483_647;
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const isoDate = (message: string) => z.iso.date({ error: message });
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const oneToFive = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(5, message);

/** The register-new-entry drawer (role 4). State and city are the unit's own. */
export const summonsInputSchema = z.object({
  serialNo: z
    .string({ error: SUMMONS_MESSAGES.serialRequired })
    .trim()
    .regex(/^\d{1,12}$/, SUMMONS_MESSAGES.serialRequired),
  receivedOn: isoDate(SUMMONS_MESSAGES.receivedOnRequired),
  courtName: requiredText(SUMMONS_MESSAGES.courtNameRequired, 200),
  crimeNo: requiredText(SUMMONS_MESSAGES.crimeNoRequired, 50),
  caseNo: requiredText(SUMMONS_MESSAGES.caseNoRequired, 50),
  crimeType: oneToFive(SUMMONS_MESSAGES.crimeTypeRequired),
  assignedOn: isoDate(SUMMONS_MESSAGES.assignedOnRequired),
  stationId: id(SUMMONS_MESSAGES.stationRequired),
  partyType: oneToFive(SUMMONS_MESSAGES.partyTypeRequired),
  partyName: requiredText(SUMMONS_MESSAGES.partyNameRequired, 150),
  partyAddress: requiredText(SUMMONS_MESSAGES.partyAddressRequired, 300),
  fileId: z.uuid({ error: SUMMONS_MESSAGES.fileRequired }),
});
export type SummonsInput = z.infer<typeof summonsInputSchema>;

/** The first update (form marker lsb1): when the station fetched it and who received it. */
export const summonsFirstUpdateSchema = z.object({
  fetchedOn: isoDate(SUMMONS_MESSAGES.fetchedOnRequired),
  handoverName: requiredText(SUMMONS_MESSAGES.handoverNameRequired, 150),
  handoverMobile: z
    .string({ error: SUMMONS_MESSAGES.handoverMobileRequired })
    .trim()
    .min(1, SUMMONS_MESSAGES.handoverMobileRequired)
    .regex(/^\d{10}$/, SUMMONS_MESSAGES.handoverMobileInvalid),
});
export type SummonsFirstUpdate = z.infer<typeof summonsFirstUpdateSchema>;

/** The police-station update (form marker ps1). */
export const summonsStationUpdateSchema = z.object({
  informed: z.enum(['YES', 'NO'], { error: SUMMONS_MESSAGES.informedRequired }),
  sentBy: z.enum(SUMMONS_SENT_BY, { error: SUMMONS_MESSAGES.sentByRequired }),
  finalDocNo: requiredText(SUMMONS_MESSAGES.finalDocNoRequired, 50),
  finalDocDate: isoDate(SUMMONS_MESSAGES.finalDocDateRequired),
  fileId: z.uuid({ error: SUMMONS_MESSAGES.fileRequired }),
});
export type SummonsStationUpdate = z.infer<typeof summonsStationUpdateSchema>;

const fileRef = z.object({ url: z.string(), name: z.string(), mime: z.string() });

export const summonsItemSchema = z.object({
  id: z.number().int(),
  stage: z.enum(SUMMONS_STAGES),
  serialNo: z.string(),
  receivedOn: z.string(),
  courtName: z.string(),
  crimeNo: z.string(),
  caseNo: z.string(),
  crimeType: z.number().int(),
  assignedOn: z.string(),
  partyType: z.number().int(),
  partyName: z.string(),
  partyAddress: z.string(),
  cityId: z.number().int(),
  cityNameMr: z.string(),
  cityNameEn: z.string(),
  stationId: z.number().int(),
  stationNameMr: z.string(),
  stationNameEn: z.string(),
  registerFile: fileRef.nullable(),
  fetchedOn: z.string().nullable(),
  handoverName: z.string().nullable(),
  handoverMobile: z.string().nullable(),
  informed: z.enum(['YES', 'NO']).nullable(),
  sentBy: z.enum(SUMMONS_SENT_BY).nullable(),
  finalDocNo: z.string().nullable(),
  finalDocDate: z.string().nullable(),
  stationFile: fileRef.nullable(),
  createdAt: z.string(),
});
export type SummonsItem = z.infer<typeof summonsItemSchema>;

export const summonsListQuerySchema = pageQuerySchema.extend({
  stage: z.enum(SUMMONS_STAGES).optional(),
  search: z.string().trim().max(100).optional(),
});

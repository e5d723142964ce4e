import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/** Spec 2 §5.8 and §8: the spot form's messages, exactly as the original words them. */
export const SPOT_MESSAGES = {
  spotTypeRequired: 'Please select an spot type',
  stationRequired: 'Please enter user district',
  nameRequired: 'Spot Name is required',
  spotTimeRequired: 'Spot Time is required',
  landmarkRequired: 'Landmark is required',
  patrollingPersonRequired: 'Please enter Patrolling Person',
  invalidSpotType: 'Please enter a valid spotType',
  stationOutsideUnit: 'Please select a police station of your unit',
  nameTooLong: 'Spot name can be at most 80 characters',
  landmarkTooLong: 'Landmark can be at most 150 characters',
  patrollingPersonTooLong: 'Patrolling person can be at most 100 characters',
  qrTooLong: 'The spot name and landmark are too long for a QR code. Please shorten them.',
  saved: 'Spot QR generated successfully',
} as const;

/** Spot time (spec 2 §3.7): day or night patrolling. */
export const SPOT_TIMES = ['day', 'night'] as const;
export type SpotTime = (typeof SPOT_TIMES)[number];

const MAX_ID = 2_147_483_647;
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * The Create Spot drawer (spec 2 §2.5). The police station is sent by role 4 only; role 2's
 * spots are always its own station's, and the server ignores a station it sends.
 */
export const spotInputSchema = z.object({
  spotTypeId: z.coerce
    .number({ error: SPOT_MESSAGES.spotTypeRequired })
    .int(SPOT_MESSAGES.spotTypeRequired)
    .positive(SPOT_MESSAGES.spotTypeRequired)
    .max(MAX_ID, SPOT_MESSAGES.invalidSpotType),
  stationId: z.coerce
    .number({ error: SPOT_MESSAGES.stationRequired })
    .int(SPOT_MESSAGES.stationRequired)
    .positive(SPOT_MESSAGES.stationRequired)
    .max(MAX_ID, SPOT_MESSAGES.stationRequired)
    .optional(),
  name: requiredText(SPOT_MESSAGES.nameRequired, 80, SPOT_MESSAGES.nameTooLong),
  spotTime: z.enum(SPOT_TIMES, { error: SPOT_MESSAGES.spotTimeRequired }),
  landmark: requiredText(SPOT_MESSAGES.landmarkRequired, 150, SPOT_MESSAGES.landmarkTooLong),
  patrollingPerson: requiredText(
    SPOT_MESSAGES.patrollingPersonRequired,
    100,
    SPOT_MESSAGES.patrollingPersonTooLong,
  ),
});
export type SpotInput = z.infer<typeof spotInputSchema>;

/**
 * The longest QR text we accept (it is ASCII: URI-encoded). Up to this the code has at most
 * 109 modules a side, so each module is drawn two or more whole pixels wide inside the
 * 300-pixel image and ordinary readers decode it. Devanagari takes nine characters a letter
 * once encoded, so a long Marathi name and landmark can reach it.
 */
export const SPOT_QR_MAX_BYTES = 1200;

export const spotItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  landmark: z.string(),
  spotTypeId: z.number().int(),
  spotTypeNameMr: z.string(),
  spotTypeNameEn: z.string(),
  spotTime: z.enum(SPOT_TIMES),
  patrollingPerson: z.string(),
  cityId: z.number().int(),
  cityNameMr: z.string(),
  cityNameEn: z.string(),
  stationId: z.number().int(),
  stationNameMr: z.string(),
  stationNameEn: z.string(),
  geotagged: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  /** The text the QR encodes (encodeSpotQr), so the page can show and test it. */
  qrContent: z.string(),
});
export type SpotItem = z.infer<typeof spotItemSchema>;

/** The QR Information modal: the spot plus its patrol visits so far. */
export const spotDetailSchema = spotItemSchema.extend({
  visitCount: z.number().int(),
  lastVisitAt: z.string().nullable(),
});
export type SpotDetail = z.infer<typeof spotDetailSchema>;

export const spotListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});

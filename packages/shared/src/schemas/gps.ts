import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/** Spec 1 §2 GPS report, §4 GPS address; issue 5 §3. */
export const GPS_MESSAGES = {
  dateRequired: 'Please select date range',
  dateInvalid: 'Please enter a valid date',
  rangeOrder: 'The start date must not be after the end date',
  locked: 'Locked the address successfully !!!',
  unlocked: 'UnLocked the address successfully !!!',
  checkinRequired: 'Please select a check-in',
  alreadyLocked: 'An address is already locked. Confirm to replace it with the selected check-in.',
  notLocked: 'No address is locked.',
} as const;

const isoDate = z.iso.date({ error: GPS_MESSAGES.dateInvalid });

export const gpsListQuerySchema = pageQuerySchema
  .extend({ from: isoDate, to: isoDate })
  .refine((v) => v.from <= v.to, { path: ['to'], message: GPS_MESSAGES.rangeOrder });
export type GpsListQuery = z.infer<typeof gpsListQuerySchema>;

const bilingual = z.object({ mr: z.string(), en: z.string() });

/** One check-in row of the report (spec 1 §3 GPS record). */
export const gpsRecordSchema = z.object({
  id: z.number().int(),
  accusedId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  stationName: bilingual,
  userName: z.string(),
  userPhone: z.string(),
  photoUrl: z.string().nullable(),
  capturedAt: z.string(),
  receivedAt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  found: z.boolean(),
  details: z.string(),
  /** Check-ins of this accused in the same range and scope. */
  counts: z.number().int(),
  /** Metres from the locked home address; null while none is locked. */
  distanceMeters: z.number().nullable(),
});
export type GpsRecord = z.infer<typeof gpsRecordSchema>;

export const gpsHomeSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  locked: z.boolean(),
  changedAt: z.string(),
});

export const gpsHistorySchema = z.object({
  accused: z.object({
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string(),
    address: z.string(),
  }),
  home: gpsHomeSchema.nullable(),
  counts: z.object({
    total: z.number().int(),
    found: z.number().int(),
    notFound: z.number().int(),
  }),
  items: z.array(gpsRecordSchema),
});
export type GpsHistory = z.infer<typeof gpsHistorySchema>;

/** Locking takes the position of one of the accused's check-ins as the home address. */
export const gpsLockSchema = z.object({
  checkinId: z
    .number({ error: GPS_MESSAGES.checkinRequired })
    .int(GPS_MESSAGES.checkinRequired)
    .positive(GPS_MESSAGES.checkinRequired)
    .max(2_147_483_647, GPS_MESSAGES.checkinRequired),
  /**
   * One locked address at a time (issue 17 §9): replacing a locked one needs this, sent
   * after the officer confirmed the current and the new address.
   */
  replace: z.boolean().optional(),
});
export type GpsLockInput = z.infer<typeof gpsLockSchema>;

export const gpsMessageSchema = z.object({ message: z.string() });

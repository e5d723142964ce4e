import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordSchema } from './password.js';

/** Issue 5 §7: messages of the field app and its API. */
export const FIELD_MESSAGES = {
  phoneRequired: 'Please enter your Mobile Number!',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  oldPasswordRequired: 'Please input your old password!',
  mustChangePassword: 'Please change your one-time password before you continue.',
  passwordChanged: 'Password changed Successfully !!!',
  wrongOldPassword: 'The old password is not correct.',
  accusedRequired: 'Please select an accused',
  positionRequired: 'Please allow location access',
  statusRequired: 'Please select found or not found',
  detailsTooLong: 'Details can be at most 500 characters',
  qrRequired: 'Please scan the spot QR code',
  qrInvalid: 'This is not a CMIS spot QR code',
  qrOtherCity: 'This spot belongs to another city',
  tokenRequired: 'A device token is required',
  clientIdInvalid: 'Invalid item id',
  timeInvalid: 'Please enter a valid date',
  sightingPhotoRequired: 'Please take a photo of the person',
  cameraUnavailable: 'The camera is not available; pick a photo of the QR or type its code',
  /** Patrol-visit integrity (issue 20, decision 0055): `params` of the error fill the numbers. */
  visitTooFar: 'You are {{distance}} m from this spot; scan it at the spot',
  geotagNeedsFix: 'Wait for a GPS fix within {{limit}} m to tag this spot (now ±{{accuracy}} m)',
  geotagNoAccuracy:
    'Wait for a GPS fix within {{limit}} m to tag this spot (the phone gave no accuracy)',
  pushSubscriptionInvalid: 'The notification subscription of this phone is not valid',
} as const;

/** The best GPS fix the first scan of a spot needs to tag it (or the unit's distance if smaller). */
export const GEOTAG_MAX_ACCURACY_METERS = 50;

export const fieldLoginSchema = z.object({
  phone: z
    .string({ error: FIELD_MESSAGES.phoneRequired })
    .trim()
    .min(1, FIELD_MESSAGES.phoneRequired)
    .regex(/^\d{10}$/, FIELD_MESSAGES.phoneInvalid),
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .max(128, PASSWORD_MESSAGES.max),
  /** Asked for only when the account is failing from many addresses (decision 0040). */
  captcha: z.string().max(4000).optional(),
});
export type FieldLoginInput = z.infer<typeof fieldLoginSchema>;

/** The one-time password is replaced by one of the user's own (the spec's password rules). */
export const fieldPasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: FIELD_MESSAGES.oldPasswordRequired })
      .min(1, FIELD_MESSAGES.oldPasswordRequired)
      .max(128, PASSWORD_MESSAGES.max),
    password: passwordSchema,
    confirmPassword: z
      .string({ error: PASSWORD_MESSAGES.confirmRequired })
      .min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  })
  .refine((v) => v.password !== v.oldPassword, {
    path: ['password'],
    message: PASSWORD_MESSAGES.reused,
  });
export type FieldPasswordInput = z.infer<typeof fieldPasswordSchema>;

const bilingual = z.object({ mr: z.string(), en: z.string() });

export const fieldMeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  cityId: z.number().int(),
  stationId: z.number().int(),
  cityName: bilingual,
  stationName: bilingual,
  mustChangePassword: z.boolean(),
});
export type FieldMe = z.infer<typeof fieldMeSchema>;

export const fieldAccusedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  age: z.number().int(),
  address: z.string(),
  photoUrl: z.string().nullable(),
  lastCheckinAt: z.string().nullable(),
  checkinCount: z.number().int(),
});
export type FieldAccused = z.infer<typeof fieldAccusedSchema>;

/** One crime in short, for the field app's details screen (issue 20). */
export const fieldCrimeSchema = z.object({
  id: z.number().int(),
  title: bilingual,
  registerNumber: z.string(),
  registerYear: z.number().int(),
  station: bilingual,
  registeredOn: z.string(),
});
export type FieldCrime = z.infer<typeof fieldCrimeSchema>;

/**
 * The details screen of one accused in the field app (issue 20), also what the phone keeps
 * for offline use: the list item with the mobile, the wanted status, the locked home
 * position (check-ins are measured from it) and the crimes in short, newest first.
 */
export const fieldAccusedDetailSchema = fieldAccusedSchema.extend({
  mobile: z.string().nullable(),
  currentCondition: z.enum(['wanted', 'absconding']).nullable(),
  home: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  crimes: z.array(fieldCrimeSchema),
});
export type FieldAccusedDetail = z.infer<typeof fieldAccusedDetailSchema>;

/** The station's whole list in pages, with the details, for the phone's offline copy. */
export const fieldAccusedSyncQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(100),
});

export const fieldAccusedQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

const clientId = z.uuid({ error: FIELD_MESSAGES.clientIdInvalid });
const latitude = z
  .number({ error: FIELD_MESSAGES.positionRequired })
  .min(-90, FIELD_MESSAGES.positionRequired)
  .max(90, FIELD_MESSAGES.positionRequired);
const longitude = z
  .number({ error: FIELD_MESSAGES.positionRequired })
  .min(-180, FIELD_MESSAGES.positionRequired)
  .max(180, FIELD_MESSAGES.positionRequired);
const deviceTime = z.iso.datetime({ offset: true, error: FIELD_MESSAGES.timeInvalid });

/** A check-in as the device queues it: its own id makes a resend harmless. */
export const checkinInputSchema = z.object({
  clientId,
  accusedId: z
    .number({ error: FIELD_MESSAGES.accusedRequired })
    .int(FIELD_MESSAGES.accusedRequired)
    .positive(FIELD_MESSAGES.accusedRequired)
    .max(2_147_483_647, FIELD_MESSAGES.accusedRequired),
  latitude,
  longitude,
  accuracyMeters: z.number().min(0).max(100_000).nullable().optional(),
  found: z.boolean({ error: FIELD_MESSAGES.statusRequired }),
  details: z.string().trim().max(500, FIELD_MESSAGES.detailsTooLong).default(''),
  photoId: z.uuid().nullable().optional(),
  capturedAt: deviceTime,
});
export type CheckinInput = z.input<typeof checkinInputSchema>;

export const checkinSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  accusedId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  found: z.boolean(),
  details: z.string(),
  photoUrl: z.string().nullable(),
  capturedAt: z.string(),
  receivedAt: z.string(),
});
export type Checkin = z.infer<typeof checkinSchema>;

/**
 * "Seen here" (issue 20): an app user saw an accused where the phone is, with a photo. Queued
 * and resent like a check-in; it may raise an externment breach.
 */
export const sightingInputSchema = z.object({
  clientId,
  accusedId: z
    .number({ error: FIELD_MESSAGES.accusedRequired })
    .int(FIELD_MESSAGES.accusedRequired)
    .positive(FIELD_MESSAGES.accusedRequired)
    .max(2_147_483_647, FIELD_MESSAGES.accusedRequired),
  latitude,
  longitude,
  accuracyMeters: z.number().min(0).max(100_000).nullable().optional(),
  photoId: z.uuid({ error: FIELD_MESSAGES.sightingPhotoRequired }),
  details: z.string().trim().max(500, FIELD_MESSAGES.detailsTooLong).default(''),
  seenAt: deviceTime,
});
export type SightingInput = z.input<typeof sightingInputSchema>;

export const sightingSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  accusedId: z.number().int(),
  /** True when the sighting raised an externment breach. */
  breach: z.boolean(),
  seenAt: z.string(),
});
export type Sighting = z.infer<typeof sightingSchema>;

/** The field app's link that opens the check-in of one accused (overdue pushes, issue 20). */
export function fieldCheckinPath(accusedId: number): string {
  return `/field/?checkin=${accusedId}`;
}

export const visitInputSchema = z.object({
  clientId,
  qr: z
    .string({ error: FIELD_MESSAGES.qrRequired })
    .trim()
    .min(1, FIELD_MESSAGES.qrRequired)
    .max(2000, FIELD_MESSAGES.qrInvalid),
  latitude,
  longitude,
  /** The GPS fix's accuracy (radius, metres); needed to tag a spot (issue 20). */
  accuracyMeters: z.number().min(0).max(100_000).nullable().optional(),
  scannedAt: deviceTime,
});
export type VisitInput = z.input<typeof visitInputSchema>;

export const visitSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  spotId: z.number().int(),
  spotName: z.string(),
  /** True when this visit was the spot's first scan and placed it on the map. */
  geotagged: z.boolean(),
  /**
   * False for a scan the reports do not count (decision 0055): a repeat of the same spot by
   * the same app user inside the unit's window ("already recorded"), or a flagged scan.
   */
  counted: z.boolean(),
  /** The phone's fix was worse than the unit's distance: kept for supervisors, not counted. */
  flagged: z.boolean(),
  /** Metres from the tagged spot (0 for the scan that tagged it). */
  distanceMeters: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  scannedAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const deviceInputSchema = z.object({
  token: z
    .string({ error: FIELD_MESSAGES.tokenRequired })
    .trim()
    .min(1, FIELD_MESSAGES.tokenRequired)
    .max(4000, FIELD_MESSAGES.tokenRequired),
});

function isWebUrl(v: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

const pushEndpoint = z
  .string({ error: FIELD_MESSAGES.pushSubscriptionInvalid })
  .max(2000, FIELD_MESSAGES.pushSubscriptionInvalid)
  .refine(isWebUrl, {
    message: FIELD_MESSAGES.pushSubscriptionInvalid,
  });

/**
 * The field app's Web Push subscription (issue 20; decision 0051), as the browser's
 * PushSubscription.toJSON() gives it: the push service's endpoint and the keys the message is
 * encrypted for (RFC 8291: an uncompressed P-256 point and a 16-byte secret, base64url).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      p256dh: z
        .string({ error: FIELD_MESSAGES.pushSubscriptionInvalid })
        .regex(/^B[A-Za-z0-9_-]{86}=?$/, FIELD_MESSAGES.pushSubscriptionInvalid),
      auth: z
        .string({ error: FIELD_MESSAGES.pushSubscriptionInvalid })
        .regex(/^[A-Za-z0-9_-]{22}(==)?$/, FIELD_MESSAGES.pushSubscriptionInvalid),
    },
    { error: FIELD_MESSAGES.pushSubscriptionInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** The VAPID public key a browser subscribes with (applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/** App user status (spec 1 §3, §4): 0 Pending, 1 Approved, 2 Rejected. */
export const APP_USER_STATUSES = [0, 1, 2] as const;
export type AppUserStatus = (typeof APP_USER_STATUSES)[number];
export const APP_USER_STATUS_LABELS: Record<AppUserStatus, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
};

export const APP_USER_MESSAGES = {
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  phoneRequired: 'Please enter mobile number',
  phoneFormat: 'Please enter a valid 10-digit mobile number',
  unitRequired: 'Please select a unit',
  stationRequired: 'Please select a police station',
  phoneTaken: 'This mobile number is already registered.',
  saved: 'App user save Successfully !!!',
  updated: 'App user update Successfully !!!',
  statusUpdated: 'Update Status Successfully !!!',
  passwordReset: 'Password reset Successfully !!!',
  notApproved: 'Only an approved app user can get a new password.',
} as const;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(60, message);

export const appUserInputSchema = z.object({
  firstName: name(APP_USER_MESSAGES.firstNameRequired),
  lastName: name(APP_USER_MESSAGES.lastNameRequired),
  phone: z
    .string({ error: APP_USER_MESSAGES.phoneRequired })
    .trim()
    .min(1, APP_USER_MESSAGES.phoneRequired)
    .regex(/^\d{10}$/, APP_USER_MESSAGES.phoneFormat),
  cityId: z.coerce
    .number({ error: APP_USER_MESSAGES.unitRequired })
    .int()
    .positive(APP_USER_MESSAGES.unitRequired)
    .max(2_147_483_647)
    .optional(),
  stationId: z.coerce
    .number({ error: APP_USER_MESSAGES.stationRequired })
    .int()
    .positive(APP_USER_MESSAGES.stationRequired)
    .max(2_147_483_647),
});
export type AppUserInput = z.infer<typeof appUserInputSchema>;

export const appUserStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'Please select a status',
  }),
});

export const appUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  cityId: z.number().int(),
  cityNameMr: z.string(),
  cityNameEn: z.string(),
  stationId: z.number().int(),
  stationNameMr: z.string(),
  stationNameEn: z.string(),
  hasPassword: z.boolean(),
  /** An address is kept waiting after failed sign-ins (decision 0040): the Unlock action. */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type AppUser = z.infer<typeof appUserSchema>;

export const appUserListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});

/** Answer of approve / reset: the one-time password is shown to the admin once, never again. */
export const oneTimePasswordSchema = z.object({
  appUser: appUserSchema,
  oneTimePassword: z.string().nullable(),
  message: z.string(),
});

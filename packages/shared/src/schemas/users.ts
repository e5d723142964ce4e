import { z } from 'zod';
import { ALL_ROLES } from '../constants.js';
import { pageQuerySchema } from './common.js';
import { PASSWORD_MESSAGES, passwordSchema } from './password.js';

const PROFILE_MESSAGES_BASE = {
  currentRequired: 'Please enter your current password',
  currentWrong: 'The current password is not correct',
} as const;

export const userListItemSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(ALL_ROLES as ['2', '4', '8']),
  cityId: z.number().int().nullable(),
  cityNameMr: z.string().nullable(),
  cityNameEn: z.string().nullable(),
  stationId: z.number().int().nullable(),
  stationNameMr: z.string().nullable(),
  stationNameEn: z.string().nullable(),
  active: z.boolean(),
  /** An address is kept waiting after failed sign-ins (decision 0040): the Unlock action. */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Messages of the user drawer (spec 1 §5 User form); the password ones are PASSWORD_MESSAGES. */
export const USER_MESSAGES = {
  nameRequired: 'Please enter the name',
  useridRequired: 'Please Enter the User Id',
  useridFormat: 'User id may use letters, digits, dot, dash and underscore (3 to 50)',
  phoneRequired: 'Please enter mobile number',
  phoneFormat: 'Please enter a valid 10-digit mobile number',
  unitRequired: 'Please select a unit',
  stationRequired: 'Please select a police station',
  unitTaken: 'This unit already has an admin.',
  stationTaken: 'This police station already has a user.',
  useridTaken: 'This user id is already in use.',
  stationOutsideUnit: 'Please select a police station of your unit',
  saved: 'User save Successfully !!!',
  updated: 'User update Successfully !!!',
  deactivated: 'User deactivated.',
  activated: 'User activated.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
} as const;

const nameSchema = z
  .string({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(100, USER_MESSAGES.nameRequired);

export const useridSchema = z
  .string({ error: USER_MESSAGES.useridRequired })
  .trim()
  .min(1, USER_MESSAGES.useridRequired)
  .regex(/^[A-Za-z0-9._-]{3,50}$/, USER_MESSAGES.useridFormat);

const phoneSchema = z
  .string({ error: USER_MESSAGES.phoneRequired })
  .trim()
  .min(1, USER_MESSAGES.phoneRequired)
  .regex(/^\d{10}$/, USER_MESSAGES.phoneFormat);

const confirmSchema = z
  .string({ error: PASSWORD_MESSAGES.confirmRequired })
  .min(1, PASSWORD_MESSAGES.confirmRequired);

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/**
 * The user drawer in create mode. The role is not sent: role 8 creates unit admins
 * (role 4, unit required), role 4 creates police-station users (role 2, station required).
 */
export const userCreateSchema = z
  .object({
    name: nameSchema,
    userid: useridSchema,
    phone: phoneSchema,
    cityId: optionalId,
    stationId: optionalId,
    password: passwordSchema,
    confirmPassword: confirmSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** Changing the password is a yes/no choice; with yes, the policy applies (spec 1 §4, §5). */
const passwordChoice = z.discriminatedUnion('changePassword', [
  z.object({ changePassword: z.literal(false) }),
  z.object({
    changePassword: z.literal(true),
    password: passwordSchema,
    confirmPassword: confirmSchema,
  }),
]);

function passwordsMatch(v: {
  changePassword: boolean;
  password?: string;
  confirmPassword?: string;
}) {
  return !v.changePassword || v.password === v.confirmPassword;
}
const mismatch = { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch };

export const userUpdateSchema = z
  .object({ name: nameSchema, userid: useridSchema, phone: phoneSchema })
  .and(passwordChoice)
  .refine(passwordsMatch, mismatch);
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const userActiveSchema = z.object({
  active: z.boolean({ error: 'Please choose active or inactive' }),
});

/** Units or stations a creator may pick, with those already taken marked (disabled). */
export const assignableSchema = z.object({
  id: z.number().int(),
  nameMr: z.string(),
  nameEn: z.string(),
  taken: z.boolean(),
});
export type Assignable = z.infer<typeof assignableSchema>;

/**
 * The profile form: phone is shown but cannot be changed (spec 1 §5 Profile). A new
 * password asks for the current one (issue 17 §2): an unlocked station PC is not enough.
 */
const profilePasswordChoice = z.discriminatedUnion('changePassword', [
  z.object({ changePassword: z.literal(false) }),
  z.object({
    changePassword: z.literal(true),
    currentPassword: z
      .string({ error: PROFILE_MESSAGES_BASE.currentRequired })
      .min(1, PROFILE_MESSAGES_BASE.currentRequired)
      .max(128, PROFILE_MESSAGES_BASE.currentWrong),
    password: passwordSchema,
    confirmPassword: confirmSchema,
  }),
]);

export const profileUpdateSchema = z
  .object({ name: nameSchema, userid: useridSchema })
  .and(profilePasswordChoice)
  .refine(passwordsMatch, mismatch);
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const PROFILE_MESSAGES = {
  updated: 'Profile Update Successfully!!',
  loggingOff: 'System will be logged off now !!!',
  ...PROFILE_MESSAGES_BASE,
} as const;

export const loginDetailSchema = z.object({
  id: z.number().int(),
  ipAddress: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export const loginDetailsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(60).optional(),
});

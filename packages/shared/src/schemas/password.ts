import { z } from 'zod';
import { LIMITS } from '../constants.js';

/** Spec 1 §5 password rules; every rule has its own message. */
export const PASSWORD_MESSAGES = {
  required: 'Please input your password!!',
  min: "Password can't be less than 8",
  max: "Password can't be more than 15",
  letter: 'Password must contain at least one letter',
  uppercase: 'Password must contain at least one uppercase letter',
  digit: 'Password must contain at least one digit',
  special: 'Password must contain at least one special character (! # $ % & ?)',
  confirmRequired: 'Please confirm your password!',
  mismatch: 'The two passwords that you entered do not match!',
  reused: 'Old Passwatd not used again!',
} as const;

export const PASSWORD_SPECIALS = '!#$%&?';

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(LIMITS.passwordMin, PASSWORD_MESSAGES.min)
  .max(LIMITS.passwordMax, PASSWORD_MESSAGES.max)
  .regex(/[A-Za-z]/, PASSWORD_MESSAGES.letter)
  .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
  .regex(/\d/, PASSWORD_MESSAGES.digit)
  .regex(/[!#$%&?]/, PASSWORD_MESSAGES.special);

/** New password with its confirmation, as on the user drawer and the profile form. */
export const passwordPairSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z
      .string({ error: PASSWORD_MESSAGES.confirmRequired })
      .min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });

import { z } from 'zod';
import { ALL_ROLES, LANGUAGES } from '../constants.js';
import { MESSAGES } from '../error-codes.js';

/** Spec 1 §5 Login: user id, mobile number and password required; captcha required. */
export const loginSchema = z.object({
  userid: z
    .string({ error: 'Please enter your User Id!' })
    .trim()
    .min(1, 'Please enter your User Id!')
    .max(50, 'Please enter your User Id!'),
  phone: z
    .string({ error: 'Please enter your Mobile Number!' })
    .trim()
    .min(1, 'Please enter your Mobile Number!')
    .max(15, 'Please enter a valid 10-digit mobile number'),
  password: z
    .string({ error: 'Please input your password!!' })
    .min(1, 'Please input your password!!')
    .max(128, "Password can't be more than 15"),
  captcha: z
    .string({ error: MESSAGES.captchaRequired })
    .min(1, MESSAGES.captchaRequired)
    .max(4000, MESSAGES.captchaRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(ALL_ROLES as ['2', '4', '8']),
  stateId: z.number().int(),
  cityId: z.number().int().nullable(),
  stationId: z.number().int().nullable(),
  cityName: z.object({ mr: z.string(), en: z.string() }).nullable(),
  stationName: z.object({ mr: z.string(), en: z.string() }).nullable(),
  language: z.enum(LANGUAGES),
  /** Idle timeout the server enforces, so the page's own timer matches it. */
  sessionTimeoutSeconds: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const languageSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Please select a language' }),
});
export type LanguageInput = z.infer<typeof languageSchema>;

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { istDate } from '../ist.js';

/**
 * Document verification (spec 3 §2.12, §2.13, §5, §8, §9; issue 7 contract). The lookup
 * types are the six tabs, in the spec's order.
 */
export const LOOKUP_TYPES = [
  'vehicle',
  'licence',
  'aadhaar',
  'aadhaarOtp',
  'voter',
  'passport',
] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];
/** The types a plain lookup takes; the Aadhaar OTP tab has its own two-step calls. */
export const DIRECT_LOOKUP_TYPES = ['vehicle', 'licence', 'aadhaar', 'voter', 'passport'] as const;
export type DirectLookupType = (typeof DIRECT_LOOKUP_TYPES)[number];
/** Types whose provider call needs the date of birth. */
export const DOB_LOOKUP_TYPES: readonly LookupType[] = ['licence', 'passport'];

/** accused: गुन्ह्यातील आरोपी; bail: जामिनासाठी सादर केलेली कागदपत्रे; suspicious: संशयित इसम. */
export const LOOKUP_REASONS = ['accused', 'bail', 'suspicious'] as const;
export type LookupReason = (typeof LOOKUP_REASONS)[number];

/** A: unit admin; B: unit admin and police stations; C: also the unit's app users (spec 3 §6). */
export const VERIFICATION_PLANS = ['A', 'B', 'C'] as const;
export type VerificationPlan = (typeof VERIFICATION_PLANS)[number];
export const SUBSCRIPTION_YEARS = [1, 2, 3] as const;
export type SubscriptionYears = (typeof SUBSCRIPTION_YEARS)[number];

/** The spec's default module name (spec 3 §9). */
export const VERIFICATION_MODULE_NAME = 'Verification Module';
export const DETAILS_MAX = 500;

/** The tab titles (spec 3 §2.12); '{tab} submitted successfully' uses them. */
export const LOOKUP_TAB_TITLES: Record<LookupType, string> = {
  vehicle: 'Vehicle Number',
  licence: 'Driving License',
  aadhaar: 'Aadhar Number',
  aadhaarOtp: 'Aadhar Number (OTP)',
  voter: 'Voter ID',
  passport: 'Passport Details',
};

/** Every message of the verification screens and API; each English sentence is an i18n key. */
export const VERIFICATION_MESSAGES = {
  required: {
    vehicle: 'Vehicle Number is required',
    licence: 'Driving License Number is required',
    aadhaar: 'Aadhar Number is required',
    aadhaarOtp: 'Aadhar Number is required',
    voter: 'Voter ID is required',
    passport: 'Passport File Number is required',
  } satisfies Record<LookupType, string>,
  format: {
    vehicle: 'Vehicle Number must be in format (e.g. MH12AB1234)',
    licence: 'Driving License should follow the format: HR-0619850034761 or HR06 19850034761',
    aadhaar: 'Aadhar Number must be a 12-digit number starting with 1-9',
    aadhaarOtp: 'Aadhar Number must be a 12-digit number starting with 1-9',
    voter: 'Voter ID must be in format (e.g. ABC1234567)',
    passport: 'Enter your Passport File No (e.g. PN1234567891234)',
  } satisfies Record<LookupType, string>,
  /** Provider failure (timeout, network, bad credential, server error): spec 3 §8 fallbacks. */
  providerFailed: {
    vehicle: 'Failed to validate vehicle details with third-party service',
    licence: 'Failed to validate Driving License with third-party service',
    aadhaar: 'Failed to add Aadhar to third-party service',
    aadhaarOtp: 'Failed to validate OTP with third-party service',
    voter: 'Failed to validate Voter ID with third-party service',
    passport: 'Failed to validate Passport with third-party service',
  } satisfies Record<LookupType, string>,
  /** Saving the answer failed (spec 3 §8 '… with the main service'). */
  saveFailed: {
    vehicle: 'Failed to add vehicle details to the main service',
    licence: 'Failed to validate Driving License with the main service',
    aadhaar: 'Failed to add Aadhar to the main service',
    aadhaarOtp: 'Failed to validate OTP with the main service',
    voter: 'Failed to validate Voter ID with the main service',
    passport: 'Failed to validate Passport with the main service',
  } satisfies Record<LookupType, string>,
  /** '{tab} submitted successfully', spelt out per tab so each is an i18n key. */
  submitted: {
    vehicle: 'Vehicle Number submitted successfully',
    licence: 'Driving License submitted successfully',
    aadhaar: 'Aadhar Number submitted successfully',
    aadhaarOtp: 'Aadhar Number (OTP) submitted successfully',
    voter: 'Voter ID submitted successfully',
    passport: 'Passport Details submitted successfully',
  } satisfies Record<LookupType, string>,
  typeRequired: 'Please select a document type.',
  otpRequired: 'OTP is required!',
  otpFormat: 'OTP must be a 6-digit numeric value!',
  dobRequired: 'Please enter your date of birth',
  dobInvalid: 'Please enter a valid date of birth',
  reasonRequired: 'Please select an option!',
  detailsRequired: 'Please provide details!',
  detailsTooLong: 'Details cannot exceed 500 characters.',
  otpSent: 'OTP sent successfully!',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpUnexpected: 'An unexpected error occurred. Please try again.',
  unexpected: 'An unexpected error occurred while processing your request.',
  /** Provider 422 without a message of its own. */
  verificationFailed: 'Verification Failed.',
  otpExpired: 'The OTP request has expired. Request a new OTP.',
  // Plan, expiry and limit refusals (our own; spec 3 §6 plans, §9 expiry).
  notAllocated: 'Document verification is not allocated to your unit.',
  planExpired: "Your unit's document verification plan has expired.",
  planNotCovering: 'Your plan does not cover this user.',
  dailyLimit: "Today's verification limit for your unit is used up. Try again tomorrow.",
  // Allocation (spec 3 §5, §8).
  emailRequired: 'Please input your government email!',
  emailInvalid: 'The input is not valid E-mail!',
  unitRequired: 'Please select your unit!',
  planRequired: 'Please select your plan!',
  yearsRequired: 'Please select your subscription duration!',
  allocationSubmitted: 'Successfully Submitted',
  alreadyAllocated: 'This unit already has a document verification allocation.',
  unitUnknown: 'This unit does not exist.',
} as const;

/** Format per type, checked on the trimmed, upper-cased number (web and server). */
export const DOCUMENT_FORMATS = {
  vehicle: /^[A-Z]{2}\d{2}[A-Z]{2}\d{4}$/,
  licence: /^[A-Z]{2}[- ]?\d{2}[- ]?\d{4}[- ]?\d{7}$/,
  aadhaar: /^[1-9]\d{11}$/,
  aadhaarOtp: /^[1-9]\d{11}$/,
  voter: /^[A-Z]{3}\d{7}$/,
  passport: /^PN\d{13}$/,
  otp: /^\d{6}$/,
} as const;

/** What every number goes through before its format check and the provider call. */
export function normalizeDocumentNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The message for a number of a type, or null when it is well-formed. */
export function documentNumberError(
  type: LookupType,
  value: string | undefined | null,
): string | null {
  const v = normalizeDocumentNumber(value ?? '');
  if (v === '') return VERIFICATION_MESSAGES.required[type];
  return DOCUMENT_FORMATS[type].test(v) ? null : VERIFICATION_MESSAGES.format[type];
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isRealDay(s: string): boolean {
  if (!DAY_PATTERN.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const reasonSchema = z.enum(LOOKUP_REASONS, { error: VERIFICATION_MESSAGES.reasonRequired });
const detailsSchema = z
  .string({ error: VERIFICATION_MESSAGES.detailsRequired })
  .trim()
  .min(1, VERIFICATION_MESSAGES.detailsRequired)
  .max(DETAILS_MAX, VERIFICATION_MESSAGES.detailsTooLong);
const numberInput = z
  .string()
  .max(64)
  .optional()
  .transform((v) => normalizeDocumentNumber(v ?? ''));

const runOnObjects = {
  when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null,
};

/** POST /api/verification/lookups (and the field API): one lookup of a non-OTP type. */
export const lookupCreateSchema = z
  .object({
    type: z.enum(DIRECT_LOOKUP_TYPES, { error: VERIFICATION_MESSAGES.typeRequired }),
    idNumber: numberInput,
    /** YYYY-MM-DD; required for licence and passport, ignored otherwise. */
    dob: z.string().max(10).optional(),
    reason: reasonSchema,
    details: detailsSchema,
  })
  .superRefine((v, ctx) => {
    const type = (DIRECT_LOOKUP_TYPES as readonly string[]).includes(v.type) ? v.type : undefined;
    if (type === undefined) return;
    const numberError = documentNumberError(type, typeof v.idNumber === 'string' ? v.idNumber : '');
    if (numberError) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: numberError });
    if (DOB_LOOKUP_TYPES.includes(type)) {
      if (typeof v.dob !== 'string' || v.dob === '') {
        ctx.addIssue({ code: 'custom', path: ['dob'], message: VERIFICATION_MESSAGES.dobRequired });
      } else if (!isRealDay(v.dob) || v.dob > istDate()) {
        ctx.addIssue({ code: 'custom', path: ['dob'], message: VERIFICATION_MESSAGES.dobInvalid });
      }
    }
  }, runOnObjects);
export type LookupCreateInput = z.infer<typeof lookupCreateSchema>;

/** POST /api/verification/aadhaar-otp: ask the provider to send an OTP. */
export const otpRequestSchema = z.object({ idNumber: numberInput }).superRefine((v, ctx) => {
  const err = documentNumberError('aadhaarOtp', typeof v.idNumber === 'string' ? v.idNumber : '');
  if (err) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: err });
}, runOnObjects);
export type OtpRequestInput = z.infer<typeof otpRequestSchema>;

/** POST /api/verification/aadhaar-otp/submit. */
export const otpSubmitSchema = z.object({
  requestId: z.uuid({ error: VERIFICATION_MESSAGES.otpExpired }),
  otp: z
    .string({ error: VERIFICATION_MESSAGES.otpRequired })
    .trim()
    .min(1, VERIFICATION_MESSAGES.otpRequired)
    .regex(DOCUMENT_FORMATS.otp, VERIFICATION_MESSAGES.otpFormat),
  reason: reasonSchema,
  details: detailsSchema,
});
export type OtpSubmitInput = z.infer<typeof otpSubmitSchema>;

/** GET /api/verification/lookups: one tab's past lookups, newest first by default. */
export const lookupListQuerySchema = z.object({
  type: z.enum(LOOKUP_TYPES, { error: VERIFICATION_MESSAGES.typeRequired }),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
  order: z.enum(['desc', 'asc']).default('desc'),
});
export type LookupListQuery = z.infer<typeof lookupListQuerySchema>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/verification/allocations (role 8). */
export const allocationCreateSchema = z.object({
  email: z
    .string({ error: VERIFICATION_MESSAGES.emailRequired })
    .trim()
    .min(1, VERIFICATION_MESSAGES.emailRequired)
    .max(254, VERIFICATION_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, VERIFICATION_MESSAGES.emailInvalid),
  cityId: z
    .number({ error: VERIFICATION_MESSAGES.unitRequired })
    .int(VERIFICATION_MESSAGES.unitRequired)
    .positive(VERIFICATION_MESSAGES.unitRequired)
    .max(2_147_483_647, VERIFICATION_MESSAGES.unitRequired),
  plan: z.enum(VERIFICATION_PLANS, { error: VERIFICATION_MESSAGES.planRequired }),
  years: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: VERIFICATION_MESSAGES.yearsRequired,
  }),
});
export type AllocationCreateInput = z.infer<typeof allocationCreateSchema>;

export const allocationListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});
export type AllocationListQuery = z.infer<typeof allocationListQuerySchema>;

// ---- Responses ----

const bilingual = z.object({ mr: z.string(), en: z.string() });

/** GET /api/verification/access: may the caller look up documents, and on what plan. */
export const verificationAccessSchema = z.object({
  allowed: z.boolean(),
  plan: z.enum(VERIFICATION_PLANS).nullable(),
  /** YYYY-MM-DD, the last day the allocation is valid. */
  expiresOn: z.string().nullable(),
  /** Days until expiresOn, rounded up (spec 3 §2.12 'Remaining Days: N Days'). */
  remainingDays: z.number().int().nullable(),
  sandbox: z.boolean(),
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  /** Why not allowed: one of the VERIFICATION_MESSAGES refusals, else null. */
  reason: z.string().nullable(),
});
export type VerificationAccess = z.infer<typeof verificationAccessSchema>;

export const lookupSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(LOOKUP_TYPES),
  /** The document number; Aadhaar masked 'XXXX XXXX 1234'. */
  number: z.string(),
  reason: z.enum(LOOKUP_REASONS),
  details: z.string(),
  /** ISO instant. */
  searchedAt: z.string(),
  /** Officer's userid or the app user's name. */
  searchedBy: z.string(),
  /**
   * The tab's table columns: vehicle {ownerName, makerModel}, licence {name, dob},
   * aadhaar {ageRange, state}, aadhaarOtp {fullName, dob}, voter {name, district},
   * passport {fullName, passportNumber}.
   */
  columns: z.record(z.string(), z.string().nullable()),
});
export type LookupSummary = z.infer<typeof lookupSummarySchema>;

export const lookupDetailSchema = lookupSummarySchema.extend({
  /** The provider's `data` object, snake_case field names of spec 3 §3. */
  result: z.record(z.string(), z.unknown()),
});
export type LookupDetail = z.infer<typeof lookupDetailSchema>;

export const lookupPageSchema = z.object({
  items: z.array(lookupSummarySchema),
  total: z.number().int(),
});
export type LookupPage = z.infer<typeof lookupPageSchema>;

export const lookupSubmitResponseSchema = z.object({
  lookup: lookupDetailSchema,
  message: z.string(),
});
export type LookupSubmitResponse = z.infer<typeof lookupSubmitResponseSchema>;

export const otpRequestResponseSchema = z.object({
  requestId: z.string(),
  message: z.string(),
});
export type OtpRequestResponse = z.infer<typeof otpRequestResponseSchema>;

export const allocationSchema = z.object({
  id: z.number().int(),
  moduleName: z.string(),
  email: z.string(),
  cityId: z.number().int(),
  unit: bilingual,
  plan: z.enum(VERIFICATION_PLANS),
  years: z.number().int(),
  /** The spec's `expriy_date`: YYYY-MM-DD, today + years at creation. */
  expiresOn: z.string(),
  createdAt: z.string(),
  expired: z.boolean(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const allocationPageSchema = z.object({
  items: z.array(allocationSchema),
  total: z.number().int(),
});
export type AllocationPage = z.infer<typeof allocationPageSchema>;

export const allocationUnitSchema = z.object({
  cityId: z.number().int(),
  unit: bilingual,
  /** Has an unexpired allocation: disabled in the form. */
  allocated: z.boolean(),
});
export type AllocationUnit = z.infer<typeof allocationUnitSchema>;

export const allocationCreateResponseSchema = z.object({
  message: z.string(),
  allocation: allocationSchema,
});
export type AllocationCreateResponse = z.infer<typeof allocationCreateResponseSchema>;

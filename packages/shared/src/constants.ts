/** Role codes exactly as the specification uses them (spec 1 §3, §6): compared as strings. */
export const ROLES = { stationUser: '2', unitAdmin: '4', superAdmin: '8' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly Role[] = ['2', '4', '8'];

/** The only state the product serves (spec 1 §9: stateId 1). */
export const STATE_ID = 1;

export const LANGUAGES = ['mr', 'en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'mr';

/** Spec 1 §9 business constants. */
export const LIMITS = {
  sessionTimeoutMinutes: 30,
  passwordMin: 8,
  passwordMax: 15,
  mobileDigits: 10,
  imeiDigits: 15,
  imageMaxBytes: 2 * 1024 * 1024,
  pdfMaxBytes: 2 * 1024 * 1024,
  videoMaxBytes: 20_000_000,
  /** Failed sign-ins from one address on one account before it must wait (decision 0040). */
  loginFreeFailures: 3,
  /** The first wait, doubled at every further failure up to the longest. */
  loginFirstDelaySeconds: 15,
  loginLongestDelaySeconds: 900,
  /** Failures of an account from all addresses in the last hour that make the field app ask for a captcha. */
  loginAccountCeiling: 10,
  /** A failure older than this no longer counts. */
  loginFailureMemoryHours: 24,
  passwordHistory: 5,
  defaultPageSize: 10,
  maxPageSize: 100,
} as const;

export const DELAYS = {
  afterLoginRedirectMs: 1200,
  loginErrorMs: 5000,
  spinnerMs: 500,
  logoutAfterPasswordChangeMs: 2000,
} as const;

export const UPLOAD_KINDS = ['image', 'video', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Wanted particular types (spec 1 §3): 1-7 persons, 8-9 vehicles, 10 licence, 11-13 mobiles. */
export const WANTED_TYPE_GROUPS = {
  person: [1, 2, 3, 4, 5, 6, 7],
  vehicle: [8, 9],
  licence: [10],
  mobile: [11, 12, 13],
} as const;

/** Preventive action type ids that are externment (tadipar) orders (spec 2 §4, §9). */
export const EXTERNMENT_ACTION_IDS = [5, 6, 7] as const;
/** Crime status ids that reveal court details; 3 = convicted (spec 2 §3.5). */
export const COURT_STATUS_IDS = [2, 3] as const;
export const CONVICTED_STATUS_ID = 3;

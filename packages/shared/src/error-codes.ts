/** Error codes of the one error shape (architecture rule 3). */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** 409 with `candidates`: records that may be the same person (issue 16 §3, §6). */
  possibleDuplicate: 'POSSIBLE_DUPLICATE',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** With POSSIBLE_DUPLICATE: the records found, as `duplicateCandidateSchema` says. */
    candidates?: unknown[];
    /**
     * Numbers a message carries as `{{name}}` placeholders (i18next interpolation): the
     * message stays the i18n key and the client fills them in (decision 0055).
     */
    params?: Record<string, number | string>;
    requestId: string;
  };
}

/** Messages the server itself sends; each is also an i18n key on the web. */
export const MESSAGES = {
  invalidCredentials: 'Invalid Credentials!',
  captchaRequired: 'Please Checked Captcha!',
  captchaInvalid: 'Captcha verification failed, please try again.',
  loginThrottled:
    'Too many failed logins from this device. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  badRequest: 'Invalid request.',
  internal: 'Something went wrong. Please try again.',
  crossSite: 'Cross-site request refused.',
} as const;

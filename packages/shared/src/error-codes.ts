/** Error codes of the one error shape (DESIGN.md rule 3). */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
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
    requestId: string;
  };
}

/** Messages the server itself sends; each is also an i18n key on the web. */
export const MESSAGES = {
  invalidCredentials: 'Invalid Credentials!',
  captchaRequired: 'Please Checked Captcha!',
  captchaInvalid: 'Captcha verification failed, please try again.',
  accountLocked: 'Too many failed logins. This user id is locked for 15 minutes.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  badRequest: 'Invalid request.',
  internal: 'Something went wrong. Please try again.',
  crossSite: 'Cross-site request refused.',
} as const;

import { ERROR_CODES, MESSAGES, type ApiErrorBody, type ErrorCode } from '@cmis/shared';

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection.';

/** A failed call, carrying the server's one error shape (architecture rule 3). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly fields: Record<string, string>;
  readonly requestId: string | undefined;
  /** With POSSIBLE_DUPLICATE: the records that may be the same person, unchecked here. */
  readonly candidates: unknown[] | undefined;
  /** Values of the message's `{{name}}` placeholders: `t(error.message, error.params)`. */
  readonly params: Record<string, number | string> | undefined;

  constructor(
    status: number,
    code: ErrorCode | 'NETWORK',
    message: string,
    fields: Record<string, string> = {},
    requestId?: string,
    candidates?: unknown[],
    params?: Record<string, number | string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
    this.candidates = candidates;
    this.params = params;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is a FormData (uploads, lib/upload.ts). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The caller handles 401 itself (login, the session probe, logout). Every other 401 means
   * the session is gone and sends the user back to the login page.
   */
  allowUnauthorized?: boolean;
}

const ACTIVITY_KEY = 'cmis.lastApiActivity';
let lastActivity = Date.now();
const unauthorizedListeners = new Set<() => void>();

/** Called on any 401 the caller did not expect; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Time of the last successful call, from this tab or another: the server's idle window slides
 * on every call, so a call from any tab keeps the shared session alive.
 */
export function getLastActivity(): number {
  const shared = Number(localStorage.getItem(ACTIVITY_KEY) ?? 0);
  return Math.max(lastActivity, Number.isFinite(shared) ? shared : 0);
}

export function markActivity(at = Date.now()): void {
  lastActivity = at;
  try {
    localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // Private browsing may refuse storage; this tab's own clock still works.
  }
}

/** `/api` + path + the query without empty values; also the href of a streamed download. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return typeof error === 'object' && error !== null && 'message' in error;
}

function fallbackCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.badRequest;
    case 401:
      return ERROR_CODES.unauthenticated;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.tooLarge;
    case 415:
      return ERROR_CODES.unsupportedType;
    case 429:
      return ERROR_CODES.tooManyRequests;
    default:
      return ERROR_CODES.internal;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // A file upload: the browser writes the multipart content type with its boundary itself.
    body = options.body;
  } else if (method !== 'GET') {
    // The server refuses state-changing calls that are not JSON (its CSRF defence), so even a
    // call without a payload carries an empty JSON object.
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (response.ok) {
    markActivity();
    return payload as T;
  }

  if (response.status === 401 && !options.allowUnauthorized) {
    for (const listener of unauthorizedListeners) listener();
  }
  if (isErrorBody(payload)) {
    const { code, message, fields, requestId, candidates, params } = payload.error;
    throw new ApiError(
      response.status,
      code,
      message,
      fields ?? {},
      requestId,
      Array.isArray(candidates) ? candidates : undefined,
      typeof params === 'object' && params !== null ? params : undefined,
    );
  }
  throw new ApiError(
    response.status,
    fallbackCode(response.status),
    response.status >= 500 ? MESSAGES.internal : response.statusText || MESSAGES.internal,
  );
}

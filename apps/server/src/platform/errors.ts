import { ERROR_CODES, MESSAGES, type ApiErrorBody, type ErrorCode } from '@cmis/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isBadDataError } from '../db/errors.js';

/** An error a service throws on purpose; its message is shown to the user as is. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly candidates?: unknown[],
    /** Values of the message's `{{name}}` placeholders, sent as `params` (decision 0055). */
    readonly params?: Record<string, number | string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.badRequest, message, fields);
/** 400 whose message has `{{name}}` placeholders the client fills from `params`. */
export const badRequestWith = (message: string, params: Record<string, number | string>) =>
  new AppError(400, ERROR_CODES.badRequest, message, undefined, undefined, params);
export const unauthenticated = (message: string = MESSAGES.sessionExpired) =>
  new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);
/** 409 with the records that may be the same person, for the form to show. */
export const possibleDuplicate = (
  message: string,
  candidates: unknown[],
  fields?: Record<string, string>,
) => new AppError(409, ERROR_CODES.possibleDuplicate, message, fields, candidates);
export const tooLarge = (message: string, fields?: Record<string, string>) =>
  new AppError(413, ERROR_CODES.tooLarge, message, fields);
export const unsupportedType = (message: string, fields?: Record<string, string>) =>
  new AppError(415, ERROR_CODES.unsupportedType, message, fields);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) =>
  new AppError(429, ERROR_CODES.tooManyRequests, message);

export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  candidates?: unknown[],
  params?: Record<string, number | string>,
): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(candidates ? { candidates } : {}),
      ...(params ? { params } : {}),
      requestId: request.id,
    },
  };
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedType,
  429: ERROR_CODES.tooManyRequests,
};

const GENERIC_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.sessionExpired,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: MESSAGES.tooManyRequests,
};

/** Turns a zod issue list from the type provider into `{ field: message }`. */
function zodFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const issue = (v.params as { issue?: { path?: PropertyKey[]; message?: string } }).issue;
    // Nested fields are named with dots ('crimes.0.registerNumber'), as the web form names them.
    const name =
      issue?.path?.map(String).join('.') ||
      v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      '_';
    fields[name] ??= issue?.message ?? v.message ?? MESSAGES.badRequest;
  }
  return fields;
}

/**
 * Errors the router raises before any route or hook runs (a path that is not valid
 * percent-encoding or UTF-8, a path parameter over the router's length limit). Fastify
 * answers them with its own body unless told otherwise, which broke the one error shape
 * (issue 9 §2); the URL is not echoed back.
 */
export function frameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send(errorBody(request, ERROR_CODES.badRequest, MESSAGES.badRequest));
}

/** One error shape for every failure (architecture rule 3); a 500 never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(
          errorBody(
            request,
            error.code,
            error.message,
            error.fields,
            error.candidates,
            error.params,
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFields(error);
      const first = Object.values(fields)[0] ?? MESSAGES.badRequest;
      return reply.status(400).send(errorBody(request, ERROR_CODES.badRequest, first, fields));
    }
    if (isBadDataError(error)) {
      return reply
        .status(400)
        .send(errorBody(request, ERROR_CODES.badRequest, MESSAGES.badRequest));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? ERROR_CODES.badRequest;
      return reply
        .status(STATUS_CODES[status] ? status : 400)
        .send(errorBody(request, code, GENERIC_MESSAGES[status] ?? MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(request, ERROR_CODES.internal, MESSAGES.internal));
  });
}

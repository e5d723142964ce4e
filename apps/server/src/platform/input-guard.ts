import { MESSAGES } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** The path of the first string (key or value) holding U+0000, or null when there is none. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return [...path, '_'].join('.');
    const found = nulPath(v, [...path, k]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000, so a NUL byte anywhere in a path value, query or
 * JSON body can only fail. Left to the database it failed late: as a generic 400 at best,
 * and in a streamed export (GET /api/audit/export?entity=%00) after the headers were sent, a
 * download cut off half-way (issue 9 §2). Refused here, before validation and any service.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPath(part);
      if (field !== null) throw badRequest(MESSAGES.badRequest, { [field]: MESSAGES.badRequest });
    }
  });
}

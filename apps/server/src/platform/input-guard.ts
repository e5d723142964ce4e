import { MESSAGES } from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * The deepest JSON body a route takes is four levels (a crime's sections inside the
 * accused form); twenty leaves room and keeps every walk of a body short.
 */
export const MAX_JSON_DEPTH = 20;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read character by
 * character without parsing, so a body nested 150,000 deep (issue 17 §3) costs one pass
 * over its bytes and no recursion.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies are measured before they are parsed: the size by Fastify's body limit, the
 * depth here; only then does Fastify's own parser (with its prototype-poisoning guard)
 * build the object that the guards below walk.
 */
export function registerJsonBodyBounds(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(MESSAGES.badRequest), undefined);
      return;
    }
    void parse(request, text, done);
  });
}

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

import type { FastifyRequest } from 'fastify';
import { actorOf } from './access.js';
import type { Actor } from './actor.js';
import type { AuditContext } from './audit/audit.js';

/** The caller's address as the server saw it (behind TRUST_PROXY, the forwarded one). */
export function requestMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof ua === 'string' ? ua : null };
}

export function auditContext(request: FastifyRequest): AuditContext {
  return { actor: request.actor, ip: request.ip || null };
}

/**
 * The handler of a write to one record: the service gets its deps, the actor, the audit
 * context, the id of the path and the body.
 */
export function writeById<D, B, R>(
  deps: D,
  service: (deps: D, actor: Actor, audit: AuditContext, id: number, body: B) => R,
) {
  return (request: FastifyRequest<{ Params: { id: number }; Body: B }>) =>
    service(deps, actorOf(request), auditContext(request), request.params.id, request.body as B);
}

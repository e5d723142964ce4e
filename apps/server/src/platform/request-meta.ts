import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './audit/audit.js';

/** The caller's address as the server saw it (behind TRUST_PROXY, the forwarded one). */
export function requestMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof ua === 'string' ? ua : null };
}

export function auditContext(request: FastifyRequest): AuditContext {
  return { actor: request.actor, ip: request.ip || null };
}

import type { Executor } from '../../db/client.js';
import type { Actor } from '../actor.js';
import { insertAudit } from './audit.repo.js';

/** Secrets never reach the audit log, only the fact that they changed. */
const REDACTED = new Set(['password', 'passwordHash', 'confirmPassword', 'token', 'aadhaar']);

export interface AuditContext {
  actor: Actor | null;
  ip: string | null;
}

export function redact(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) out[k] = REDACTED.has(k) ? '[changed]' : v;
  return out;
}

/** Record a write (architecture rule 4); call it with the transaction that made the write. */
export async function audit(
  tx: Executor,
  ctx: AuditContext,
  entry: {
    entity: string;
    entityId: string | number;
    action: string;
    changes?: Record<string, unknown>;
    cityId?: number | null;
  },
): Promise<void> {
  await insertAudit(tx, {
    userId: ctx.actor?.userId ?? null,
    cityId: entry.cityId ?? ctx.actor?.cityId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: entry.changes ? redact(entry.changes) : undefined,
    ip: ctx.ip,
  });
}

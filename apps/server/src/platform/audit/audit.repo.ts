import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  userId: number | null;
  cityId: number | null;
  entity: string;
  entityId: string;
  action: string;
  changes?: Record<string, unknown> | undefined;
  ip: string | null;
}

export async function insertAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auditLog, patrolVisits, unitSettings } from '../db/schema/index.js';

/** Direct writes and reads of the patrol-visit integrity tests (decision 0055). */
export async function setPatrolSettings(
  db: Executor,
  cityId: number,
  s: { patrolMaxDistanceMeters: number; patrolRepeatMinutes: number },
): Promise<void> {
  await db
    .insert(unitSettings)
    .values({ cityId, ...s })
    .onConflictDoUpdate({ target: unitSettings.cityId, set: s });
}

export async function visitRow(db: Executor, id: number) {
  const rows = await db.select().from(patrolVisits).where(eq(patrolVisits.id, id));
  return rows[0];
}

export async function auditRows(db: Executor, entity: string, entityId: string, action: string) {
  return db
    .select({ changes: auditLog.changes, cityId: auditLog.cityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, entityId),
        eq(auditLog.action, action),
      ),
    );
}

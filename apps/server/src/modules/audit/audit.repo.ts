import { and, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { istMidnight } from '../../db/dates.js';
import { scopeWhere } from '../../db/scope.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  userid: users.userid,
  userName: users.name,
  role: users.role,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  changes: auditLog.changes,
  ip: auditLog.ip,
  cityId: auditLog.cityId,
};

type Filter = Omit<AuditQuery, 'page' | 'size'>;

/** Role 8 reads the whole log; role 4 the entries of its unit (audit_log.city_id). */
function whereOf(actor: Actor, f: Filter): SQL | undefined {
  return and(
    scopeWhere(actor, { cityId: auditLog.cityId }),
    f.userid ? eq(sql`lower(${users.userid})`, f.userid.toLowerCase()) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.from ? gte(auditLog.createdAt, istMidnight(f.from)) : undefined,
    f.to ? lt(auditLog.createdAt, istMidnight(f.to, 1)) : undefined,
  );
}

const toEntry = (r: Omit<AuditEntry, 'createdAt'> & { createdAt: Date }): AuditEntry => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

export async function listAudit(db: Executor, actor: Actor, q: AuditQuery) {
  const where = whereOf(actor, q);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where),
  ]);
  return { items: rows.map(toEntry), total: totals[0]?.total ?? 0 };
}

/** One batch for the export, newest first, continuing below `beforeId` (keyset paging). */
export async function auditBatch(
  db: Executor,
  actor: Actor,
  f: Filter,
  beforeId: number | null,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(whereOf(actor, f), beforeId === null ? undefined : lte(auditLog.id, beforeId - 1)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

export async function distinctEntities(db: Executor, actor: Actor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .where(scopeWhere(actor, { cityId: auditLog.cityId }))
    .orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}

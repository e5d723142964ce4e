import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export type OutboxChannel = (typeof outbox.$inferInsert)['channel'];
export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(
  tx: Executor,
  channel: OutboxChannel,
  payload: Record<string, unknown>,
): Promise<number> {
  const rows = await tx.insert(outbox).values({ channel, payload }).returning({ id: outbox.id });
  return rows[0]?.id ?? 0;
}

/**
 * Claims the messages due now: they are leased for five minutes in one statement with
 * FOR UPDATE SKIP LOCKED, so several servers never deliver the same message twice, and a
 * server that dies mid-delivery leaves them to be picked up again after the lease.
 */
export async function claimDue(db: Executor, limit: number, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Delivered: the secret parts of the payload are dropped, the rest stays as a record. */
export async function markSent(db: Executor, id: number, keptPayload: Record<string, unknown>) {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      payload: keptPayload,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, id));
}

export async function markRetry(
  db: Executor,
  id: number,
  error: string,
  nextAttemptAt: Date,
  giveUp: boolean,
) {
  await db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      nextAttemptAt,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, id));
}

export async function findOutbox(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0];
}

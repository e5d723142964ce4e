import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { externmentBreaches, outbox } from '../db/schema/index.js';

/** Reads the breach tests make (issue 20 item 2). */
export async function countBreachesOf(db: Executor, accusedId: number, kind?: string) {
  const rows = await db
    .select({ n: count() })
    .from(externmentBreaches)
    .where(
      and(
        eq(externmentBreaches.accusedId, accusedId),
        kind ? eq(externmentBreaches.kind, kind as 'checkin') : undefined,
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Queued pushes whose body names this text (the accused's name). */
export async function countPushesNaming(db: Executor, text: string) {
  const rows = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.channel, 'push'), sql`${outbox.payload}->>'body' like ${`%${text}%`}`));
  return rows[0]?.n ?? 0;
}

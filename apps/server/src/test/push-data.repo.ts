import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { appUsers, outbox, pushSubscriptions } from '../db/schema/index.js';

/** Direct writes and reads of the Web Push tests (issue 20; decision 0051). */
export async function insertFieldUser(
  db: Executor,
  v: { phone: string; cityId: number; stationId: number; status: 0 | 1 | 2; passwordHash: string },
): Promise<number> {
  const rows = await db
    .insert(appUsers)
    .values({ firstName: 'चाचणी', lastName: 'पुश', mustChangePassword: false, ...v })
    .returning({ id: appUsers.id });
  return rows[0]?.id ?? 0;
}

/** A subscription written past the API (an app user who cannot sign in, e.g. pending). */
export async function insertSubscription(
  db: Executor,
  appUserId: number,
  s: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ appUserId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
}

export async function subscriptionsByEndpoint(db: Executor, endpoint: string) {
  return db
    .select({ id: pushSubscriptions.id, appUserId: pushSubscriptions.appUserId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function outboxRow(db: Executor, id: number) {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id));
  return rows[0];
}

/** The outbox rows of the push channel after `afterId`, oldest first. */
export async function pushRowsAfter(db: Executor, afterId: number) {
  const rows = await db.select().from(outbox).where(eq(outbox.channel, 'push'));
  return rows.filter((r) => r.id > afterId).sort((a, b) => a.id - b.id);
}

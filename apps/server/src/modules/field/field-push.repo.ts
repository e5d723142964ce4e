import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * An endpoint belongs to the last app user who subscribed with it (a shared phone changes
 * hands); its keys are replaced, since a browser that subscribes again may have new ones.
 */
export async function upsertSubscription(
  db: Executor,
  appUserId: number,
  row: SubscriptionRow,
): Promise<number> {
  const rows = await db
    .insert(pushSubscriptions)
    .values({ appUserId, ...row })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { appUserId, p256dh: row.p256dh, auth: row.auth, lastSeenAt: new Date() },
    })
    .returning({ id: pushSubscriptions.id });
  return rows[0]?.id ?? 0;
}

/** Removes the app user's own subscription of this endpoint; its id, or null when none. */
export async function deleteOwnSubscription(
  db: Executor,
  appUserId: number,
  endpoint: string,
): Promise<number | null> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.appUserId, appUserId)),
    )
    .returning({ id: pushSubscriptions.id });
  return rows[0]?.id ?? null;
}

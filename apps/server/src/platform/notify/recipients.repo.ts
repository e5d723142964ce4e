import { and, eq, notLike } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUserDevices, appUsers, pushSubscriptions } from '../../db/schema/index.js';

/** Native-app device tokens of a station's approved app users (issue 20 alerts). */
export async function deviceTokensOfStation(db: Executor, stationId: number): Promise<string[]> {
  const rows = await db
    .select({ token: appUserDevices.token })
    .from(appUserDevices)
    .innerJoin(appUsers, eq(appUsers.id, appUserDevices.appUserId))
    // `pwa:` ids name a browser installation; the browser is reached by Web Push instead.
    .where(
      and(
        eq(appUsers.stationId, stationId),
        eq(appUsers.status, 1),
        notLike(appUserDevices.token, 'pwa:%'),
      ),
    );
  return rows.map((r) => r.token);
}

/** Web Push subscriptions of a station's approved app users (decision 0051). */
export async function pushSubscriptionsOfStation(
  db: Executor,
  stationId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(appUsers, eq(appUsers.id, pushSubscriptions.appUserId))
    .where(and(eq(appUsers.stationId, stationId), eq(appUsers.status, 1)))
    .orderBy(pushSubscriptions.id);
  return rows.map((r) => r.id);
}

/**
 * A subscription as the dispatcher sends to it, if it still exists and its app user is still
 * approved (a message queued before a suspension is not delivered after it).
 */
export async function findPushTarget(db: Executor, id: number) {
  const rows = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(appUsers, eq(appUsers.id, pushSubscriptions.appUserId))
    .where(and(eq(pushSubscriptions.id, id), eq(appUsers.status, 1)))
    .limit(1);
  return rows[0];
}

/** The push service said the subscription is gone (404/410). */
export async function deletePushSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

import { and, eq, notLike } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUserDevices, appUsers } from '../../db/schema/index.js';

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

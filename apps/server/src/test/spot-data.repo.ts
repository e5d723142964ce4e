import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { appUsers, patrolSpots, patrolVisits } from '../db/schema/index.js';

/** Direct writes for the patrol and spot report tests (decision 0026). */
export async function geotagTestSpot(db: Executor, spotId: number): Promise<void> {
  await db
    .update(patrolSpots)
    .set({ geotagged: true, latitude: 18.53, longitude: 73.84, geotaggedAt: new Date() })
    .where(eq(patrolSpots.id, spotId));
}

/** A patrol visit by the app user with this phone, stamped with that app user's unit and station. */
export async function insertTestVisit(
  db: Executor,
  spotId: number,
  phone: string,
  scannedAt: Date,
): Promise<void> {
  const [user] = await db
    .select({ id: appUsers.id, cityId: appUsers.cityId, stationId: appUsers.stationId })
    .from(appUsers)
    .where(eq(appUsers.phone, phone));
  if (!user) throw new Error(`no app user ${phone}`);
  await db.insert(patrolVisits).values({
    clientId: randomUUID(),
    spotId,
    appUserId: user.id,
    cityId: user.cityId,
    stationId: user.stationId,
    latitude: 18.53,
    longitude: 73.84,
    scannedAt,
  });
}

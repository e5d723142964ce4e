import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Visit } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { patrolSpots, patrolVisits } from '../../db/schema/index.js';

/** SQL of patrol visits from the field app (issue 5 §7; integrity rules: decision 0055). */

export async function findSpotByCode(db: Executor, code: string) {
  const rows = await db
    .select({
      id: patrolSpots.id,
      name: patrolSpots.name,
      cityId: patrolSpots.cityId,
      stationId: patrolSpots.stationId,
    })
    .from(patrolSpots)
    .where(eq(patrolSpots.code, code))
    .limit(1);
  return rows[0];
}

/**
 * The spot's position, its row locked until the transaction ends: two scans of one spot
 * (the first tag, the repeat window) are decided one after the other.
 */
export async function lockSpotPosition(db: Executor, spotId: number) {
  const rows = await db
    .select({
      geotagged: patrolSpots.geotagged,
      latitude: patrolSpots.latitude,
      longitude: patrolSpots.longitude,
    })
    .from(patrolSpots)
    .where(eq(patrolSpots.id, spotId))
    .for('update');
  return rows[0];
}

export async function findVisitByClientId(
  db: Executor,
  appUserId: number,
  clientId: string,
): Promise<Visit | undefined> {
  const rows = await db
    .select({
      id: patrolVisits.id,
      clientId: patrolVisits.clientId,
      spotId: patrolVisits.spotId,
      spotName: patrolSpots.name,
      counted: patrolVisits.counted,
      flagged: patrolVisits.flagged,
      distanceMeters: patrolVisits.distanceMeters,
      accuracyMeters: patrolVisits.accuracyMeters,
      scannedAt: patrolVisits.scannedAt,
      geotaggedAt: patrolSpots.geotaggedAt,
    })
    .from(patrolVisits)
    .innerJoin(patrolSpots, eq(patrolSpots.id, patrolVisits.spotId))
    .where(and(eq(patrolVisits.appUserId, appUserId), eq(patrolVisits.clientId, clientId)))
    .limit(1);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    clientId: r.clientId,
    spotId: r.spotId,
    spotName: r.spotName,
    // The first scan stamps the spot with its own scan time.
    geotagged: r.geotaggedAt?.getTime() === r.scannedAt.getTime(),
    counted: r.counted,
    flagged: r.flagged,
    distanceMeters: r.distanceMeters,
    accuracyMeters: r.accuracyMeters,
    scannedAt: r.scannedAt.toISOString(),
  };
}

/**
 * The latest counted scan of the spot by the app user within `minutes` either side of `at`
 * (a queue may deliver scans out of order); index `patrol_visits_spot_time_idx`.
 */
export async function countedScanNear(
  db: Executor,
  spotId: number,
  appUserId: number,
  at: Date,
  minutes: number,
): Promise<Date | null> {
  if (minutes <= 0) return null;
  const span = minutes * 60_000;
  const rows = await db
    .select({ scannedAt: patrolVisits.scannedAt })
    .from(patrolVisits)
    .where(
      and(
        eq(patrolVisits.spotId, spotId),
        eq(patrolVisits.appUserId, appUserId),
        eq(patrolVisits.counted, true),
        gt(patrolVisits.scannedAt, new Date(at.getTime() - span)),
        lt(patrolVisits.scannedAt, new Date(at.getTime() + span)),
      ),
    )
    .orderBy(desc(patrolVisits.scannedAt))
    .limit(1);
  return rows[0]?.scannedAt ?? null;
}

export async function insertVisit(db: Executor, row: typeof patrolVisits.$inferInsert) {
  const rows = await db
    .insert(patrolVisits)
    .values(row)
    .onConflictDoNothing({ target: [patrolVisits.appUserId, patrolVisits.clientId] })
    .returning({ id: patrolVisits.id, scannedAt: patrolVisits.scannedAt });
  return rows[0];
}

/** The first scan places the spot, with its fix's accuracy; later scans leave it. */
export async function geotagSpot(
  db: Executor,
  spotId: number,
  position: { latitude: number; longitude: number; accuracyMeters: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(patrolSpots)
    .set({
      geotagged: true,
      latitude: position.latitude,
      longitude: position.longitude,
      geotagAccuracyMeters: position.accuracyMeters,
      geotaggedAt: position.at,
    })
    .where(and(eq(patrolSpots.id, spotId), eq(patrolSpots.geotagged, false)))
    .returning({ id: patrolSpots.id });
  return rows.length === 1;
}

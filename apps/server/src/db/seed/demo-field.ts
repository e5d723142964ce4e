import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  accused,
  accusedHomeLocations,
  appUsers,
  gpsCheckins,
  patrolSpots,
  patrolVisits,
  policeStations,
  users,
} from '../schema/index.js';
import { FIELD_DEMO_USERS } from './demo-content.js';

/** Rough centres of the demo police stations, so check-ins fall where the station works. */
export const CENTRES: Record<string, [number, number]> = {
  Shivajinagar: [18.5308, 73.8475],
  Kothrud: [18.5074, 73.8077],
  Deccan: [18.5167, 73.8415],
  Swargate: [18.5018, 73.8636],
  Hadapsar: [18.5089, 73.926],
  Sitabuldi: [21.1458, 79.0882],
  Sadar: [21.1612, 79.079],
  Dhantoli: [21.1357, 79.085],
};

const FOUND_NOTES = [
  'घरी मिळाला, चौकशी केली',
  'Found at home, warned to report weekly',
  'कामावर मिळाला',
  'Present at the given address',
];
const NOT_FOUND_NOTES = [
  'घर बंद होते, शेजाऱ्यांकडे चौकशी केली',
  'Not at home; mother says he went to Mumbai',
  'पत्त्यावर मिळाला नाही',
  'House locked',
];

function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

/** Metres to degrees near the given latitude. */
const offset = (lat: number, north: number, east: number): [number, number] => [
  north / 110_574,
  east / (111_320 * Math.cos((lat * Math.PI) / 180)),
];

/**
 * Issue 5 §3, §7 demo data: GPS check-ins over the last 30 days by the field demo users on
 * accused of their stations (some found, some not, a few homes locked), and patrol visits
 * on the patrol spots that exist (none is fine); the first visit of a spot geotags it.
 * Written once: skipped when check-ins exist.
 */
export async function seedDemoField(db: Db): Promise<void> {
  const existing = await db.select({ n: count() }).from(gpsCheckins);
  if ((existing[0]?.n ?? 0) > 0) return;
  const r = prng(5_2026);
  const now = Date.now();
  const dayMs = 86_400_000;

  for (const demo of FIELD_DEMO_USERS) {
    const user = (
      await db
        .select({ id: appUsers.id, cityId: appUsers.cityId, stationId: appUsers.stationId })
        .from(appUsers)
        .where(eq(appUsers.phone, demo.phone))
    )[0];
    const centre = CENTRES[demo.station];
    if (!user || !centre) continue;
    const officer = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.stationId, user.stationId), eq(users.role, '2')))
        .limit(1)
    )[0];
    const list = await db
      .select({ id: accused.id })
      .from(accused)
      .where(
        and(
          eq(accused.active, true),
          or(eq(accused.stationId, user.stationId), eq(accused.addressStationId, user.stationId)),
        ),
      )
      .orderBy(asc(accused.id))
      .limit(8);

    for (const [index, a] of list.entries()) {
      const [dn, de] = offset(centre[0], r.int(-1500, 1500), r.int(-1500, 1500));
      const home: [number, number] = [centre[0] + dn, centre[1] + de];
      const visits = r.int(1, 5);
      let first: [number, number] | null = null;
      for (let v = 0; v < visits; v++) {
        const found = r.next() < 0.65;
        const spread = found ? 40 : 600;
        const [pn, pe] = offset(home[0], r.int(-spread, spread), r.int(-spread, spread));
        const position: [number, number] = [home[0] + pn, home[1] + pe];
        first ??= position;
        // The first accused of each station is checked today, so the report opens with rows.
        const daysAgo = index < 2 && v === 0 ? 0 : r.int(0, 29);
        const capturedAt = new Date(now - daysAgo * dayMs - r.int(0, 8) * 3_600_000);
        await db.insert(gpsCheckins).values({
          clientId: randomUUID(),
          accusedId: a.id,
          appUserId: user.id,
          cityId: user.cityId,
          stationId: user.stationId,
          latitude: position[0],
          longitude: position[1],
          accuracyMeters: r.int(5, 30),
          found,
          details: r.pick(found ? FOUND_NOTES : NOT_FOUND_NOTES),
          capturedAt,
          receivedAt: capturedAt,
        });
      }
      if (first && index % 3 === 0) {
        await db
          .insert(accusedHomeLocations)
          .values({
            accusedId: a.id,
            latitude: first[0],
            longitude: first[1],
            locked: true,
            changedBy: officer?.id ?? null,
          })
          .onConflictDoNothing();
      }
    }
  }

  await seedDemoVisits(db, r, now, dayMs);
}

async function seedDemoVisits(db: Db, r: ReturnType<typeof prng>, now: number, dayMs: number) {
  const existing = await db.select({ n: count() }).from(patrolVisits);
  if ((existing[0]?.n ?? 0) > 0) return;
  const phones = FIELD_DEMO_USERS.map((u) => u.phone);
  const fieldUsers = await db
    .select({ id: appUsers.id, stationId: appUsers.stationId, nameEn: policeStations.nameEn })
    .from(appUsers)
    .innerJoin(policeStations, eq(policeStations.id, appUsers.stationId))
    .where(inArray(appUsers.phone, phones));
  const spots = await db.select().from(patrolSpots).orderBy(asc(patrolSpots.id));
  const seen = new Map<number, number>();
  for (const spot of spots) {
    // Every fourth spot of a station has had no round yet, so the patrol and spot reports
    // (decision 0026) show spots not visited, and some never tagged, next to busy ones.
    const nth = seen.get(spot.stationId) ?? 0;
    seen.set(spot.stationId, nth + 1);
    if (nth % 4 === 3) continue;
    const user = fieldUsers.find((u) => u.stationId === spot.stationId);
    const centre = user && CENTRES[user.nameEn];
    if (!user || !centre) continue;
    const [dn, de] = offset(centre[0], r.int(-1200, 1200), r.int(-1200, 1200));
    const place: [number, number] =
      spot.latitude !== null && spot.longitude !== null
        ? [spot.latitude, spot.longitude]
        : [centre[0] + dn, centre[1] + de];
    const times = Array.from({ length: r.int(1, 4) }, () => now - r.int(0, 29) * dayMs)
      .sort((x, y) => x - y)
      .map((t) => new Date(t));
    for (const [i, scannedAt] of times.entries()) {
      const [jn, je] = offset(place[0], r.int(-15, 15), r.int(-15, 15));
      const position: [number, number] = [place[0] + jn, place[1] + je];
      await db.insert(patrolVisits).values({
        clientId: randomUUID(),
        spotId: spot.id,
        appUserId: user.id,
        cityId: spot.cityId,
        stationId: user.stationId,
        latitude: position[0],
        longitude: position[1],
        scannedAt,
        receivedAt: scannedAt,
      });
      if (i === 0 && !spot.geotagged) {
        await db
          .update(patrolSpots)
          .set({
            geotagged: true,
            latitude: position[0],
            longitude: position[1],
            geotaggedAt: scannedAt,
          })
          .where(and(eq(patrolSpots.id, spot.id), eq(patrolSpots.geotagged, false)));
      }
    }
  }
}

import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { refreshPreventiveCount } from '../modules/accused/preventive.repo.js';
import {
  accused,
  appUsers,
  gpsCheckins,
  patrolVisits,
  policeStations,
  preventiveActionTypes,
  preventiveActions,
  religions,
} from '../db/schema/index.js';

/** Direct writes the analytical dashboard's tests use (modules/analytics). */
type Place = { cityId: number; stationId: number };

export async function stationCount(db: Executor, cityId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(policeStations)
    .where(eq(policeStations.cityId, cityId));
  return rows[0]?.n ?? 0;
}

export async function countAppUsersOf(db: Executor, stationId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(appUsers)
    .where(eq(appUsers.stationId, stationId));
  return rows[0]?.n ?? 0;
}

let phone = 7_100_000_000;

/** An app user of the place, registered at `createdAt`. */
export async function insertAppUserAt(db: Executor, place: Place, createdAt: Date) {
  const rows = await db
    .insert(appUsers)
    .values({
      firstName: 'विश्लेषण',
      lastName: 'चाचणी',
      phone: String(phone++),
      status: 1,
      ...place,
      createdAt,
    })
    .returning({ id: appUsers.id });
  return rows[0]?.id ?? 0;
}

/** Any app user of the place (every seeded station has one after `insertAppUserAt`). */
async function appUserOf(db: Executor, place: Place): Promise<number> {
  const rows = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(and(eq(appUsers.cityId, place.cityId), eq(appUsers.stationId, place.stationId)))
    .limit(1);
  return rows[0]?.id ?? insertAppUserAt(db, place, new Date('2000-01-01T00:00:00Z'));
}

/** An accused entered by the place at `createdAt` with `crimeCount` crimes (the derived count). */
export async function insertAccusedAt(
  db: Executor,
  place: Place,
  createdAt: Date,
  crimeCount: number,
): Promise<number> {
  const religion = await db.select({ id: religions.id }).from(religions).limit(1);
  const rows = await db
    .insert(accused)
    .values({
      name: 'विश्लेषण आरोपी',
      nameEn: 'Analytics accused',
      age: 30,
      religionId: religion[0]?.id ?? 1,
      address: 'Test address',
      addressStateId: 1,
      addressCityId: place.cityId,
      addressStationId: place.stationId,
      historySheeter: 2,
      crimeCount,
      ...place,
      createdAt,
    })
    .returning({ id: accused.id });
  return rows[0]?.id ?? 0;
}

/** A GPS check-in by the place's field staff at `capturedAt`. */
export async function insertCheckinAt(db: Executor, place: Place, capturedAt: Date) {
  const accusedId = await insertAccusedAt(db, place, new Date('2000-01-01T00:00:00Z'), 1);
  await db.insert(gpsCheckins).values({
    clientId: randomUUID(),
    accusedId,
    appUserId: await appUserOf(db, place),
    ...place,
    latitude: 18.5,
    longitude: 73.8,
    found: true,
    capturedAt,
  });
}

/** A preventive action of the place running from `dateFrom` (YYYY-MM-DD). */
export async function insertPreventiveFrom(db: Executor, place: Place, dateFrom: string) {
  const accusedId = await insertAccusedAt(db, place, new Date('2000-01-01T00:00:00Z'), 1);
  const type = await db.select({ id: preventiveActionTypes.id }).from(preventiveActionTypes);
  await db.insert(preventiveActions).values({
    accusedId,
    actionTypeId: type[0]?.id ?? 1,
    chapterCase: '1',
    chapterYear: Number(dateFrom.slice(0, 4)),
    bondDate: dateFrom,
    dateFrom,
    dateTo: '2999-12-31',
    ...place,
  });
  await refreshPreventiveCount(db, accusedId);
}

/** A patrol visit (QR scan) of `spotId` by the place's field staff at `scannedAt`. */
export async function insertVisitAt(db: Executor, place: Place, spotId: number, scannedAt: Date) {
  await db.insert(patrolVisits).values({
    clientId: randomUUID(),
    spotId,
    appUserId: await appUserOf(db, place),
    ...place,
    latitude: 18.5,
    longitude: 73.8,
    scannedAt,
  });
}

/** Moves every app user already there (the seeded ones) to a registration day of `at`. */
export async function backdateAppUsers(db: Executor, at: Date) {
  await db.update(appUsers).set({ createdAt: at });
}

import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { refreshNameTerms } from '../modules/accused/name-terms.service.js';
import {
  accused,
  appUserDevices,
  appUsers,
  gpsCheckins,
  patrolSpots,
  patrolVisits,
  policeStations,
  religions,
  spotTypes,
} from '../db/schema/index.js';

/** Direct writes and reads the field and GPS tests use (issue 5 §3, §7). */
export async function stationIdOf(db: Executor, nameEn: string): Promise<number> {
  const rows = await db
    .select({ id: policeStations.id })
    .from(policeStations)
    .where(eq(policeStations.nameEn, nameEn))
    .limit(1);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no station ${nameEn}`);
  return id;
}

export async function insertTestAccused(
  db: Executor,
  row: { name: string; cityId: number; stationId: number; addressStationId?: number },
): Promise<number> {
  const religion = await db.select({ id: religions.id }).from(religions).limit(1);
  const rows = await db
    .insert(accused)
    .values({
      name: row.name,
      nameEn: row.name,
      age: 30,
      religionId: religion[0]?.id ?? 1,
      address: 'Test address',
      addressStateId: 1,
      addressCityId: row.cityId,
      addressStationId: row.addressStationId ?? row.stationId,
      historySheeter: 1,
      cityId: row.cityId,
      stationId: row.stationId,
    })
    .returning({ id: accused.id });
  const id = rows[0]?.id ?? 0;
  // Written past the service: its search terms are made as start-up would make them.
  await refreshNameTerms(db, id);
  return id;
}

export async function insertTestSpot(
  db: Executor,
  row: { code: string; name: string; cityId: number; stationId: number },
): Promise<number> {
  const type = await db.select({ id: spotTypes.id }).from(spotTypes).limit(1);
  const rows = await db
    .insert(patrolSpots)
    .values({
      ...row,
      landmark: 'Near the bus stop',
      spotTypeId: type[0]?.id ?? 1,
      spotTime: 'night',
      patrollingPerson: 'Beat marshal',
      stateId: 1,
      createdRole: '2',
    })
    .returning({ id: patrolSpots.id });
  return rows[0]?.id ?? 0;
}

export async function findSpot(db: Executor, id: number) {
  const rows = await db.select().from(patrolSpots).where(eq(patrolSpots.id, id));
  return rows[0];
}

export async function countCheckins(db: Executor, accusedId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(gpsCheckins)
    .where(eq(gpsCheckins.accusedId, accusedId));
  return rows[0]?.n ?? 0;
}

export async function countVisits(db: Executor, spotId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(patrolVisits)
    .where(eq(patrolVisits.spotId, spotId));
  return rows[0]?.n ?? 0;
}

export async function appUserIdOf(db: Executor, phone: string): Promise<number> {
  const rows = await db.select({ id: appUsers.id }).from(appUsers).where(eq(appUsers.phone, phone));
  return rows[0]?.id ?? 0;
}

export async function setMustChangePassword(db: Executor, phone: string, value: boolean) {
  await db.update(appUsers).set({ mustChangePassword: value }).where(eq(appUsers.phone, phone));
}

export async function countDevices(db: Executor, appUserId: number, token: string) {
  const rows = await db
    .select({ n: count() })
    .from(appUserDevices)
    .where(and(eq(appUserDevices.appUserId, appUserId), eq(appUserDevices.token, token)));
  return rows[0]?.n ?? 0;
}

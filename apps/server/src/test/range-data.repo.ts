import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { refreshPreventiveCount } from '../modules/accused/preventive.repo.js';
import {
  accused,
  appUsers,
  arrests,
  crimeStatuses,
  crimeTitles,
  crimes,
  currentStatuses,
  files,
  gpsCheckins,
  patrolVisits,
  preventiveActionTypes,
  preventiveActions,
  summons,
} from '../db/schema/index.js';
import { insertTestAccused, insertTestSpot } from './field-data.repo.js';

/**
 * Direct writes for the date-range report's tests (decision 0028): each record at a chosen
 * moment or day, which the API cannot back-date (an accused's entry time is the server's).
 */
export interface Place {
  cityId: number;
  stationId: number;
}

async function firstId(db: Executor, table: typeof crimeTitles | typeof crimeStatuses) {
  const rows = await db.select({ id: table.id }).from(table).limit(1);
  return rows[0]?.id ?? 1;
}

/** An accused entered by `place` at `createdAt`. */
export async function accusedEnteredAt(db: Executor, place: Place, createdAt: Date) {
  const id = await insertTestAccused(db, { name: 'कालावधी चाचणी', ...place });
  await db.update(accused).set({ createdAt }).where(eq(accused.id, id));
  return id;
}

/** A crime of `accusedId` registered at `place` on `day` (YYYY-MM-DD). */
export async function crimeRegisteredOn(
  db: Executor,
  accusedId: number,
  place: Place,
  day: string,
) {
  const rows = await db
    .insert(crimes)
    .values({
      accusedId,
      stateId: 1,
      ...place,
      registerNumber: randomUUID().slice(0, 6),
      registerYear: Number(day.slice(0, 4)),
      registeredOn: day,
      crimeTitleId: await firstId(db, crimeTitles),
      statusId: await firstId(db, crimeStatuses),
    })
    .returning({ id: crimes.id });
  return rows[0]?.id ?? 0;
}

export async function arrestAt(
  db: Executor,
  v: { accusedId: number; crimeId: number; cityId: number; at: Date },
) {
  const status = await db.select({ id: currentStatuses.id }).from(currentStatuses).limit(1);
  await db.insert(arrests).values({
    accusedId: v.accusedId,
    crimeId: v.crimeId,
    cityId: v.cityId,
    currentStatusId: status[0]?.id ?? 1,
    arrestedAt: v.at,
    courtAt: new Date(v.at.getTime() + 86_400_000),
  });
}

export async function preventiveFrom(db: Executor, accusedId: number, place: Place, day: string) {
  const type = await db
    .select({ id: preventiveActionTypes.id })
    .from(preventiveActionTypes)
    .limit(1);
  await db.insert(preventiveActions).values({
    accusedId,
    actionTypeId: type[0]?.id ?? 1,
    chapterCase: '1',
    chapterYear: Number(day.slice(0, 4)),
    bondDate: day,
    dateFrom: day,
    dateTo: `${day.slice(0, 4)}-12-31`,
    ...place,
  });
  await refreshPreventiveCount(db, accusedId);
}

/** An approved app user of `place`, for check-ins and patrol visits. */
export async function appUserOf(db: Executor, place: Place, phone: string) {
  const rows = await db
    .insert(appUsers)
    .values({ firstName: 'चाचणी', lastName: 'ॲप', phone, status: 1, ...place })
    .returning({ id: appUsers.id });
  return rows[0]?.id ?? 0;
}

export async function checkinAt(
  db: Executor,
  v: { accusedId: number; appUserId: number; place: Place; at: Date },
) {
  await db.insert(gpsCheckins).values({
    clientId: randomUUID(),
    accusedId: v.accusedId,
    appUserId: v.appUserId,
    ...v.place,
    latitude: 18.5,
    longitude: 73.8,
    found: true,
    capturedAt: v.at,
  });
}

export async function spotOf(db: Executor, place: Place, code: string) {
  return insertTestSpot(db, { code, name: 'चाचणी ठिकाण', ...place });
}

export async function visitAt(
  db: Executor,
  v: { spotId: number; appUserId: number; place: Place; at: Date },
) {
  await db.insert(patrolVisits).values({
    clientId: randomUUID(),
    spotId: v.spotId,
    appUserId: v.appUserId,
    ...v.place,
    latitude: 18.5,
    longitude: 73.8,
    scannedAt: v.at,
  });
}

/** A summons the unit received on `day` and assigned to the station of `place`. */
export async function summonsReceivedOn(db: Executor, place: Place, day: string) {
  const fileId = randomUUID();
  await db.insert(files).values({
    id: fileId,
    storageKey: `test/${fileId}`,
    kind: 'pdf',
    mime: 'application/pdf',
    size: 1,
    originalName: 'register.pdf',
    ...place,
  });
  await db.insert(summons).values({
    serialNo: '1',
    receivedOn: day,
    courtName: 'चाचणी न्यायालय',
    crimeNo: '1',
    caseNo: '1',
    crimeType: 1,
    assignedOn: day,
    partyType: 1,
    partyName: 'चाचणी',
    partyAddress: 'पत्ता',
    stateId: 1,
    ...place,
    registerFileId: fileId,
  });
}

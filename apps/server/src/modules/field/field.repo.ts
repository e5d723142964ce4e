import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Checkin, FieldAccused } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import {
  accused,
  appUserDevices,
  appUsers,
  crimes,
  files,
  gpsCheckins,
} from '../../db/schema/index.js';
import { queryWords } from '../accused/name-match/name-keys.js';
import { matchRank, nameMatches, reaching, type Reach } from '../accused/name-search.repo.js';

export async function findAppUserByPhone(db: Executor, phone: string) {
  const rows = await db
    .select({ id: appUsers.id, passwordHash: appUsers.passwordHash, status: appUsers.status })
    .from(appUsers)
    .where(eq(appUsers.phone, phone))
    .limit(1);
  return rows[0];
}

export async function findPasswordHash(db: Executor, appUserId: number) {
  const rows = await db
    .select({ passwordHash: appUsers.passwordHash })
    .from(appUsers)
    .where(eq(appUsers.id, appUserId))
    .limit(1);
  return rows[0]?.passwordHash ?? null;
}

export async function setPassword(db: Executor, appUserId: number, passwordHash: string) {
  await db
    .update(appUsers)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(appUsers.id, appUserId));
}

/**
 * The accused a station checks (decision 0011's station rule): entered by the station, or
 * living in its limits, or with a crime registered there. Only active records.
 */
export function stationAccused(stationId: number): SQL {
  return and(
    eq(accused.active, true),
    or(
      eq(accused.stationId, stationId),
      eq(accused.addressStationId, stationId),
      sql`exists (select 1 from ${crimes} where ${crimes.accusedId} = ${accused.id} and ${crimes.stationId} = ${stationId})`,
    ),
  ) as SQL;
}

export function listStationAccused(
  db: Executor,
  stationId: number,
  q: { search?: string | undefined; page: number; size: number },
): Promise<{ items: FieldAccused[]; total: number }> {
  return reaching(
    q.search,
    (reach) => stationPage(db, stationId, q, reach),
    (page) => page.total > 0,
  );
}

async function stationPage(
  db: Executor,
  stationId: number,
  q: { search?: string | undefined; page: number; size: number },
  reach: Reach,
): Promise<{ items: FieldAccused[]; total: number }> {
  const where = stationAccused(stationId);
  // The officers' name search (decision 0038): any word, spelling or script, best first.
  const words = q.search ? queryWords(q.search) : null;
  const match = words
    ? {
        table: sql`${nameMatches(words, null, reach)} as name_match`,
        on: sql`name_match.accused_id = ${accused.id}`,
      }
    : null;
  const page = db
    .select({
      id: accused.id,
      name: accused.name,
      nameEn: accused.nameEn,
      age: accused.age,
      address: accused.address,
      photoId: sql<string | null>`${accused.photoIds}[1]`,
      // Aliased: inside a select list the columns would not be qualified by table.
      lastCheckinAt: sql<Date | null>`(select max(g.captured_at) from gps_checkins g where g.accused_id = "accused"."id" and g.station_id = ${stationId})`,
      checkinCount: sql<number>`(select count(*)::int from gps_checkins g where g.accused_id = "accused"."id" and g.station_id = ${stationId})`,
    })
    .from(accused)
    .$dynamic();
  const counted = db.select({ total: count() }).from(accused).$dynamic();
  if (match) {
    page.innerJoin(match.table, match.on);
    counted.innerJoin(match.table, match.on);
  }
  const [rows, totals] = await Promise.all([
    page
      .where(where)
      .orderBy(
        ...(match ? [desc(matchRank('name_match'))] : []),
        asc(accused.name),
        asc(accused.id),
      )
      .limit(q.size)
      .offset(q.page * q.size),
    counted.where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameEn: r.nameEn,
      age: r.age,
      address: r.address,
      photoUrl: r.photoId ? `/api/field/accused/${r.id}/photo` : null,
      lastCheckinAt: r.lastCheckinAt ? new Date(r.lastCheckinAt).toISOString() : null,
      checkinCount: Number(r.checkinCount),
    })),
    total: totals[0]?.total ?? 0,
  };
}

export async function isStationAccused(db: Executor, stationId: number, accusedId: number) {
  const rows = await db
    .select({ id: accused.id })
    .from(accused)
    .where(and(eq(accused.id, accusedId), stationAccused(stationId)))
    .limit(1);
  return rows.length === 1;
}

/** The first photo of an accused the station checks, for the field list. */
export async function findStationAccusedPhoto(db: Executor, stationId: number, accusedId: number) {
  const rows = await db
    .select({
      storageKey: files.storageKey,
      mime: files.mime,
      size: files.size,
      originalName: files.originalName,
    })
    .from(accused)
    .innerJoin(files, sql`${files.id} = ${accused.photoIds}[1]`)
    .where(and(eq(accused.id, accusedId), stationAccused(stationId)))
    .limit(1);
  return rows[0];
}

const checkinColumns = {
  id: gpsCheckins.id,
  clientId: gpsCheckins.clientId,
  accusedId: gpsCheckins.accusedId,
  latitude: gpsCheckins.latitude,
  longitude: gpsCheckins.longitude,
  found: gpsCheckins.found,
  details: gpsCheckins.details,
  photoId: gpsCheckins.photoId,
  capturedAt: gpsCheckins.capturedAt,
  receivedAt: gpsCheckins.receivedAt,
};

interface CheckinRow {
  id: number;
  clientId: string;
  accusedId: number;
  latitude: number;
  longitude: number;
  found: boolean;
  details: string;
  photoId: string | null;
  capturedAt: Date;
  receivedAt: Date;
}

function toCheckin(r: CheckinRow): Checkin {
  return {
    id: r.id,
    clientId: r.clientId,
    accusedId: r.accusedId,
    latitude: r.latitude,
    longitude: r.longitude,
    found: r.found,
    details: r.details,
    photoUrl: r.photoId ? `/api/files/${r.photoId}` : null,
    capturedAt: r.capturedAt.toISOString(),
    receivedAt: r.receivedAt.toISOString(),
  };
}

export async function findCheckinByClientId(db: Executor, appUserId: number, clientId: string) {
  const rows = await db
    .select(checkinColumns)
    .from(gpsCheckins)
    .where(and(eq(gpsCheckins.appUserId, appUserId), eq(gpsCheckins.clientId, clientId)))
    .limit(1);
  return rows[0] && toCheckin(rows[0]);
}

/**
 * Inserts unless the device already sent this client id; undefined means it had. Call it in
 * a transaction. gps_checkins is partitioned by captured_at, so its unique index has to carry
 * captured_at and alone would let one client id in twice with two different capture times
 * (decision 0036). A transaction-scoped advisory lock on (app user, client id) serialises two
 * sends of one item; the second then finds the first. The unique index still stops an exact
 * replay that slips past (same capture time), as before partitioning.
 */
export async function insertCheckin(db: Executor, row: typeof gpsCheckins.$inferInsert) {
  await db.execute(sql`select pg_advisory_xact_lock(${row.appUserId}, hashtext(${row.clientId}))`);
  if (await findCheckinByClientId(db, row.appUserId, row.clientId)) return undefined;
  const rows = await db
    .insert(gpsCheckins)
    .values(row)
    .onConflictDoNothing({
      target: [gpsCheckins.appUserId, gpsCheckins.clientId, gpsCheckins.capturedAt],
    })
    .returning(checkinColumns);
  return rows[0] && toCheckin(rows[0]);
}

/** A photo the same app user uploaded, not yet used by another check-in. */
export async function isOwnUnusedPhoto(db: Executor, appUserId: number, fileId: string) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.uploadedByAppUser, appUserId),
        sql`not exists (select 1 from ${gpsCheckins} where ${gpsCheckins.photoId} = ${files.id})`,
        // A sighting's photo is not a check-in's (issue 20).
        sql`not exists (select 1 from field_sightings s where s.photo_id = ${files.id})`,
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function insertFieldFile(db: Executor, row: typeof files.$inferInsert) {
  await db.insert(files).values(row);
}

/** A token belongs to the last app user who registered it (a shared phone changes hands). */
export async function upsertDevice(db: Executor, appUserId: number, token: string) {
  const rows = await db
    .insert(appUserDevices)
    .values({ appUserId, token })
    .onConflictDoUpdate({
      target: appUserDevices.token,
      set: { appUserId, lastSeenAt: new Date() },
    })
    .returning({ id: appUserDevices.id });
  return rows[0]?.id ?? 0;
}

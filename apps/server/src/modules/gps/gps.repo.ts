import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { GpsRecord } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { istMidnight } from '../../db/dates.js';
import { scopeWhere } from '../../db/scope.js';
import {
  accused,
  accusedHomeLocations,
  appUsers,
  gpsCheckins,
  policeStations,
} from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';

/** Check-ins are the app user's station's: role 4 reads its city, role 2 its station. */
const scopeOf = (actor: Actor) =>
  scopeWhere(actor, { cityId: gpsCheckins.cityId, stationId: gpsCheckins.stationId });

/**
 * Great-circle distance in metres (haversine, mean Earth radius) from the locked home
 * address, computed by the database; null while the address is not locked.
 */
const distanceFromHome = sql<
  number | null
>`case when ${accusedHomeLocations.locked} then round((2 * 6371000 * asin(least(1, sqrt(
  power(sin(radians(${gpsCheckins.latitude} - ${accusedHomeLocations.latitude}) / 2), 2)
  + cos(radians(${accusedHomeLocations.latitude})) * cos(radians(${gpsCheckins.latitude}))
  * power(sin(radians(${gpsCheckins.longitude} - ${accusedHomeLocations.longitude}) / 2), 2)))))::numeric, 1)::float8 end`;

const columns = {
  id: gpsCheckins.id,
  accusedId: gpsCheckins.accusedId,
  name: accused.name,
  nameEn: accused.nameEn,
  stationMr: policeStations.nameMr,
  stationEn: policeStations.nameEn,
  firstName: appUsers.firstName,
  lastName: appUsers.lastName,
  userPhone: appUsers.phone,
  photoId: gpsCheckins.photoId,
  capturedAt: gpsCheckins.capturedAt,
  receivedAt: gpsCheckins.receivedAt,
  latitude: gpsCheckins.latitude,
  longitude: gpsCheckins.longitude,
  found: gpsCheckins.found,
  details: gpsCheckins.details,
  distanceMeters: distanceFromHome,
};

interface Row {
  id: number;
  accusedId: number;
  name: string;
  nameEn: string;
  stationMr: string;
  stationEn: string;
  firstName: string;
  lastName: string;
  userPhone: string;
  photoId: string | null;
  capturedAt: Date;
  receivedAt: Date;
  latitude: number;
  longitude: number;
  found: boolean;
  details: string;
  distanceMeters: number | null;
  counts: number;
}

function toRecord(r: Row): GpsRecord {
  return {
    id: r.id,
    accusedId: r.accusedId,
    name: r.name,
    nameEn: r.nameEn,
    stationName: { mr: r.stationMr, en: r.stationEn },
    userName: `${r.firstName} ${r.lastName}`.trim(),
    userPhone: r.userPhone,
    photoUrl: r.photoId ? `/api/files/${r.photoId}` : null,
    capturedAt: new Date(r.capturedAt).toISOString(),
    receivedAt: new Date(r.receivedAt).toISOString(),
    latitude: r.latitude,
    longitude: r.longitude,
    found: r.found,
    details: r.details,
    counts: Number(r.counts),
    distanceMeters: r.distanceMeters === null ? null : Number(r.distanceMeters),
  };
}

function rangeWhere(actor: Actor, range: { from: string; to: string }): SQL | undefined {
  return and(
    scopeOf(actor),
    gte(gpsCheckins.capturedAt, istMidnight(range.from)),
    lt(gpsCheckins.capturedAt, istMidnight(range.to, 1)),
  );
}

function baseQuery(db: Executor, countsOver: SQL) {
  return db
    .select({ ...columns, counts: countsOver })
    .from(gpsCheckins)
    .innerJoin(accused, eq(accused.id, gpsCheckins.accusedId))
    .innerJoin(appUsers, eq(appUsers.id, gpsCheckins.appUserId))
    .innerJoin(policeStations, eq(policeStations.id, gpsCheckins.stationId))
    .leftJoin(accusedHomeLocations, eq(accusedHomeLocations.accusedId, gpsCheckins.accusedId));
}

/** Per accused, how many check-ins the same range and scope hold (spec 1 §3 counts). */
const countsInRange = sql<number>`(count(*) over (partition by ${gpsCheckins.accusedId}))::int`;

export async function listGps(
  db: Executor,
  actor: Actor,
  q: { from: string; to: string; page: number; size: number },
): Promise<{ items: GpsRecord[]; total: number }> {
  const where = rangeWhere(actor, q);
  const [rows, totals] = await Promise.all([
    baseQuery(db, countsInRange)
      .where(where)
      .orderBy(desc(gpsCheckins.capturedAt), desc(gpsCheckins.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(gpsCheckins).where(where),
  ]);
  return { items: (rows as Row[]).map(toRecord), total: totals[0]?.total ?? 0 };
}

/**
 * Per accused, the check-ins of the export's range and scope (its "Counts" column), read in
 * one grouped pass before the batches. Asked per batch, it probed every monthly partition
 * for each accused of each batch: 220 ms a batch, most of a 100,000-row export's time.
 * One entry per accused of the export: at most the sheet's rows.
 */
export async function countsByAccused(
  db: Executor,
  actor: Actor,
  range: { from: string; to: string },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ accusedId: gpsCheckins.accusedId, n: count() })
    .from(gpsCheckins)
    .where(rangeWhere(actor, range))
    .groupBy(gpsCheckins.accusedId);
  return new Map(rows.map((r) => [r.accusedId, r.n]));
}

/** A check-in of an export batch as read; `exportRecord` makes it a GpsRecord. */
export type GpsExportRow = Omit<Row, 'counts'>;

/**
 * One export batch after the last row read, in the list's order (keyset on time and id).
 * The rows stay as read until each is written (`exportRecord`): a batch of GpsRecords
 * lives while the whole batch is written, and V8 then allocates every later one in the
 * old generation, which only a full collection empties (issue 19).
 */
export async function gpsBatch(
  db: Executor,
  actor: Actor,
  range: { from: string; to: string },
  after: { capturedAt: string; id: number } | null,
  size: number,
): Promise<GpsExportRow[]> {
  return baseQuery(db, sql<number>`0`)
    .where(
      and(
        rangeWhere(actor, range),
        after
          ? sql`(${gpsCheckins.capturedAt}, ${gpsCheckins.id}) < (${after.capturedAt}::timestamptz, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(desc(gpsCheckins.capturedAt), desc(gpsCheckins.id))
    .limit(size);
}

/** An export row with its accused's number of check-ins in the export (`countsByAccused`). */
export function exportRecord(r: GpsExportRow, counts: Map<number, number>): GpsRecord {
  return toRecord({ ...r, counts: counts.get(r.accusedId) ?? 0 });
}

/** Where the next export batch starts: after this row, as `gpsBatch` takes it. */
export function keysetOf(r: GpsExportRow): { capturedAt: string; id: number } {
  return { capturedAt: new Date(r.capturedAt).toISOString(), id: r.id };
}

const HISTORY_LIMIT = 500;

export async function accusedHistory(db: Executor, actor: Actor, accusedId: number) {
  const where = and(scopeOf(actor), eq(gpsCheckins.accusedId, accusedId));
  const rows = await baseQuery(db, sql<number>`0`)
    .where(where)
    .orderBy(desc(gpsCheckins.capturedAt), desc(gpsCheckins.id))
    .limit(HISTORY_LIMIT);
  const totals = await db
    .select({
      total: count(),
      found: sql<number>`(count(*) filter (where ${gpsCheckins.found}))::int`,
    })
    .from(gpsCheckins)
    .where(where);
  const total = totals[0]?.total ?? 0;
  const found = Number(totals[0]?.found ?? 0);
  return {
    items: (rows as Row[]).map((r) => toRecord({ ...r, counts: total })),
    counts: { total, found, notFound: total - found },
  };
}

export async function findAccusedHeader(db: Executor, accusedId: number) {
  const rows = await db
    .select({
      id: accused.id,
      name: accused.name,
      nameEn: accused.nameEn,
      address: accused.address,
    })
    .from(accused)
    .where(eq(accused.id, accusedId))
    .limit(1);
  return rows[0];
}

export async function findHome(db: Executor, accusedId: number) {
  const rows = await db
    .select()
    .from(accusedHomeLocations)
    .where(eq(accusedHomeLocations.accusedId, accusedId))
    .limit(1);
  const r = rows[0];
  return r
    ? {
        latitude: r.latitude,
        longitude: r.longitude,
        locked: r.locked,
        changedAt: r.changedAt.toISOString(),
      }
    : null;
}

/** True when the actor's scope holds at least one check-in of the accused. */
export async function hasCheckinInScope(db: Executor, actor: Actor, accusedId: number) {
  const rows = await db
    .select({ id: gpsCheckins.id })
    .from(gpsCheckins)
    .where(and(scopeOf(actor), eq(gpsCheckins.accusedId, accusedId)))
    .limit(1);
  return rows.length === 1;
}

export async function findCheckinInScope(
  db: Executor,
  actor: Actor,
  accusedId: number,
  checkinId: number,
) {
  const rows = await db
    .select({ latitude: gpsCheckins.latitude, longitude: gpsCheckins.longitude })
    .from(gpsCheckins)
    .where(and(scopeOf(actor), eq(gpsCheckins.accusedId, accusedId), eq(gpsCheckins.id, checkinId)))
    .limit(1);
  return rows[0];
}

/**
 * Locks the position as the home address. Without `replace` an address already locked is
 * kept and nothing is written (the answer is then null); with it, it is replaced. One
 * statement, so two officers locking at once cannot both think they were first.
 */
export async function lockHome(
  db: Executor,
  accusedId: number,
  position: { latitude: number; longitude: number },
  userId: number,
  replace: boolean,
) {
  const now = new Date();
  const rows = await db
    .insert(accusedHomeLocations)
    .values({ accusedId, ...position, locked: true, changedBy: userId, changedAt: now })
    .onConflictDoUpdate({
      target: accusedHomeLocations.accusedId,
      set: { ...position, locked: true, changedBy: userId, changedAt: now },
      ...(replace ? {} : { setWhere: eq(accusedHomeLocations.locked, false) }),
    })
    .returning({ accusedId: accusedHomeLocations.accusedId });
  return rows.length === 1;
}

export async function unlockHome(db: Executor, accusedId: number, userId: number) {
  const rows = await db
    .update(accusedHomeLocations)
    .set({ locked: false, changedBy: userId, changedAt: new Date() })
    .where(
      and(eq(accusedHomeLocations.accusedId, accusedId), eq(accusedHomeLocations.locked, true)),
    )
    .returning({ id: accusedHomeLocations.accusedId });
  return rows.length === 1;
}

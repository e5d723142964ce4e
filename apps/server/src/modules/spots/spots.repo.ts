import { and, count, desc, eq, ilike, max, or, type SQL } from 'drizzle-orm';
import { encodeSpotQr, type SpotDetail, type SpotItem } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { scopeWhere } from '../../db/scope.js';
import {
  cities,
  patrolSpots,
  patrolVisits,
  policeStations,
  spotTypes,
} from '../../db/schema/index.js';
import type { Actor, RecordScope } from '../../platform/actor.js';

export { stationCity } from '../../db/masters.js';

const columns = {
  id: patrolSpots.id,
  code: patrolSpots.code,
  name: patrolSpots.name,
  landmark: patrolSpots.landmark,
  spotTypeId: patrolSpots.spotTypeId,
  spotTypeNameMr: spotTypes.nameMr,
  spotTypeNameEn: spotTypes.nameEn,
  spotTime: patrolSpots.spotTime,
  patrollingPerson: patrolSpots.patrollingPerson,
  cityId: patrolSpots.cityId,
  cityNameMr: cities.nameMr,
  cityNameEn: cities.nameEn,
  stationId: patrolSpots.stationId,
  stationNameMr: policeStations.nameMr,
  stationNameEn: policeStations.nameEn,
  geotagged: patrolSpots.geotagged,
  latitude: patrolSpots.latitude,
  longitude: patrolSpots.longitude,
  createdAt: patrolSpots.createdAt,
};

type Row = Omit<
  { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] },
  'latitude' | 'longitude'
> & {
  latitude: number | null;
  longitude: number | null;
};

function toItem(r: Row): SpotItem {
  return {
    ...r,
    createdAt: r.createdAt.toISOString(),
    qrContent: encodeSpotQr({
      code: r.code,
      name: r.name,
      spotTypeId: r.spotTypeId,
      landmark: r.landmark,
      cityId: r.cityId,
      stationId: r.stationId,
    }),
  };
}

function select(db: Executor) {
  return db
    .select(columns)
    .from(patrolSpots)
    .innerJoin(spotTypes, eq(spotTypes.id, patrolSpots.spotTypeId))
    .innerJoin(cities, eq(cities.id, patrolSpots.cityId))
    .innerJoin(policeStations, eq(policeStations.id, patrolSpots.stationId));
}

export async function listSpots(
  db: Executor,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined },
): Promise<{ items: SpotItem[]; total: number }> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where: SQL | undefined = and(
    scopeWhere(actor, { cityId: patrolSpots.cityId, stationId: patrolSpots.stationId }),
    pattern
      ? or(
          ilike(patrolSpots.name, pattern),
          ilike(patrolSpots.landmark, pattern),
          ilike(patrolSpots.code, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(patrolSpots.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(patrolSpots).where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0 };
}

export async function getSpot(db: Executor, id: number): Promise<SpotDetail | undefined> {
  const [rows, visits] = await Promise.all([
    select(db).where(eq(patrolSpots.id, id)).limit(1),
    db
      .select({ visitCount: count(), lastVisitAt: max(patrolVisits.scannedAt) })
      .from(patrolVisits)
      // Counted visits only: repeats and flagged scans are kept but not counted (decision 0055).
      .where(and(eq(patrolVisits.spotId, id), eq(patrolVisits.counted, true))),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const last = visits[0]?.lastVisitAt;
  return {
    ...toItem(row),
    visitCount: visits[0]?.visitCount ?? 0,
    lastVisitAt: last ? new Date(last).toISOString() : null,
  };
}

export async function spotScopes(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, RecordScope>> {
  const map = new Map<number, RecordScope>();
  for (const id of ids) {
    const rows = await db
      .select({ cityId: patrolSpots.cityId, stationId: patrolSpots.stationId })
      .from(patrolSpots)
      .where(eq(patrolSpots.id, id))
      .limit(1);
    if (rows[0]) map.set(id, rows[0]);
  }
  return map;
}

export async function spotTypeExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: spotTypes.id })
    .from(spotTypes)
    .where(eq(spotTypes.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function insertSpot(db: Executor, row: typeof patrolSpots.$inferInsert) {
  const rows = await db.insert(patrolSpots).values(row).returning({ id: patrolSpots.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('spot insert returned no id');
  return id;
}

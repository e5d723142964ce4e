import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CctvItem } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { scopeWhere } from '../../db/scope.js';
import { cctvLocations, cities, policeStations } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';

const columns = {
  id: cctvLocations.id,
  name: cctvLocations.name,
  stationId: cctvLocations.stationId,
  stationNameMr: policeStations.nameMr,
  stationNameEn: policeStations.nameEn,
  cityId: cctvLocations.cityId,
  cityNameMr: cities.nameMr,
  cityNameEn: cities.nameEn,
  address: cctvLocations.address,
  latitude: cctvLocations.latitude,
  longitude: cctvLocations.longitude,
  cameraCount: cctvLocations.cameraCount,
  owner: cctvLocations.owner,
  status: cctvLocations.status,
  contactMobile: cctvLocations.contactMobile,
  createdAt: cctvLocations.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toItem = (r: Row): CctvItem => ({ ...r, createdAt: r.createdAt.toISOString() });

function select(db: Executor) {
  return db
    .select(columns)
    .from(cctvLocations)
    .innerJoin(cities, eq(cities.id, cctvLocations.cityId))
    .innerJoin(policeStations, eq(policeStations.id, cctvLocations.stationId));
}

export async function listCctv(
  db: Executor,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined },
): Promise<{ items: CctvItem[]; total: number }> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where: SQL | undefined = and(
    scopeWhere(actor, { cityId: cctvLocations.cityId, stationId: cctvLocations.stationId }),
    pattern
      ? or(ilike(cctvLocations.name, pattern), ilike(cctvLocations.address, pattern))
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(cctvLocations.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(cctvLocations).where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0 };
}

export async function getCctv(db: Executor, id: number): Promise<CctvItem | undefined> {
  const rows = await select(db).where(eq(cctvLocations.id, id)).limit(1);
  return rows[0] && toItem(rows[0]);
}

export async function insertCctv(
  db: Executor,
  rows: (typeof cctvLocations.$inferInsert)[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(cctvLocations).values(rows).returning({ id: cctvLocations.id });
  return inserted.map((r) => r.id);
}

export async function unitStations(db: Executor, cityId: number) {
  return db
    .select({ id: policeStations.id, nameMr: policeStations.nameMr, nameEn: policeStations.nameEn })
    .from(policeStations)
    .where(eq(policeStations.cityId, cityId));
}

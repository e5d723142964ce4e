import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FieldAccusedDetail, FieldCrime } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import {
  accused,
  accusedHomeLocations,
  crimes,
  crimeTitles,
  policeStations,
} from '../../db/schema/index.js';
import { stationAccused } from './field.repo.js';

/** A details screen shows the newest crimes in short; a record with more says how many. */
export const FIELD_CRIMES_SHOWN = 50;

function detailSelect(db: Executor, stationId: number) {
  return db
    .select({
      id: accused.id,
      name: accused.name,
      nameEn: accused.nameEn,
      age: accused.age,
      address: accused.address,
      mobile: accused.mobile,
      currentCondition: accused.currentCondition,
      photoId: sql<string | null>`${accused.photoIds}[1]`,
      homeLatitude: accusedHomeLocations.latitude,
      homeLongitude: accusedHomeLocations.longitude,
      // Aliased: inside a select list the columns would not be qualified by table.
      lastCheckinAt: sql<Date | null>`(select max(g.captured_at) from gps_checkins g where g.accused_id = "accused"."id" and g.station_id = ${stationId})`,
      checkinCount: sql<number>`(select count(*)::int from gps_checkins g where g.accused_id = "accused"."id" and g.station_id = ${stationId})`,
    })
    .from(accused)
    .leftJoin(
      accusedHomeLocations,
      and(eq(accusedHomeLocations.accusedId, accused.id), eq(accusedHomeLocations.locked, true)),
    )
    .$dynamic();
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailSelect>['execute']>>[number];

/** The crimes of these accused in short, newest first, at most FIELD_CRIMES_SHOWN each. */
async function crimesOf(db: Executor, ids: number[]): Promise<Map<number, FieldCrime[]>> {
  const byAccused = new Map<number, FieldCrime[]>();
  if (ids.length === 0) return byAccused;
  const rows = await db
    .select({
      id: crimes.id,
      accusedId: crimes.accusedId,
      titleMr: crimeTitles.nameMr,
      titleEn: crimeTitles.nameEn,
      registerNumber: crimes.registerNumber,
      registerYear: crimes.registerYear,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      registeredOn: crimes.registeredOn,
    })
    .from(crimes)
    .innerJoin(crimeTitles, eq(crimeTitles.id, crimes.crimeTitleId))
    .innerJoin(policeStations, eq(policeStations.id, crimes.stationId))
    .where(inArray(crimes.accusedId, ids))
    .orderBy(asc(crimes.accusedId), desc(crimes.registeredOn), desc(crimes.id));
  for (const r of rows) {
    const list = byAccused.get(r.accusedId) ?? [];
    if (list.length >= FIELD_CRIMES_SHOWN) continue;
    list.push({
      id: r.id,
      title: { mr: r.titleMr, en: r.titleEn },
      registerNumber: r.registerNumber,
      registerYear: r.registerYear,
      station: { mr: r.stationMr, en: r.stationEn },
      registeredOn: String(r.registeredOn),
    });
    byAccused.set(r.accusedId, list);
  }
  return byAccused;
}

function toDetail(r: DetailRow, crimeList: FieldCrime[]): FieldAccusedDetail {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    age: r.age,
    address: r.address,
    photoUrl: r.photoId ? `/api/field/accused/${r.id}/photo` : null,
    lastCheckinAt: r.lastCheckinAt ? new Date(r.lastCheckinAt).toISOString() : null,
    checkinCount: Number(r.checkinCount),
    mobile: r.mobile,
    currentCondition: r.currentCondition,
    home:
      r.homeLatitude !== null && r.homeLongitude !== null
        ? { latitude: r.homeLatitude, longitude: r.homeLongitude }
        : null,
    crimes: crimeList,
  };
}

/** One accused the station checks (the list's rule), with its details; undefined otherwise. */
export async function findStationAccusedDetail(
  db: Executor,
  stationId: number,
  accusedId: number,
): Promise<FieldAccusedDetail | undefined> {
  const rows = await detailSelect(db, stationId)
    .where(and(eq(accused.id, accusedId), stationAccused(stationId)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return toDetail(row, (await crimesOf(db, [row.id])).get(row.id) ?? []);
}

/** The station's whole list with details, a page at a time, for the phone's offline copy. */
export async function listStationAccusedDetails(
  db: Executor,
  stationId: number,
  q: { page: number; size: number },
): Promise<{ items: FieldAccusedDetail[]; total: number }> {
  const where = stationAccused(stationId);
  const [rows, totals] = await Promise.all([
    detailSelect(db, stationId)
      .where(where)
      .orderBy(asc(accused.name), asc(accused.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(accused).where(where),
  ]);
  const byAccused = await crimesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toDetail(r, byAccused.get(r.id) ?? [])),
    total: totals[0]?.total ?? 0,
  };
}

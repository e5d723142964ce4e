import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { scopeWhere } from '../../db/scope.js';
import { accusedHomeLocations, appUsers, gpsCheckins } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';

/**
 * What the history sheet (issue 20 §4) prints beyond the profile (loadAccusedDetail): the
 * externed areas by name, the co-accused of the same FIRs, the last check-ins and the locked
 * home position. The profile's own statement keeps the read rule (decision 0011).
 */

type Named = { mr: string; en: string };

export interface ExternedArea {
  actionId: number;
  units: Named[];
  stations: Named[];
}

/** Each preventive action's externed units and police stations, by name. */
export async function externedAreas(db: Executor, accusedId: number): Promise<ExternedArea[]> {
  const result = await db.execute(sql`select pa.id as "actionId",
      (select coalesce(json_agg(json_build_object('mr', c.name_mr, 'en', c.name_en)
                                order by c.name_en), '[]'::json)
         from cities c where c.id = any(pa.externment_city_ids)) as units,
      (select coalesce(json_agg(json_build_object('mr', s.name_mr, 'en', s.name_en)
                                order by s.name_en), '[]'::json)
         from police_stations s where s.id = any(pa.externment_station_ids)) as stations
    from preventive_actions pa
   where pa.accused_id = ${accusedId}`);
  return (result as { rows: ExternedArea[] }).rows;
}

export interface CoAccusedRow {
  id: number;
  name: string;
  nameEn: string;
  /** Decision 0011's units of the co-accused: entered, lives, has a crime. */
  readUnits: number[];
  /** The FIRs shared with the accused of the sheet. */
  firs: { stationId: number; registerNumber: string; registerYear: number }[];
}

const CO_ACCUSED_LIMIT = 200;

/**
 * The other accused registered in one of this accused's FIRs (same police station, register
 * number and year), each once with the FIRs they share; crimes_fir_idx serves the join.
 */
export async function coAccused(db: Executor, accusedId: number): Promise<CoAccusedRow[]> {
  const result = await db.execute(sql`select a.id, a.name, a.name_en as "nameEn",
      (select to_json(array_agg(distinct u))
         from unnest(array[a.city_id, a.address_city_id]
                     || array(select c3.city_id from crimes c3 where c3.accused_id = a.id)) u)
        as "readUnits",
      json_agg(distinct jsonb_build_object('stationId', c2.station_id,
        'registerNumber', c2.register_number, 'registerYear', c2.register_year)) as firs
    from crimes c1
    join crimes c2 on c2.station_id = c1.station_id and c2.register_year = c1.register_year
                  and c2.register_number = c1.register_number and c2.accused_id <> c1.accused_id
    join accused a on a.id = c2.accused_id
   where c1.accused_id = ${accusedId}
   group by a.id
   order by a.name, a.id
   limit ${CO_ACCUSED_LIMIT}`);
  return (result as { rows: CoAccusedRow[] }).rows;
}

const CHECKINS = 10;

/** The last ten check-ins of the accused the actor's scope holds (the GPS drawer's rule). */
export function lastCheckins(db: Executor, actor: Actor, accusedId: number) {
  return db
    .select({
      id: gpsCheckins.id,
      capturedAt: gpsCheckins.capturedAt,
      found: gpsCheckins.found,
      latitude: gpsCheckins.latitude,
      longitude: gpsCheckins.longitude,
      accuracyMeters: gpsCheckins.accuracyMeters,
      details: gpsCheckins.details,
      by: sql<string>`${appUsers.firstName} || ' ' || ${appUsers.lastName}`,
    })
    .from(gpsCheckins)
    .innerJoin(appUsers, eq(appUsers.id, gpsCheckins.appUserId))
    .where(
      and(
        eq(gpsCheckins.accusedId, accusedId),
        scopeWhere(actor, { cityId: gpsCheckins.cityId, stationId: gpsCheckins.stationId }),
      ),
    )
    .orderBy(desc(gpsCheckins.capturedAt), desc(gpsCheckins.id))
    .limit(CHECKINS);
}

export type SheetCheckin = Awaited<ReturnType<typeof lastCheckins>>[number];

/** The locked home position check-ins are measured from, or undefined. */
export async function lockedHome(db: Executor, accusedId: number) {
  const rows = await db
    .select({ latitude: accusedHomeLocations.latitude, longitude: accusedHomeLocations.longitude })
    .from(accusedHomeLocations)
    .where(
      and(eq(accusedHomeLocations.accusedId, accusedId), eq(accusedHomeLocations.locked, true)),
    )
    .limit(1);
  return rows[0];
}

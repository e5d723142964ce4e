import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { istLocal } from '../../db/dates.js';
import type { Executor } from '../../db/client.js';
import {
  appUsers,
  gpsCheckins,
  patrolSpots,
  patrolVisits,
  policeStations,
} from '../../db/schema/index.js';
import { dayAfter, dayStart } from '../reports/reports.repo.js';

/** Inclusive Indian days; `start` null means no lower bound ('all'). */
export interface OpenRange {
  start: string | null;
  end: string;
}

export interface StationCount {
  stationId: number;
  stationMr: string;
  stationEn: string;
  count: number;
}

export interface PeriodCount {
  /** YYYY-MM-DD (day) or YYYY-MM (month). */
  key: string;
  filled: number;
  stations: number;
}

/** `col` within the Indian days of the range (moment column). */
function within(col: SQLWrapper, range: OpenRange): SQL {
  const lower = range.start === null ? sql`true` : sql`${col} >= ${dayStart(range.start)}`;
  return sql`${lower} and ${col} < ${dayAfter(range.end)}`;
}

/** Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`. */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** The Indian day of the unit's first GPS check-in ('all' of the station-day types). */
export async function firstCheckinDay(db: Executor, cityId: number): Promise<string | null> {
  const rows = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(${istLocal(sql`min(${gpsCheckins.capturedAt})`)}, 'YYYY-MM-DD') as day
        from ${gpsCheckins} where ${gpsCheckins.cityId} = ${cityId}`,
  );
  return rows[0]?.day ?? null;
}

/**
 * For each day (or calendar month) of the range, the unit's police stations whose field
 * staff made at least one GPS check-in in it (`filled`), with the number of the unit's
 * stations. One statement: a calendar series left-joined to the grouped check-ins.
 */
export function filledStations(
  db: Executor,
  cityId: number,
  range: { start: string; end: string },
  bucket: 'day' | 'month',
): Promise<PeriodCount[]> {
  const unit = bucket === 'day' ? sql.raw(`'day'`) : sql.raw(`'month'`);
  const format = bucket === 'day' ? sql.raw(`'YYYY-MM-DD'`) : sql.raw(`'YYYY-MM'`);
  const step = bucket === 'day' ? sql.raw(`'1 day'`) : sql.raw(`'1 month'`);
  return rowsOf<PeriodCount>(
    db,
    sql`
    with periods as (
      select to_char(p, ${format}) as key
      from generate_series(date_trunc(${unit}, ${range.start}::date::timestamp),
                           ${range.end}::date::timestamp, ${step}::interval) as p
    ),
    filled as (
      select to_char(${istLocal(sql`${gpsCheckins.capturedAt}`)}, ${format}) as key,
             count(distinct ${gpsCheckins.stationId})::int as n
      from ${gpsCheckins}
      join ${policeStations} on ${policeStations.id} = ${gpsCheckins.stationId}
        and ${policeStations.cityId} = ${cityId}
      where ${gpsCheckins.cityId} = ${cityId} and ${within(gpsCheckins.capturedAt, range)}
      group by 1
    )
    select periods.key, coalesce(filled.n, 0)::int as filled,
           (select count(*)::int from ${policeStations} where ${policeStations.cityId} = ${cityId}) as stations
    from periods left join filled on filled.key = periods.key
    order by periods.key`,
  );
}

/** Every police station of the unit with `counts`' figure for it, zero included. */
function perStation(db: Executor, cityId: number, counts: SQL): Promise<StationCount[]> {
  return rowsOf<StationCount>(
    db,
    sql`
    select s.id as "stationId", s.name_mr as "stationMr", s.name_en as "stationEn",
           coalesce(c.n, 0)::int as count
    from ${policeStations} s
    left join (${counts}) c on c.station_id = s.id
    where s.city_id = ${cityId}
    order by s.name_en`,
  );
}

/** Counted patrol visits (QR scans, decision 0055) in the range, per the visited spot's police station. */
export function visitsByStation(db: Executor, cityId: number, range: OpenRange) {
  return perStation(
    db,
    cityId,
    sql`select ${patrolSpots.stationId} as station_id, count(*) as n
        from ${patrolVisits} join ${patrolSpots} on ${patrolSpots.id} = ${patrolVisits.spotId}
        where ${patrolVisits.cityId} = ${cityId} and ${patrolVisits.counted}
          and ${within(patrolVisits.scannedAt, range)}
        group by ${patrolSpots.stationId}`,
  );
}

/** App users registered (created) in the range, whatever their status, per station. */
export function appUsersByStation(db: Executor, cityId: number, range: OpenRange) {
  return perStation(
    db,
    cityId,
    sql`select ${appUsers.stationId} as station_id, count(*) as n
        from ${appUsers}
        where ${appUsers.cityId} = ${cityId} and ${within(appUsers.createdAt, range)}
        group by ${appUsers.stationId}`,
  );
}

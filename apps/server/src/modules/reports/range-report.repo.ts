import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { scopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';
import {
  accused,
  arrests,
  cities,
  crimes,
  gpsCheckins,
  patrolVisits,
  policeStations,
  preventiveActions,
  summons,
} from '../../db/schema/index.js';
import { dayAfter, dayStart, type DayRange } from './reports.repo.js';

/**
 * A table's rows in the scope, by its own unit and station columns, so each aggregate is
 * read through its (city_id | station_id, date) index.
 */
function inScope(scope: Scope, city: AnyPgColumn, station: AnyPgColumn): SQL {
  // The state as every unit: lets the planner read the (city_id, date) index unit by unit.
  return scopeSql(
    scope,
    { cityId: city, stationId: station },
    sql`${city} in (select ${cities.id} from ${cities})`,
  );
}

/** The rows of the report: every police station of the scope, zero or not. */
function stationsIn(scope: Scope): SQL {
  return scopeSql(scope, { cityId: policeStations.cityId, stationId: policeStations.id });
}

/** A moment column within the Indian days of the range. */
const momentIn = (col: AnyPgColumn, range: DayRange) =>
  sql`${col} >= ${dayStart(range.start)} and ${col} < ${dayAfter(range.end)}`;
/** A calendar-date column within the range, both days included. */
const dayIn = (col: AnyPgColumn, range: DayRange) =>
  sql`${col} between ${range.start}::date and ${range.end}::date`;

export interface RangeRow {
  city_id: number;
  unit_mr: string;
  unit_en: string;
  station_id: number;
  station_mr: string;
  station_en: string;
  accused: number;
  crimes: number;
  arrests: number;
  preventive: number;
  checkins: number;
  checked_accused: number;
  visits: number;
  summons: number;
  /** Distinct accused checked over all rows (the एकूण row), the same on every row. */
  checked_total: number;
}

/**
 * Spec 3 §2.6 date-range report (decision 0028), in one statement: one aggregate per table
 * grouped by police station, each left-joined to the stations of the scope. Nothing is
 * loaded to be counted. docs/reports.md gives each column's definition.
 */
export async function rangeByStation(
  db: Executor,
  scope: Scope,
  range: DayRange,
): Promise<RangeRow[]> {
  const result = (await db.execute(sql`
    with st as (
      select ${policeStations.id} as id, ${policeStations.nameMr} as name_mr,
             ${policeStations.nameEn} as name_en, ${cities.id} as city_id,
             ${cities.nameMr} as unit_mr, ${cities.nameEn} as unit_en
      from ${policeStations} join ${cities} on ${cities.id} = ${policeStations.cityId}
      where ${stationsIn(scope)}
    ),
    acc as (
      select ${accused.stationId} as station_id, count(*)::int as n from ${accused}
      where ${inScope(scope, accused.cityId, accused.stationId)}
        and ${momentIn(accused.createdAt, range)}
      group by ${accused.stationId}
    ),
    cr as (
      select ${crimes.stationId} as station_id, count(*)::int as n from ${crimes}
      where ${inScope(scope, crimes.cityId, crimes.stationId)}
        and ${dayIn(crimes.registeredOn, range)}
      group by ${crimes.stationId}
    ),
    ar as (
      select ${accused.stationId} as station_id, count(*)::int as n
      from ${arrests} join ${accused} on ${accused.id} = ${arrests.accusedId}
      where ${inScope(scope, accused.cityId, accused.stationId)}
        and ${momentIn(arrests.arrestedAt, range)}
      group by ${accused.stationId}
    ),
    pa as (
      select ${preventiveActions.stationId} as station_id, count(*)::int as n
      from ${preventiveActions}
      where ${inScope(scope, preventiveActions.cityId, preventiveActions.stationId)}
        and ${dayIn(preventiveActions.dateFrom, range)}
      group by ${preventiveActions.stationId}
    ),
    gp as (
      select ${gpsCheckins.stationId} as station_id,
             grouping(${gpsCheckins.stationId}) as whole,
             count(*)::int as n, count(distinct ${gpsCheckins.accusedId})::int as d
      from ${gpsCheckins}
      where ${inScope(scope, gpsCheckins.cityId, gpsCheckins.stationId)}
        and ${momentIn(gpsCheckins.capturedAt, range)}
        and ${gpsCheckins.stationId} in (select id from st)
      group by grouping sets ((${gpsCheckins.stationId}), ())
    ),
    pv as (
      select ${patrolVisits.stationId} as station_id, count(*)::int as n from ${patrolVisits}
      where ${inScope(scope, patrolVisits.cityId, patrolVisits.stationId)}
        and ${patrolVisits.counted}
        and ${momentIn(patrolVisits.scannedAt, range)}
      group by ${patrolVisits.stationId}
    ),
    sm as (
      select ${summons.stationId} as station_id, count(*)::int as n from ${summons}
      where ${inScope(scope, summons.cityId, summons.stationId)}
        and ${dayIn(summons.receivedOn, range)}
      group by ${summons.stationId}
    )
    select st.city_id, st.unit_mr, st.unit_en,
           st.id as station_id, st.name_mr as station_mr, st.name_en as station_en,
           coalesce(acc.n, 0) as accused, coalesce(cr.n, 0) as crimes,
           coalesce(ar.n, 0) as arrests, coalesce(pa.n, 0) as preventive,
           coalesce(gp.n, 0) as checkins, coalesce(gp.d, 0) as checked_accused,
           coalesce(pv.n, 0) as visits, coalesce(sm.n, 0) as summons,
           coalesce((select d from gp where whole = 1), 0) as checked_total
    from st
    left join acc on acc.station_id = st.id
    left join cr on cr.station_id = st.id
    left join ar on ar.station_id = st.id
    left join pa on pa.station_id = st.id
    left join gp on gp.station_id = st.id and gp.whole = 0
    left join pv on pv.station_id = st.id
    left join sm on sm.station_id = st.id
    order by st.unit_en, st.name_en
  `)) as { rows: RangeRow[] };
  return result.rows;
}

import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { scopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';
import { dayAfter, dayStart, type DayRange } from './reports.repo.js';

/**
 * Patrol (round) and spot reports (spec 3 §2.6 reports3, §2.7; docs/reports.md, decision
 * 0026). A spot belongs to the police station it was made for (`patrol_spots.station_id`);
 * a visit counts for its spot's station, whoever made it. Visits are counted over the range's
 * Indian days; spot counts (all, tagged) describe the spots as they stand. Both drivers
 * answer raw SQL with `{ rows }`; instants come back as ISO text so both read the same.
 */

const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/**
 * A counted visit (not a repeat inside the unit's window, not flagged: decision 0055) with
 * `scanned_at` within the range's Indian days (docs/reports.md, common rules).
 */
const visitIn = (alias: string, range: DayRange) =>
  sql`${sql.raw(alias)}.counted
    and ${sql.raw(alias)}.scanned_at >= ${dayStart(range.start)}
    and ${sql.raw(alias)}.scanned_at < ${dayAfter(range.end)}`;

/** Roles 4 and 8 (the service refuses a station): a unit, or the state or one unit of it. */
const unitOf = (scope: Scope, col: string) => scopeSql(scope, { cityId: sql.raw(col) });

export interface SpotFigures {
  spots: number;
  tagged: number;
  visitedSpots: number;
  notVisited: number;
  visits: number;
  patrollers: number;
  lastVisitAt: string | null;
}

export interface SpotStationRow extends SpotFigures {
  stationId: number | null;
  stationMr: string | null;
  stationEn: string | null;
  cityId: number | null;
  unitMr: string | null;
  unitEn: string | null;
}

/**
 * Every police station of the scope (zero rows included) with its spots and their visits in
 * the range, and the totals row (`stationId` null) from the same statement: grouping sets,
 * so the distinct counts of the total are distinct over the whole scope, not sums.
 */
export async function spotStations(
  db: Executor,
  scope: Scope,
  range: DayRange,
): Promise<{ rows: SpotStationRow[]; total: SpotFigures }> {
  const result = (await db.execute(sql`
    select s.id as "stationId", s.name_mr as "stationMr", s.name_en as "stationEn",
      c.id as "cityId", c.name_mr as "unitMr", c.name_en as "unitEn",
      count(distinct p.id)::int as "spots",
      (count(distinct p.id) filter (where p.geotagged))::int as "tagged",
      count(distinct v.spot_id)::int as "visitedSpots",
      (count(distinct p.id) - count(distinct v.spot_id))::int as "notVisited",
      count(v.id)::int as "visits",
      count(distinct v.app_user_id)::int as "patrollers",
      ${iso(sql`max(v.scanned_at)`)} as "lastVisitAt"
    from police_stations s
    join cities c on c.id = s.city_id
    left join patrol_spots p on p.station_id = s.id
    left join patrol_visits v on v.spot_id = p.id and ${visitIn('v', range)}
    where ${unitOf(scope, 's.city_id')}
    group by grouping sets ((c.id, c.name_mr, c.name_en, s.id, s.name_mr, s.name_en), ())
    order by (s.id is null), c.name_en, s.name_en
  `)) as { rows: SpotStationRow[] };
  const rows = result.rows.filter((r) => r.stationId !== null);
  const total = result.rows.find((r) => r.stationId === null);
  if (!total) throw new Error('the spot statistics returned no totals row');
  return { rows, total };
}

export interface PatrolAppUserRow {
  appUserId: number;
  firstName: string;
  lastName: string;
  phone: string;
  stationMr: string;
  stationEn: string;
  unitMr: string;
  unitEn: string;
  rounds: number;
  spots: number;
  firstVisitAt: string;
  lastVisitAt: string;
}

/**
 * The app users who made rounds in the range: their visits and distinct spots. Scope is the
 * visit's unit (`patrol_visits.city_id`, the app user's, copied at the visit; a visit is only
 * ever to a spot of that unit, decision 0016); the station shown is the app user's.
 */
export async function patrolAppUsers(
  db: Executor,
  scope: Scope,
  range: DayRange,
): Promise<PatrolAppUserRow[]> {
  const result = (await db.execute(sql`
    select u.id as "appUserId", u.first_name as "firstName", u.last_name as "lastName",
      u.phone as "phone", s.name_mr as "stationMr", s.name_en as "stationEn",
      c.name_mr as "unitMr", c.name_en as "unitEn",
      v.rounds, v.spots, v."firstVisitAt", v."lastVisitAt"
    from (
      select pv.app_user_id, count(*)::int as rounds, count(distinct pv.spot_id)::int as spots,
        ${iso(sql`min(pv.scanned_at)`)} as "firstVisitAt",
        ${iso(sql`max(pv.scanned_at)`)} as "lastVisitAt"
      from patrol_visits pv
      where ${unitOf(scope, 'pv.city_id')} and ${visitIn('pv', range)}
      group by pv.app_user_id
    ) v
    join app_users u on u.id = v.app_user_id
    join police_stations s on s.id = u.station_id
    join cities c on c.id = u.city_id
    order by c.name_en, s.name_en, u.first_name, u.last_name, u.id
  `)) as { rows: PatrolAppUserRow[] };
  return result.rows;
}

export interface StationSpotRow {
  spotId: number;
  name: string;
  landmark: string;
  typeMr: string;
  typeEn: string;
  spotTime: 'day' | 'night';
  patrollingPerson: string;
  inchargeName: string | null;
  inchargePhone: string | null;
  tagged: boolean;
  createdAt: string;
  visits: number;
  lastVisitAt: string | null;
  lastVisitorName: string | null;
  lastVisitorPhone: string | null;
}

/**
 * One station's spots, each with its visits in the range and the last of them with its app
 * user; the incharge is the station's police-station account (decision 0026).
 */
export async function stationSpots(
  db: Executor,
  stationId: number,
  range: DayRange,
): Promise<StationSpotRow[]> {
  const result = (await db.execute(sql`
    select p.id as "spotId", p.name, p.landmark, t.name_mr as "typeMr", t.name_en as "typeEn",
      p.spot_time as "spotTime", p.patrolling_person as "patrollingPerson",
      inc.name as "inchargeName", inc.phone as "inchargePhone",
      p.geotagged as "tagged", ${iso(sql`p.created_at`)} as "createdAt",
      coalesce(n.visits, 0)::int as "visits",
      ${iso(sql`lv.scanned_at`)} as "lastVisitAt",
      case when au.id is null then null else trim(au.first_name || ' ' || au.last_name) end
        as "lastVisitorName",
      au.phone as "lastVisitorPhone"
    from patrol_spots p
    join spot_types t on t.id = p.spot_type_id
    left join users inc on inc.station_id = p.station_id and inc.role = '2'
    left join lateral (
      select count(*) as visits from patrol_visits v where v.spot_id = p.id and ${visitIn('v', range)}
    ) n on true
    left join lateral (
      select v.app_user_id, v.scanned_at from patrol_visits v
      where v.spot_id = p.id and ${visitIn('v', range)}
      order by v.scanned_at desc, v.id desc limit 1
    ) lv on true
    left join app_users au on au.id = lv.app_user_id
    where p.station_id = ${stationId}
    order by p.name, p.id
  `)) as { rows: StationSpotRow[] };
  return result.rows;
}

/** The station's unit and names, to check it is in the caller's scope. */
export async function stationOf(db: Executor, stationId: number) {
  const result = (await db.execute(sql`
    select id, city_id as "cityId", name_mr as "mr", name_en as "en"
    from police_stations where id = ${stationId}
  `)) as { rows: { id: number; cityId: number; mr: string; en: string }[] };
  return result.rows[0];
}

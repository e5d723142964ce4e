import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { scopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';
import { containsPattern } from '../../db/like.js';
import { qualified } from '../../db/qualified.js';
import { accused, appUsers, cities, gpsCheckins, policeStations } from '../../db/schema/index.js';
import { dayAfter, dayStart, type DayRange } from './reports.repo.js';
import { isTwoPlus } from './two-plus.repo.js';

/**
 * Statistical reports (spec 3 §2.6) and the state reports (spec 1 §2 tiles), decision 0025.
 * "Checked" is the GPS report's and the dashboard's definition: a `gps_checkins` row whose
 * `captured_at` falls on an Indian day of the range. An accused counts for the unit and
 * station that entered it (`accused.city_id`, `accused.station_id`), as every other report.
 */

/** A check-in captured on a day of the range (Indian days). */
export const checkedWithin = (range: DayRange): SQL =>
  sql`${gpsCheckins.capturedAt} >= ${dayStart(range.start)} and ${gpsCheckins.capturedAt} < ${dayAfter(range.end)}`;

/** The accused a scope covers: owned by the unit, or by the station. */
function accusedIn(scope: Scope): SQL {
  return scopeSql(scope, { cityId: accused.cityId, stationId: accused.stationId });
}

/** The same scope over rows that carry a unit and a station (check-ins, app users). */
function placeIn(scope: Scope, cityId: SQL, stationId: SQL): SQL {
  return scopeSql(scope, { cityId, stationId });
}

export type Grouping = 'station' | 'unit';

export interface FiguresRow {
  group_id: number;
  name_mr: string;
  name_en: string;
  unit_id: number;
  unit_mr: string;
  unit_en: string;
  stations: number;
  total_all: number;
  active: number;
  inactive: number;
  entered: number;
  two_plus: number;
  checked: number;
  found: number;
  remaining: number;
  last_at: Date | string | null;
  checkins: number;
  checkin_users: number;
  approved_users: number;
}

/**
 * Every figure of the three aggregate reports in one statement, one row per police station
 * or per unit of the scope (zero rows included, from the masters):
 * - accused figures group the accused by the unit/station that entered them;
 * - a checked accused has a check-in in the range (by any app user); found = at least one
 *   of those check-ins found the accused; remaining = active and not checked;
 * - check-ins made and the app users who made them group check-ins by the app user's
 *   unit/station (`gps_checkins.city_id/station_id`), as the GPS report is scoped;
 * - approved users are today's Approved app users of the unit/station.
 */
export async function figures(
  db: Executor,
  grouping: Grouping,
  scope: Scope,
  range: DayRange,
): Promise<FiguresRow[]> {
  const accGroup = grouping === 'station' ? sql`${accused.stationId}` : sql`${accused.cityId}`;
  const insGroup =
    grouping === 'station' ? sql`${gpsCheckins.stationId}` : sql`${gpsCheckins.cityId}`;
  const appGroup = grouping === 'station' ? sql`${appUsers.stationId}` : sql`${appUsers.cityId}`;
  const groups =
    grouping === 'station'
      ? sql`select s.id as group_id, s.name_mr, s.name_en, c.id as unit_id, c.name_mr as unit_mr,
              c.name_en as unit_en, 1 as stations
            from ${policeStations} s join ${cities} c on c.id = s.city_id
            where ${placeIn(scope, sql`s.city_id`, sql`s.id`)}`
      : sql`select c.id as group_id, c.name_mr, c.name_en, c.id as unit_id, c.name_mr as unit_mr,
              c.name_en as unit_en,
              (select count(*) from ${policeStations} s where s.city_id = c.id)::int as stations
            from ${cities} c
            where ${placeIn(scope, sql`c.id`, sql`null`)}`;
  const result = (await db.execute(sql`
    with chk as (
      select ${gpsCheckins.accusedId} as accused_id, bool_or(${gpsCheckins.found}) as found,
             max(${gpsCheckins.capturedAt}) as last_at
      from ${gpsCheckins} join ${accused} on ${accused.id} = ${gpsCheckins.accusedId}
      where ${accusedIn(scope)} and ${checkedWithin(range)}
      group by ${gpsCheckins.accusedId}
    ),
    acc as (
      select ${accGroup} as group_id,
        count(*)::int as total_all,
        (count(*) filter (where ${accused.active}))::int as active,
        (count(*) filter (where not ${accused.active}))::int as inactive,
        (count(*) filter (where ${accused.createdAt} >= ${dayStart(range.start)}
                            and ${accused.createdAt} < ${dayAfter(range.end)}))::int as entered,
        (count(*) filter (where ${isTwoPlus}))::int as two_plus,
        count(chk.accused_id)::int as checked,
        (count(chk.accused_id) filter (where chk.found))::int as found,
        (count(*) filter (where ${accused.active} and chk.accused_id is null))::int as remaining,
        max(chk.last_at) as last_at
      from ${accused} left join chk on chk.accused_id = ${accused.id}
      where ${accusedIn(scope)}
      group by ${accGroup}
    ),
    ins as (
      select ${insGroup} as group_id, count(*)::int as checkins,
             count(distinct ${gpsCheckins.appUserId})::int as checkin_users
      from ${gpsCheckins}
      where ${placeIn(scope, sql`${gpsCheckins.cityId}`, sql`${gpsCheckins.stationId}`)}
        and ${checkedWithin(range)}
      group by ${insGroup}
    ),
    apps as (
      select ${appGroup} as group_id, count(*)::int as approved_users
      from ${appUsers}
      where ${appUsers.status} = 1
        and ${placeIn(scope, sql`${appUsers.cityId}`, sql`${appUsers.stationId}`)}
      group by ${appGroup}
    )
    select g.*,
      coalesce(acc.total_all, 0) as total_all, coalesce(acc.active, 0) as active,
      coalesce(acc.inactive, 0) as inactive, coalesce(acc.entered, 0) as entered,
      coalesce(acc.two_plus, 0) as two_plus, coalesce(acc.checked, 0) as checked,
      coalesce(acc.found, 0) as found, coalesce(acc.remaining, 0) as remaining,
      acc.last_at, coalesce(ins.checkins, 0) as checkins,
      coalesce(ins.checkin_users, 0) as checkin_users,
      coalesce(apps.approved_users, 0) as approved_users
    from (${groups}) g
    left join acc on acc.group_id = g.group_id
    left join ins on ins.group_id = g.group_id
    left join apps on apps.group_id = g.group_id
    order by g.unit_en, g.name_en
  `)) as { rows: FiguresRow[] };
  return result.rows;
}

// ---- /reports4: active accused with no check-in in the range ----

export interface NotCheckedFilter {
  search?: string | undefined;
  stationId?: number | undefined;
}

function notCheckedWhere(scope: Scope, range: DayRange, f: NotCheckedFilter): SQL {
  const like = f.search ? containsPattern(f.search) : null;
  return and(
    accusedIn(scope),
    eq(accused.active, true),
    f.stationId === undefined ? undefined : eq(accused.stationId, f.stationId),
    like ? or(ilike(accused.name, like), ilike(accused.nameEn, like)) : undefined,
    sql`not exists (select 1 from ${gpsCheckins} where ${gpsCheckins.accusedId} = ${accused.id} and ${checkedWithin(range)})`,
  ) as SQL;
}

const notCheckedColumns = {
  id: accused.id,
  name: accused.name,
  nameEn: accused.nameEn,
  stationMr: policeStations.nameMr,
  stationEn: policeStations.nameEn,
  address: accused.address,
  mobile: accused.mobile,
  photoIds: accused.photoIds,
  // The last check-in ever, served by gps_checkins_accused_time_idx.
  lastCheckin: sql<
    Date | string | null
  >`(select max(${gpsCheckins.capturedAt}) from ${gpsCheckins} where ${gpsCheckins.accusedId} = ${qualified(accused.id)})`,
};

export interface NotCheckedDbRow {
  id: number;
  name: string;
  nameEn: string;
  stationMr: string;
  stationEn: string;
  address: string;
  mobile: string | null;
  photoIds: string[];
  lastCheckin: Date | string | null;
}

function notCheckedQuery(db: Executor) {
  return db
    .select(notCheckedColumns)
    .from(accused)
    .innerJoin(policeStations, eq(policeStations.id, accused.stationId));
}

export async function notCheckedPage(
  db: Executor,
  scope: Scope,
  range: DayRange,
  f: NotCheckedFilter,
  page: { page: number; size: number },
): Promise<{ items: NotCheckedDbRow[]; total: number }> {
  const where = notCheckedWhere(scope, range, f);
  const [items, totals] = await Promise.all([
    notCheckedQuery(db)
      .where(where)
      .orderBy(asc(accused.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(accused).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** The next export batch after `after` (keyset on the accused id). */
export function notCheckedBatch(
  db: Executor,
  scope: Scope,
  range: DayRange,
  f: NotCheckedFilter,
  after: NotCheckedDbRow | null,
  size: number,
): Promise<NotCheckedDbRow[]> {
  return notCheckedQuery(db)
    .where(
      and(notCheckedWhere(scope, range, f), after ? sql`${accused.id} > ${after.id}` : undefined),
    )
    .orderBy(asc(accused.id))
    .limit(size);
}

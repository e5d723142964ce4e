import type { PreventiveMode } from '@cmis/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { istMidnight } from '../../db/dates.js';
import { scopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';
import {
  accused,
  appUsers,
  arrests,
  cities,
  policeStations,
  preventiveActionTypes,
  preventiveActions,
} from '../../db/schema/index.js';

export interface DayRange {
  /** Inclusive Indian days, YYYY-MM-DD. */
  start: string;
  end: string;
}

/** Midnight at the start of an Indian day, and of the day after the range's last. */
export const dayStart = (day: string) => istMidnight(day);
export const dayAfter = (day: string) => istMidnight(day, 1);

// ---- Arrest register ----

/**
 * An arrest belongs to whoever owns the accused (the unit and station that entered it),
 * as on the accused's profile, not to the unit of the crime (decision 0023).
 */
function arrestsIn(scope: Scope): SQL {
  return scopeSql(scope, { cityId: accused.cityId, stationId: accused.stationId });
}

function arrestWhere(scope: Scope, range: DayRange): SQL {
  return sql`${arrestsIn(scope)}
    and ${arrests.arrestedAt} >= ${dayStart(range.start)}
    and ${arrests.arrestedAt} < ${dayAfter(range.end)}`;
}

const arrestColumns = {
  id: arrests.id,
  accusedId: arrests.accusedId,
  name: accused.name,
  nameEn: accused.nameEn,
  arrestedAt: arrests.arrestedAt,
  courtAt: arrests.courtAt,
  dateOfBirth: arrests.dateOfBirth,
  aadhaarLast4: arrests.aadhaarLast4,
  // The arrest's own photos; the accused's when the arrest has none.
  photoIds: sql<
    string[]
  >`case when cardinality(${arrests.photoIds}) > 0 then ${arrests.photoIds} else ${accused.photoIds} end`,
};

export type ArrestRow = {
  id: number;
  accusedId: number;
  name: string;
  nameEn: string;
  arrestedAt: Date;
  courtAt: Date;
  dateOfBirth: string | null;
  aadhaarLast4: string | null;
  photoIds: string[];
};

export async function arrestPage(
  db: Executor,
  scope: Scope,
  range: DayRange,
  page: { page: number; size: number },
): Promise<{ items: ArrestRow[]; total: number }> {
  const where = arrestWhere(scope, range);
  const [items, totals] = await Promise.all([
    db
      .select(arrestColumns)
      .from(arrests)
      .innerJoin(accused, eq(accused.id, arrests.accusedId))
      .where(where)
      .orderBy(asc(arrests.arrestedAt), asc(arrests.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: count() })
      .from(arrests)
      .innerJoin(accused, eq(accused.id, arrests.accusedId))
      .where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** The next export batch after `after`, in the list's order (arrest time, id). */
export function arrestBatch(
  db: Executor,
  scope: Scope,
  range: DayRange,
  after: ArrestRow | null,
  size: number,
): Promise<ArrestRow[]> {
  const past = after
    ? sql`(${arrests.arrestedAt}, ${arrests.id}) > (${after.arrestedAt.toISOString()}::timestamptz, ${after.id})`
    : sql`true`;
  return db
    .select(arrestColumns)
    .from(arrests)
    .innerJoin(accused, eq(accused.id, arrests.accusedId))
    .where(and(arrestWhere(scope, range), past))
    .orderBy(asc(arrests.arrestedAt), asc(arrests.id))
    .limit(size);
}

// ---- Preventive action report ----

function preventiveIn(scope: Scope): SQL {
  return scopeSql(scope, {
    cityId: preventiveActions.cityId,
    stationId: preventiveActions.stationId,
  });
}

/**
 * The four modes (spec 3 §2.5, decision 0023). Ongoing and completed read the start day
 * alone; new and bond date take the whole range.
 */
export function modeWhere(mode: PreventiveMode, range: DayRange): SQL {
  switch (mode) {
    case 'ongoing':
      return sql`${preventiveActions.dateFrom} <= ${range.start}::date and ${preventiveActions.dateTo} >= ${range.start}::date`;
    case 'completed':
      return sql`${preventiveActions.dateTo} < ${range.start}::date`;
    case 'new':
      return sql`${preventiveActions.dateFrom} between ${range.start}::date and ${range.end}::date`;
    case 'bond':
      return sql`${preventiveActions.bondDate} between ${range.start}::date and ${range.end}::date`;
  }
}

const preventiveColumns = {
  id: preventiveActions.id,
  accusedId: preventiveActions.accusedId,
  name: accused.name,
  nameEn: accused.nameEn,
  age: accused.age,
  stationMr: policeStations.nameMr,
  stationEn: policeStations.nameEn,
  typeMr: preventiveActionTypes.nameMr,
  typeEn: preventiveActionTypes.nameEn,
  bondDate: preventiveActions.bondDate,
  dateFrom: preventiveActions.dateFrom,
  dateTo: preventiveActions.dateTo,
  photoIds: accused.photoIds,
};
export type PreventiveRow = {
  id: number;
  accusedId: number;
  name: string;
  nameEn: string;
  age: number;
  stationMr: string;
  stationEn: string;
  typeMr: string;
  typeEn: string;
  bondDate: string;
  dateFrom: string;
  dateTo: string;
  photoIds: string[];
};

function preventiveQuery(db: Executor) {
  return db
    .select(preventiveColumns)
    .from(preventiveActions)
    .innerJoin(accused, eq(accused.id, preventiveActions.accusedId))
    .innerJoin(policeStations, eq(policeStations.id, preventiveActions.stationId))
    .innerJoin(preventiveActionTypes, eq(preventiveActionTypes.id, preventiveActions.actionTypeId));
}

export async function preventivePage(
  db: Executor,
  scope: Scope,
  mode: PreventiveMode,
  range: DayRange,
  page: { page: number; size: number },
): Promise<{ items: PreventiveRow[]; total: number }> {
  const where = sql`${preventiveIn(scope)} and ${modeWhere(mode, range)}`;
  const [items, totals] = await Promise.all([
    preventiveQuery(db)
      .where(where)
      .orderBy(asc(preventiveActions.dateFrom), asc(preventiveActions.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(preventiveActions).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export function preventiveBatch(
  db: Executor,
  scope: Scope,
  mode: PreventiveMode,
  range: DayRange,
  after: PreventiveRow | null,
  size: number,
): Promise<PreventiveRow[]> {
  const past = after
    ? sql`(${preventiveActions.dateFrom}, ${preventiveActions.id}) > (${after.dateFrom}::date, ${after.id})`
    : sql`true`;
  return preventiveQuery(db)
    .where(sql`${preventiveIn(scope)} and ${modeWhere(mode, range)} and ${past}`)
    .orderBy(asc(preventiveActions.dateFrom), asc(preventiveActions.id))
    .limit(size);
}

/**
 * Statistics: every police station of the unit with its count in the mode, zero included,
 * so a station with nothing still shows.
 */
export async function preventiveByStation(
  db: Executor,
  cityId: number,
  mode: PreventiveMode,
  range: DayRange,
) {
  return db
    .select({
      stationId: policeStations.id,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      count: sql<number>`count(${preventiveActions.id})::int`,
    })
    .from(policeStations)
    .leftJoin(
      preventiveActions,
      sql`${preventiveActions.stationId} = ${policeStations.id} and ${preventiveActions.cityId} = ${cityId} and ${modeWhere(mode, range)}`,
    )
    .where(eq(policeStations.cityId, cityId))
    .groupBy(policeStations.id, policeStations.nameMr, policeStations.nameEn)
    .orderBy(asc(policeStations.nameEn));
}

// ---- Total app users ----

/** App users per police station (only stations that have any), with the approved count. */
export function appUsersByStation(db: Executor, cityId: number | undefined) {
  return db
    .select({
      cityId: cities.id,
      unitMr: cities.nameMr,
      unitEn: cities.nameEn,
      stationId: policeStations.id,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      count: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${appUsers.status} = 1))::int`,
    })
    .from(appUsers)
    .innerJoin(policeStations, eq(policeStations.id, appUsers.stationId))
    .innerJoin(cities, eq(cities.id, appUsers.cityId))
    .where(cityId === undefined ? undefined : eq(appUsers.cityId, cityId))
    .groupBy(
      cities.id,
      cities.nameMr,
      cities.nameEn,
      policeStations.id,
      policeStations.nameMr,
      policeStations.nameEn,
    )
    .orderBy(asc(cities.nameEn), asc(policeStations.nameEn));
}

/** Line A2 of a workbook (db/scope.ts, the scope module's place names). */
export { scopeTitle } from '../../db/scope.js';

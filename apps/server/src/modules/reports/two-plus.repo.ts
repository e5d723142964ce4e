import type { TwoPlusCategory, TwoPlusKind, TwoPlusSource } from '@cmis/shared';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { scopeSql, sourceScopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';
import { accused, crimeTitles, crimes, policeStations } from '../../db/schema/index.js';
import { dayAfter, dayStart } from './reports.repo.js';

/**
 * Role 4: its unit, per police station. Role 2: its own station, with the source filter it
 * chose (decision 0011); a unit has none.
 */
export type TwoPlusScope = Scope & { source?: TwoPlusSource };

export interface OptionalRange {
  /** Inclusive Indian days, YYYY-MM-DD; absent for history sheeters. */
  start?: string | undefined;
  end?: string | undefined;
}

/** 2-plus: more than one crime (spec 3 §9, decision 0024); the state report counts it too. */
export const isTwoPlus = sql`${accused.crimeCount} > 1`;

/** `col in (…)`; an empty list matches nothing. */
function inList(col: SQL | typeof crimes.crimeTitleId, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${col} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The seven categories over the crime types of the master data (decision 0024). Every type
 * of the masters is a property offence; the other named categories have no type and count
 * zero; `other` takes any type not listed here (a type added to the masters later).
 */
export const CATEGORY_TYPES: Record<Exclude<TwoPlusCategory, 'other'>, readonly number[]> = {
  body: [],
  property: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  sand: [],
  liquor: [],
  gambling: [],
  section6: [],
};
const MAPPED_TYPES = Object.values(CATEGORY_TYPES).flat();

/** The police stations whose rows a statistics table shows: the unit's, or the station. */
const stationsIn = (scope: TwoPlusScope): SQL =>
  scopeSql(scope, { cityId: policeStations.cityId, stationId: policeStations.id });

// ---- Accused-based kinds (arophi count, arophi_new_list, history_sheeter) ----

/** Decision 0011: by_id = entered by the station; by_distinct = within its limits. */
function accusedIn(scope: TwoPlusScope, perStation = false): SQL {
  return sourceScopeSql(scope, {
    // A unit's table has a row per police station: each counts what that station entered.
    unit: (cityId) =>
      perStation
        ? sql`${accused.stationId} = ${policeStations.id} and ${accused.cityId} = ${cityId}`
        : sql`${accused.cityId} = ${cityId}`,
    entered: (own) =>
      sql`(${scopeSql(own, { cityId: accused.cityId, stationId: accused.stationId })})`,
    within: (stationId) =>
      sql`(${accused.addressStationId} = ${stationId} or exists (select 1 from ${crimes} where ${crimes.accusedId} = ${accused.id} and ${crimes.stationId} = ${stationId}))`,
  });
}

function kindWhere(kind: TwoPlusKind, range: OptionalRange, titles: readonly number[]): SQL {
  const anyTitle =
    titles.length === 0
      ? sql`true`
      : sql`exists (select 1 from ${crimes} where ${crimes.accusedId} = ${accused.id} and ${inList(crimes.crimeTitleId, titles)})`;
  const start = range.start ?? '1900-01-01';
  const end = range.end ?? range.start ?? '1900-01-01';
  switch (kind) {
    case 'count':
      return sql`${isTwoPlus} and ${accused.createdAt} >= ${dayStart(start)} and ${accused.createdAt} < ${dayAfter(end)} and ${anyTitle}`;
    case 'new': {
      // The days its crimes were registered on are kept on the accused (migration 0019);
      // with titles asked, the crimes themselves say which of them is of those titles.
      if (titles.length === 0) {
        return sql`${isTwoPlus} and ${accused.crimeDays} && daterange(${start}::date, ${end}::date, '[]')`;
      }
      return sql`${isTwoPlus} and exists (select 1 from ${crimes} where ${crimes.accusedId} = ${accused.id} and ${crimes.registeredOn} between ${start}::date and ${end}::date and ${inList(crimes.crimeTitleId, titles)})`;
    }
    case 'history':
      return sql`${accused.historySheeter} in (1, 3) and ${anyTitle}`;
  }
}

export interface StationCountRow {
  stationId: number;
  stationMr: string;
  stationEn: string;
  count: number;
}

/** Every police station of the scope with its count, zero included. */
export function twoPlusByStation(
  db: Executor,
  scope: TwoPlusScope,
  kind: TwoPlusKind,
  range: OptionalRange,
  titles: readonly number[],
): Promise<StationCountRow[]> {
  // A station's own row counts everything of its scope, whoever entered it (by_distinct).
  const on = sql`${accusedIn(scope, true)} and ${kindWhere(kind, range, titles)}`;
  return db
    .select({
      stationId: policeStations.id,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      count: sql<number>`count(${accused.id})::int`,
    })
    .from(policeStations)
    .leftJoin(accused, on)
    .where(stationsIn(scope))
    .groupBy(policeStations.id, policeStations.nameMr, policeStations.nameEn)
    .orderBy(asc(policeStations.nameEn));
}

export interface TwoPlusRow {
  accusedId: number;
  name: string;
  nameEn: string;
  age: number;
  stationMr: string;
  stationEn: string;
  crimeCount: number;
  historySheeter: number;
  photoIds: string[];
}

const listColumns = {
  accusedId: accused.id,
  name: accused.name,
  nameEn: accused.nameEn,
  age: accused.age,
  stationMr: policeStations.nameMr,
  stationEn: policeStations.nameEn,
  crimeCount: accused.crimeCount,
  historySheeter: accused.historySheeter,
  photoIds: accused.photoIds,
};

function listWhere(
  scope: TwoPlusScope,
  kind: TwoPlusKind,
  range: OptionalRange,
  titles: readonly number[],
  stationId: number | undefined,
): SQL {
  // The drawer's station narrows the actor's scope; it never replaces it.
  const station = stationId === undefined ? sql`true` : sql`${accused.stationId} = ${stationId}`;
  return sql`${accusedIn(scope)} and ${kindWhere(kind, range, titles)} and ${station}`;
}

export async function twoPlusPage(
  db: Executor,
  scope: TwoPlusScope,
  kind: TwoPlusKind,
  range: OptionalRange,
  titles: readonly number[],
  stationId: number | undefined,
  page: { page: number; size: number },
): Promise<{ items: TwoPlusRow[]; total: number }> {
  const where = listWhere(scope, kind, range, titles, stationId);
  const [items, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(accused)
      .innerJoin(policeStations, eq(policeStations.id, accused.stationId))
      .where(where)
      .orderBy(asc(accused.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(accused).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** The next export batch after `after`, in the list's order (id). */
export function twoPlusBatch(
  db: Executor,
  scope: TwoPlusScope,
  kind: TwoPlusKind,
  range: OptionalRange,
  titles: readonly number[],
  stationId: number | undefined,
  after: TwoPlusRow | null,
  size: number,
): Promise<TwoPlusRow[]> {
  const past = after ? sql`${accused.id} > ${after.accusedId}` : sql`true`;
  return db
    .select(listColumns)
    .from(accused)
    .innerJoin(policeStations, eq(policeStations.id, accused.stationId))
    .where(sql`${listWhere(scope, kind, range, titles, stationId)} and ${past}`)
    .orderBy(asc(accused.id))
    .limit(size);
}

// ---- New arophi statistics: crimes registered in the range, by category ----

/** Which crimes a scope counts: role 4 where registered; role 2 by the source filter. */
function crimesIn(scope: TwoPlusScope): SQL {
  return sourceScopeSql(scope, {
    unit: (cityId) =>
      sql`${crimes.cityId} = ${cityId} and ${crimes.stationId} = ${policeStations.id}`,
    entered: (own) =>
      sql`exists (select 1 from ${accused} where ${accused.id} = ${crimes.accusedId} and ${scopeSql(own, { cityId: accused.cityId, stationId: accused.stationId })})`,
    within: (stationId) =>
      sql`(${crimes.stationId} = ${stationId} or exists (select 1 from ${accused} where ${accused.id} = ${crimes.accusedId} and ${accused.addressStationId} = ${stationId}))`,
  });
}

export type NewStatisticsRow = StationCountRow & Record<TwoPlusCategory, number>;

export async function newByStationAndCategory(
  db: Executor,
  scope: TwoPlusScope,
  range: { start: string; end: string },
  titles: readonly number[],
): Promise<NewStatisticsRow[]> {
  const title = titles.length === 0 ? sql`true` : inList(crimes.crimeTitleId, titles);
  const of = (ids: readonly number[]) =>
    sql<number>`(count(${crimes.id}) filter (where ${inList(sql`${crimeTitles.crimeTypeId}`, ids)}))::int`;
  return db
    .select({
      stationId: policeStations.id,
      stationMr: policeStations.nameMr,
      stationEn: policeStations.nameEn,
      count: sql<number>`count(${crimes.id})::int`,
      body: of(CATEGORY_TYPES.body),
      property: of(CATEGORY_TYPES.property),
      sand: of(CATEGORY_TYPES.sand),
      liquor: of(CATEGORY_TYPES.liquor),
      gambling: of(CATEGORY_TYPES.gambling),
      section6: of(CATEGORY_TYPES.section6),
      other: sql<number>`(count(${crimes.id}) filter (where not ${inList(sql`${crimeTitles.crimeTypeId}`, MAPPED_TYPES)}))::int`,
    })
    .from(policeStations)
    .leftJoin(
      crimes,
      sql`${crimesIn(scope)} and ${crimes.registeredOn} between ${range.start}::date and ${range.end}::date and ${title}`,
    )
    .leftJoin(crimeTitles, eq(crimeTitles.id, crimes.crimeTitleId))
    .where(stationsIn(scope))
    .groupBy(policeStations.id, policeStations.nameMr, policeStations.nameEn)
    .orderBy(asc(policeStations.nameEn));
}

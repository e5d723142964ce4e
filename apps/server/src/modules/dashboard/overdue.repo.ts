import { and, asc, count, desc, eq, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { OverdueItem } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { scopeSql } from '../../db/scope.js';
import {
  accused,
  cities,
  overdueAccused,
  overdueRuns,
  policeStations,
} from '../../db/schema/index.js';
import type { Scope } from '../../platform/scope.js';

/** The India day of the newest finished overdue run (issue 20), or null before the first. */
export async function latestRunDate(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ day: max(overdueRuns.runDate) })
    .from(overdueRuns)
    .where(isNotNull(overdueRuns.finishedAt));
  return row?.day ?? null;
}

function rowsIn(day: string, scope: Scope, stationId: number | undefined): SQL {
  return and(
    eq(overdueAccused.runDate, day),
    scopeSql(scope, { cityId: overdueAccused.cityId, stationId: overdueAccused.stationId }),
    // A station asked for is ANDed on top of the scope, never instead of it.
    stationId === undefined ? undefined : eq(overdueAccused.stationId, stationId),
  ) as SQL;
}

/** One page of a run's overdue accused in scope, most overdue first, with the total. */
export async function listOverdue(
  db: Executor,
  day: string,
  scope: Scope,
  q: { page: number; size: number; stationId?: number | undefined },
): Promise<{ items: OverdueItem[]; total: number }> {
  const rows = await db
    .select({
      accusedId: overdueAccused.accusedId,
      name: accused.name,
      nameEn: accused.nameEn,
      stationId: overdueAccused.stationId,
      lastCheckinAt: overdueAccused.lastCheckinAt,
      daysUnchecked: overdueAccused.daysUnchecked,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(overdueAccused)
    .innerJoin(accused, eq(accused.id, overdueAccused.accusedId))
    .where(rowsIn(day, scope, q.stationId))
    .orderBy(desc(overdueAccused.daysUnchecked), asc(overdueAccused.accusedId))
    .limit(q.size)
    .offset(q.page * q.size);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: the count alone.
    const [c] = await db
      .select({ n: count() })
      .from(overdueAccused)
      .where(rowsIn(day, scope, q.stationId));
    total = c?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _t, lastCheckinAt, ...r }) => ({
      ...r,
      lastCheckinAt: lastCheckinAt ? lastCheckinAt.toISOString() : null,
    })),
    total,
  };
}

export interface OverdueGroup {
  id: number;
  name: string;
  nameEn: string;
  count: number;
}

/** A run's overdue accused in scope counted per police station. */
export function countPerStation(db: Executor, day: string, scope: Scope): Promise<OverdueGroup[]> {
  return db
    .select({
      id: policeStations.id,
      name: policeStations.nameMr,
      nameEn: policeStations.nameEn,
      count: count(),
    })
    .from(overdueAccused)
    .innerJoin(policeStations, eq(policeStations.id, overdueAccused.stationId))
    .where(rowsIn(day, scope, undefined))
    .groupBy(policeStations.id, policeStations.nameMr, policeStations.nameEn)
    .orderBy(desc(count()), asc(policeStations.nameEn));
}

/** A run's overdue accused counted per unit (the state's card). */
export function countPerUnit(db: Executor, day: string, scope: Scope): Promise<OverdueGroup[]> {
  return db
    .select({ id: cities.id, name: cities.nameMr, nameEn: cities.nameEn, count: count() })
    .from(overdueAccused)
    .innerJoin(cities, eq(cities.id, overdueAccused.cityId))
    .where(rowsIn(day, scope, undefined))
    .groupBy(cities.id, cities.nameMr, cities.nameEn)
    .orderBy(desc(count()), asc(cities.nameEn));
}

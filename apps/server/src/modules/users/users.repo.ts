import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { UserListItem } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { scopeWhere } from '../../db/scope.js';
import { cities, policeStations, users } from '../../db/schema/index.js';
import type { Actor, RecordScope } from '../../platform/actor.js';

const listColumns = {
  id: users.id,
  userid: users.userid,
  name: users.name,
  phone: users.phone,
  role: users.role,
  cityId: users.cityId,
  cityNameMr: cities.nameMr,
  cityNameEn: cities.nameEn,
  stationId: users.stationId,
  stationNameMr: policeStations.nameMr,
  stationNameEn: policeStations.nameEn,
  active: users.active,
  createdAt: users.createdAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(
  db: Executor,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined },
): Promise<{ items: UserListItem[]; total: number }> {
  const filters: (SQL | undefined)[] = [scopeWhere(actor, { cityId: users.cityId })];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    filters.push(or(ilike(users.name, like), ilike(users.userid, like), ilike(users.phone, like)));
  }
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .leftJoin(cities, eq(cities.id, users.cityId))
      .leftJoin(policeStations, eq(policeStations.id, users.stationId))
      .where(where)
      .orderBy(asc(users.role), asc(users.cityId), asc(users.stationId), asc(users.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}

export async function getUser(db: Executor, id: number): Promise<UserListItem | undefined> {
  const rows = await db
    .select(listColumns)
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(policeStations, eq(policeStations.id, users.stationId))
    .where(eq(users.id, id))
    .limit(1);
  const r = rows[0];
  return r && { ...r, createdAt: r.createdAt.toISOString() };
}

/**
 * A user "sits" in its city; for scope checks a station user's station does not narrow
 * who may manage it (its unit admin manages every station of the city).
 */
export async function loadUserScopes(db: Executor, ids: readonly number[]) {
  const rows = await db
    .select({ id: users.id, cityId: users.cityId })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map<number, RecordScope>(
    rows.map((r) => [r.id, { cityId: r.cityId, stationId: null }]),
  );
}

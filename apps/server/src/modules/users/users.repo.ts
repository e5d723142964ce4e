import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserListItem } from '@cmis/shared';

/** A user as read here; whether it is locked is the login throttle's to say. */
export type UserRow = Omit<UserListItem, 'locked'>;
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { scopeWhere } from '../../db/scope.js';
import { cities, loginLog, passwordHistory, policeStations, users } from '../../db/schema/index.js';
import type { Actor, RecordScope } from '../../platform/actor.js';

export { stationCity } from '../../db/masters.js';

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

export async function listUsers(
  db: Executor,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined },
): Promise<{ items: UserRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [scopeWhere(actor, { cityId: users.cityId })];
  if (q.search) {
    const like = containsPattern(q.search);
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
      .orderBy(desc(users.role), asc(users.cityId), asc(users.stationId), asc(users.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}

export async function getUser(db: Executor, id: number): Promise<UserRow | undefined> {
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

export async function findRole(db: Executor, id: number): Promise<Role | undefined> {
  const rows = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.role;
}

export async function useridTaken(db: Executor, userid: string, exceptId?: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.userid})`, userid.toLowerCase()),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function cityHasAdmin(db: Executor, cityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, '4'), eq(users.cityId, cityId)))
    .limit(1);
  return rows.length > 0;
}

export async function stationHasUser(db: Executor, stationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, '2'), eq(users.stationId, stationId)))
    .limit(1);
  return rows.length > 0;
}

export async function cityExists(db: Executor, cityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return rows.length > 0;
}

/** Units with a flag for those that have an admin already (the selector disables them). */
export function listAssignableCities(db: Executor) {
  return db
    .select({
      id: cities.id,
      nameMr: cities.nameMr,
      nameEn: cities.nameEn,
      // Qualified by hand: inside the subquery drizzle would render both ids unqualified.
      taken: sql<boolean>`exists (select 1 from users u where u.role = '4' and u.city_id = cities.id)`,
    })
    .from(cities)
    .orderBy(asc(cities.id));
}

export function listAssignableStations(db: Executor, cityId: number) {
  return db
    .select({
      id: policeStations.id,
      nameMr: policeStations.nameMr,
      nameEn: policeStations.nameEn,
      taken: sql<boolean>`exists (select 1 from users u where u.role = '2' and u.station_id = police_stations.id)`,
    })
    .from(policeStations)
    .where(eq(policeStations.cityId, cityId))
    .orderBy(asc(policeStations.id));
}

export async function insertUser(
  db: Executor,
  row: typeof users.$inferInsert & { passwordHash: string },
): Promise<number> {
  const inserted = await db.insert(users).values(row).returning({ id: users.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('user insert returned no id');
  return id;
}

export async function updateUserRow(
  db: Executor,
  id: number,
  set: Partial<
    Pick<typeof users.$inferInsert, 'name' | 'userid' | 'phone' | 'passwordHash' | 'active'>
  >,
) {
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function findPasswordHash(db: Executor, id: number): Promise<string | undefined> {
  const rows = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0]?.hash;
}

export async function findAccount(db: Executor, id: number) {
  const rows = await db
    .select({
      name: users.name,
      userid: users.userid,
      phone: users.phone,
      active: users.active,
      cityId: users.cityId,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

export async function recentPasswordHashes(db: Executor, userId: number, limit: number) {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(limit);
  return rows.map((r) => r.hash);
}

export async function addPasswordHistory(db: Executor, userId: number, passwordHash: string) {
  await db.insert(passwordHistory).values({ userId, passwordHash });
}

export async function listLoginDetails(
  db: Executor,
  userId: number,
  q: { page: number; size: number; search?: string | undefined },
) {
  const where = and(
    eq(loginLog.userId, userId),
    q.search ? ilike(loginLog.ip, containsPattern(q.search)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ id: loginLog.id, ipAddress: loginLog.ip, createdAt: loginLog.createdAt })
      .from(loginLog)
      .where(where)
      .orderBy(desc(loginLog.createdAt), desc(loginLog.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(loginLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}

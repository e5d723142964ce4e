import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppUser } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { scopeWhere } from '../../db/scope.js';
import { appUsers, cities, policeStations } from '../../db/schema/index.js';
import type { Actor, RecordScope } from '../../platform/actor.js';
import { containsPattern } from '../../db/like.js';

export { stationCity } from '../../db/masters.js';

const columns = {
  id: appUsers.id,
  firstName: appUsers.firstName,
  lastName: appUsers.lastName,
  phone: appUsers.phone,
  status: appUsers.status,
  cityId: appUsers.cityId,
  cityNameMr: cities.nameMr,
  cityNameEn: cities.nameEn,
  stationId: appUsers.stationId,
  stationNameMr: policeStations.nameMr,
  stationNameEn: policeStations.nameEn,
  hasPassword: sql<boolean>`${appUsers.passwordHash} is not null`,
  createdAt: appUsers.createdAt,
};

/** An app user as read here; whether it is locked is the login throttle's to say. */
export type AppUserRow = Omit<AppUser, 'locked'>;
type Row = Omit<AppUserRow, 'createdAt' | 'status'> & { createdAt: Date; status: number };
const toAppUser = (r: Row): AppUserRow => ({
  ...r,
  status: r.status as AppUser['status'],
  createdAt: r.createdAt.toISOString(),
});

function base(db: Executor) {
  return db
    .select(columns)
    .from(appUsers)
    .innerJoin(cities, eq(cities.id, appUsers.cityId))
    .innerJoin(policeStations, eq(policeStations.id, appUsers.stationId));
}

export async function listAppUsers(
  db: Executor,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined; status?: number | undefined },
) {
  const filters: (SQL | undefined)[] = [
    scopeWhere(actor, { cityId: appUsers.cityId, stationId: appUsers.stationId }),
    q.status === undefined ? undefined : eq(appUsers.status, q.status),
  ];
  if (q.search) {
    const like = containsPattern(q.search);
    filters.push(
      or(
        ilike(appUsers.firstName, like),
        ilike(appUsers.lastName, like),
        ilike(appUsers.phone, like),
      ),
    );
  }
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(appUsers.createdAt), desc(appUsers.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(appUsers).where(where),
  ]);
  return { items: rows.map(toAppUser), total: totals[0]?.total ?? 0 };
}

export async function getAppUser(db: Executor, id: number): Promise<AppUserRow | undefined> {
  const rows = await base(db).where(eq(appUsers.id, id)).limit(1);
  return rows[0] && toAppUser(rows[0]);
}

export async function loadAppUserScopes(db: Executor, ids: readonly number[]) {
  const rows = await db
    .select({ id: appUsers.id, cityId: appUsers.cityId, stationId: appUsers.stationId })
    .from(appUsers)
    .where(inArray(appUsers.id, [...ids]));
  return new Map<number, RecordScope>(rows.map((r) => [r.id, r]));
}

export async function insertAppUser(db: Executor, row: typeof appUsers.$inferInsert) {
  const rows = await db.insert(appUsers).values(row).returning({ id: appUsers.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('app user insert returned no id');
  return id;
}

export async function updateAppUserRow(
  db: Executor,
  id: number,
  set: Partial<typeof appUsers.$inferInsert>,
): Promise<void> {
  await db
    .update(appUsers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(appUsers.id, id));
}

export async function findStatusAndCity(db: Executor, id: number) {
  const rows = await db
    .select({ status: appUsers.status, phone: appUsers.phone, cityNameEn: cities.nameEn })
    .from(appUsers)
    .innerJoin(cities, eq(cities.id, appUsers.cityId))
    .where(eq(appUsers.id, id))
    .limit(1);
  return rows[0];
}

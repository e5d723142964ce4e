import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LookupReason, LookupType, VerificationPlan } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { istToday, istTodayStart } from '../../db/dates.js';
import {
  appUsers,
  cities,
  users,
  verificationAllocations,
  verificationLookups,
  verificationOtpRequests,
} from '../../db/schema/index.js';

// ---- Allocations ----

export interface UnitAllocation {
  id: number;
  plan: VerificationPlan;
  expiresOn: string;
  /** expires_on − today (Indian days); ≤ 0 once expired. */
  remainingDays: number;
}

/** The unit's latest allocation (the one that ends last), expired or not. */
export async function latestAllocation(
  db: Executor,
  cityId: number,
): Promise<UnitAllocation | null> {
  const rows = await db
    .select({
      id: verificationAllocations.id,
      plan: verificationAllocations.plan,
      expiresOn: verificationAllocations.expiresOn,
      remainingDays: sql<number>`(${verificationAllocations.expiresOn} - ${istToday})::int`,
    })
    .from(verificationAllocations)
    .where(eq(verificationAllocations.cityId, cityId))
    .orderBy(desc(verificationAllocations.expiresOn), desc(verificationAllocations.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Serialises the count-and-insert of one unit's lookups (the daily limit). */
export async function lockAllocation(tx: Executor, id: number): Promise<void> {
  await tx
    .select({ id: verificationAllocations.id })
    .from(verificationAllocations)
    .where(eq(verificationAllocations.id, id))
    .for('update');
}

/** Serialises allocating one unit, so two submits cannot both allocate it. */
export async function lockCity(tx: Executor, cityId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.id, cityId))
    .for('update');
  return rows.length > 0;
}

export async function hasLiveAllocation(db: Executor, cityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: verificationAllocations.id })
    .from(verificationAllocations)
    .where(
      and(
        eq(verificationAllocations.cityId, cityId),
        sql`${verificationAllocations.expiresOn} > ${istToday}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertAllocation(
  tx: Executor,
  v: {
    moduleName: string;
    email: string;
    cityId: number;
    plan: VerificationPlan;
    years: number;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(verificationAllocations)
    .values({
      ...v,
      // today (Indian day) + years; 29 Feb + 1 year is 28 Feb in PostgreSQL date arithmetic.
      expiresOn: sql`(${istToday} + make_interval(years => ${v.years}))::date`,
    })
    .returning({ id: verificationAllocations.id });
  if (!row) throw new Error('allocation insert returned no id');
  return row.id;
}

const allocationColumns = {
  id: verificationAllocations.id,
  moduleName: verificationAllocations.moduleName,
  email: verificationAllocations.email,
  cityId: verificationAllocations.cityId,
  unitMr: cities.nameMr,
  unitEn: cities.nameEn,
  plan: verificationAllocations.plan,
  years: verificationAllocations.years,
  expiresOn: verificationAllocations.expiresOn,
  createdAt: verificationAllocations.createdAt,
  expired: sql<boolean>`(${verificationAllocations.expiresOn} <= ${istToday})`,
};
export interface AllocationRow {
  id: number;
  moduleName: string;
  email: string;
  cityId: number;
  unitMr: string;
  unitEn: string;
  plan: VerificationPlan;
  years: number;
  expiresOn: string;
  createdAt: Date;
  expired: boolean;
}

export async function allocationPage(
  db: Executor,
  q: { page: number; size: number },
): Promise<{ rows: AllocationRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(allocationColumns)
      .from(verificationAllocations)
      .innerJoin(cities, eq(cities.id, verificationAllocations.cityId))
      .orderBy(desc(verificationAllocations.createdAt), desc(verificationAllocations.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(verificationAllocations),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function allocationById(db: Executor, id: number): Promise<AllocationRow | null> {
  const rows = await db
    .select(allocationColumns)
    .from(verificationAllocations)
    .innerJoin(cities, eq(cities.id, verificationAllocations.cityId))
    .where(eq(verificationAllocations.id, id));
  return rows[0] ?? null;
}

/** Every unit, with whether it holds an unexpired allocation. */
export function allocationUnits(db: Executor) {
  return db
    .select({
      cityId: cities.id,
      unitMr: cities.nameMr,
      unitEn: cities.nameEn,
      // Spelt out: drizzle leaves a lone table's columns unqualified inside the subquery.
      allocated: sql<boolean>`exists (select 1 from verification_allocations va
        where va.city_id = "cities"."id" and va.expires_on > ${istToday})`,
    })
    .from(cities)
    .orderBy(asc(cities.id));
}

// ---- Lookups ----

/** Whose lookups: a unit (role 4) or one police station of it (role 2). */
export interface LookupScope {
  cityId: number;
  stationId: number | null;
}

function scopeOf(s: LookupScope): SQL | undefined {
  return s.stationId === null
    ? eq(verificationLookups.cityId, s.cityId)
    : and(eq(verificationLookups.cityId, s.cityId), eq(verificationLookups.stationId, s.stationId));
}

/** The unit's lookups saved since today's Indian day began. */
export async function countToday(db: Executor, cityId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(verificationLookups)
    .where(
      and(
        eq(verificationLookups.cityId, cityId),
        sql`${verificationLookups.createdAt} >= ${istTodayStart}`,
      ),
    );
  return rows[0]?.n ?? 0;
}

export interface NewLookup {
  type: LookupType;
  number: string;
  dob: string | null;
  reason: LookupReason;
  details: string;
  result: Record<string, unknown>;
  cityId: number;
  stationId: number | null;
  userId: number | null;
  appUserId: number | null;
  ipAddress: string | null;
}

export async function insertLookup(tx: Executor, v: NewLookup): Promise<number> {
  const [row] = await tx
    .insert(verificationLookups)
    .values(v)
    .returning({ id: verificationLookups.id });
  if (!row) throw new Error('lookup insert returned no id');
  return row.id;
}

const searchedBy = sql<string>`coalesce(${users.userid}, ${appUsers.firstName} || ' ' || ${appUsers.lastName}, '-')`;

const summaryColumns = {
  id: verificationLookups.id,
  type: verificationLookups.type,
  number: verificationLookups.number,
  reason: verificationLookups.reason,
  details: verificationLookups.details,
  createdAt: verificationLookups.createdAt,
  cityId: verificationLookups.cityId,
  stationId: verificationLookups.stationId,
  searchedBy,
};

/**
 * One tab's lookups in the scope, ordered by search time in SQL; only the tab's table
 * columns are read out of `result` (never the images).
 */
export async function lookupPage(
  db: Executor,
  scope: LookupScope,
  q: { type: LookupType; page: number; size: number; order: 'asc' | 'desc' },
  columnKeys: Record<string, string>,
) {
  const where = and(scopeOf(scope), eq(verificationLookups.type, q.type));
  const extracted = Object.fromEntries(
    Object.entries(columnKeys).map(([name, key]) => [
      name,
      sql<string | null>`${verificationLookups.result} ->> ${key}`,
    ]),
  );
  const by = q.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        columns: sql<Record<string, string | null>>`json_build_object(${sql.join(
          Object.entries(extracted).flatMap(([name, expr]) => [sql`${name}::text`, expr]),
          sql`, `,
        )})`,
      })
      .from(verificationLookups)
      .leftJoin(users, eq(users.id, verificationLookups.userId))
      .leftJoin(appUsers, eq(appUsers.id, verificationLookups.appUserId))
      .where(where)
      .orderBy(by(verificationLookups.createdAt), by(verificationLookups.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(verificationLookups).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function lookupById(db: Executor, id: number) {
  const rows = await db
    .select({ ...summaryColumns, result: verificationLookups.result })
    .from(verificationLookups)
    .leftJoin(users, eq(users.id, verificationLookups.userId))
    .leftJoin(appUsers, eq(appUsers.id, verificationLookups.appUserId))
    .where(eq(verificationLookups.id, id));
  return rows[0] ?? null;
}

// ---- Aadhaar OTP requests ----

export async function insertOtpRequest(
  tx: Executor,
  v: {
    id: string;
    clientId: string;
    number: string;
    cityId: number;
    stationId: number | null;
    userId: number | null;
    appUserId: number | null;
  },
): Promise<void> {
  await tx.insert(verificationOtpRequests).values(v);
}

/** The request with its age in seconds, for the caller only. */
export async function otpRequestFor(
  db: Executor,
  id: string,
  who: { userId: number | null; appUserId: number | null },
) {
  const rows = await db
    .select({
      id: verificationOtpRequests.id,
      clientId: verificationOtpRequests.clientId,
      number: verificationOtpRequests.number,
      attempts: verificationOtpRequests.attempts,
      usedAt: verificationOtpRequests.usedAt,
      ageSeconds: sql<number>`extract(epoch from (now() - ${verificationOtpRequests.createdAt}))::float8`,
    })
    .from(verificationOtpRequests)
    .where(
      and(
        eq(verificationOtpRequests.id, id),
        who.userId !== null
          ? eq(verificationOtpRequests.userId, who.userId)
          : eq(verificationOtpRequests.appUserId, who.appUserId ?? -1),
      ),
    );
  return rows[0] ?? null;
}

/** Counts a submit; answers false when the request was already used (a race lost). */
export async function bumpOtpAttempts(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(verificationOtpRequests)
    .set({ attempts: sql`${verificationOtpRequests.attempts} + 1` })
    .where(and(eq(verificationOtpRequests.id, id), sql`${verificationOtpRequests.usedAt} is null`))
    .returning({ id: verificationOtpRequests.id });
  return rows.length > 0;
}

/** Marks the request used; false when another submit used it first. */
export async function markOtpUsed(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(verificationOtpRequests)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationOtpRequests.id, id), sql`${verificationOtpRequests.usedAt} is null`))
    .returning({ id: verificationOtpRequests.id });
  return rows.length > 0;
}

/** Requests older than a day are of no use to anyone. */
export async function sweepOtpRequests(db: Executor): Promise<void> {
  await db
    .delete(verificationOtpRequests)
    .where(sql`${verificationOtpRequests.createdAt} < now() - interval '1 day'`);
}

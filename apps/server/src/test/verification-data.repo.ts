import { count, eq, sql } from 'drizzle-orm';
import { istToday } from '../db/dates.js';
import type { Executor } from '../db/client.js';
import {
  verificationAllocations,
  verificationLookups,
  verificationOtpRequests,
} from '../db/schema/index.js';

/** Gives a unit an allocation ending `days` after today (0: ends today, i.e. expired). */
export async function allocate(
  db: Executor,
  cityId: number,
  plan: 'A' | 'B' | 'C',
  days: number,
): Promise<void> {
  await db.delete(verificationAllocations).where(eq(verificationAllocations.cityId, cityId));
  await db.insert(verificationAllocations).values({
    moduleName: 'Verification Module',
    email: 'test@police.gov.in',
    cityId,
    plan,
    years: 1,
    expiresOn: sql`(${istToday} + ${days}::int)`,
  });
}

export async function removeAllocations(db: Executor, cityId: number): Promise<void> {
  await db.delete(verificationAllocations).where(eq(verificationAllocations.cityId, cityId));
}

/** Moves a unit's lookups to yesterday (Indian day), out of today's count. */
export async function moveLookupsToYesterday(db: Executor, cityId: number): Promise<void> {
  await db
    .update(verificationLookups)
    .set({ createdAt: sql`${verificationLookups.createdAt} - interval '1 day'` })
    .where(eq(verificationLookups.cityId, cityId));
}

export async function countLookups(db: Executor): Promise<number> {
  const rows = await db.select({ n: count() }).from(verificationLookups);
  return rows[0]?.n ?? 0;
}

export async function storedLookup(db: Executor, id: number) {
  const rows = await db.select().from(verificationLookups).where(eq(verificationLookups.id, id));
  return rows[0] ?? null;
}

export async function ageOtpRequest(db: Executor, id: string, seconds: number): Promise<void> {
  await db
    .update(verificationOtpRequests)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(verificationOtpRequests.id, id));
}

import { eq, sql } from 'drizzle-orm';
import type { Language } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { loginFailures, loginLog, users } from '../../db/schema/index.js';

export async function findUserForLogin(db: Executor, userid: string) {
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      passwordHash: users.passwordHash,
      active: users.active,
      cityId: users.cityId,
    })
    .from(users)
    .where(eq(sql`lower(${users.userid})`, userid.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findLockedUntil(db: Executor, userid: string): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.userid, userid.toLowerCase()))
    .limit(1);
  return rows[0]?.lockedUntil ?? null;
}

/**
 * Counts one more failure in a row for the user id, atomically; when it reaches the
 * limit the user id is locked. A lock that has run out starts the count again.
 */
export async function recordLoginFailure(
  db: Executor,
  userid: string,
  limit: number,
  lockMinutes: number,
): Promise<void> {
  const key = userid.toLowerCase();
  const expired = sql`${loginFailures.lockedUntil} IS NOT NULL AND ${loginFailures.lockedUntil} <= now()`;
  const nextCount = sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failedCount} + 1 END`;
  await db
    .insert(loginFailures)
    .values({
      userid: key,
      failedCount: 1,
      lockedUntil: limit <= 1 ? sql`now() + make_interval(mins => ${lockMinutes})` : null,
    })
    .onConflictDoUpdate({
      target: loginFailures.userid,
      set: {
        failedCount: nextCount,
        lastFailedAt: sql`now()`,
        lockedUntil: sql`CASE WHEN ${nextCount} >= ${limit} THEN now() + make_interval(mins => ${lockMinutes}) ELSE NULL END`,
      },
    });
}

export async function clearLoginFailures(db: Executor, userid: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userid, userid.toLowerCase()));
}

export async function insertLoginLog(
  db: Executor,
  row: { userId: number; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(loginLog).values({ ...row, userAgent: row.userAgent?.slice(0, 300) ?? null });
}

export async function updateLanguage(db: Executor, userId: number, language: Language) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

import { and, eq, gt, sql } from 'drizzle-orm';
import { LIMITS } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

/** A failure older than the memory window starts the count again. */
const forgotten = sql`${loginFailures.lastFailedAt} < now() - make_interval(hours => ${LIMITS.loginFailureMemoryHours})`;

/** The address's failures on the account and the seconds since the last one. */
export async function findFailures(db: Executor, account: string, address: string) {
  const rows = await db
    .select({
      failedCount: loginFailures.failedCount,
      secondsSince: sql<number>`extract(epoch from now() - ${loginFailures.lastFailedAt})::float8`,
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, account),
        eq(loginFailures.address, address),
        sql`not ${forgotten}`,
      ),
    );
  return rows[0];
}

/** One more failure in a row from the address, atomically. */
export async function addFailure(db: Executor, account: string, address: string): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ account, address, failedCount: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.address],
      set: {
        failedCount: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${loginFailures.failedCount} + 1 END`,
        lastFailedAt: sql`now()`,
      },
    });
}

/** The account's failures from every address in the last hour. */
export async function recentAccountFailures(db: Executor, account: string): Promise<number> {
  const rows = await db
    .select({ failures: sql<number>`coalesce(sum(${loginFailures.failedCount}), 0)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, account),
        gt(loginFailures.lastFailedAt, sql`now() - interval '1 hour'`),
      ),
    );
  return rows[0]?.failures ?? 0;
}

/** Forgets the failures of one address on the account, or of every address. */
export async function deleteFailures(db: Executor, account: string, address?: string) {
  await db
    .delete(loginFailures)
    .where(
      address === undefined
        ? eq(loginFailures.account, account)
        : and(eq(loginFailures.account, account), eq(loginFailures.address, address)),
    );
}

/** The accounts among these that have an address still waiting. */
export async function waitingAccounts(db: Executor, accounts: readonly string[]) {
  if (accounts.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ account: loginFailures.account })
    .from(loginFailures)
    .where(
      and(
        sql`${loginFailures.account} = any(${sql`${`{${accounts.join(',')}}`}::text[]`})`,
        sql`${loginFailures.failedCount} >= ${LIMITS.loginFreeFailures}`,
        sql`${loginFailures.lastFailedAt} + make_interval(secs => least(${LIMITS.loginLongestDelaySeconds}, ${LIMITS.loginFirstDelaySeconds} * power(2, ${loginFailures.failedCount} - ${LIMITS.loginFreeFailures}))) > now()`,
      ),
    );
  return new Set(rows.map((r) => r.account));
}

import { LIMITS, MESSAGES } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { tooManyRequests } from '../errors.js';
import {
  addFailure,
  deleteFailures,
  findFailures,
  recentAccountFailures,
  waitingAccounts,
} from './login-throttle.repo.js';

/**
 * Sign-in throttling that protects without locking the owner out (issue 17 §1; decision
 * 0040; OWASP ASVS 2.2.1): failures are counted per account and client address, so a
 * stranger's guesses make the stranger wait, not the officer at the station's PC. Ids
 * that do not exist are never counted (the captcha and the per-address rate limit stand
 * in front of them), so nothing is stored for an id before it is created.
 */

/** An officer (`users`) or a field app user (`app_users`), by id. */
export type LoginAccount = `user:${number}` | `app:${number}`;

export const officerAccount = (userId: number): LoginAccount => `user:${userId}`;
export const appUserAccount = (appUserId: number): LoginAccount => `app:${appUserId}`;

/** Seconds an address waits after its n-th failure in a row on an account. */
export function delayAfter(failures: number): number {
  if (failures < LIMITS.loginFreeFailures) return 0;
  return Math.min(
    LIMITS.loginLongestDelaySeconds,
    LIMITS.loginFirstDelaySeconds * 2 ** (failures - LIMITS.loginFreeFailures),
  );
}

/** Refuses (429) an address that must still wait before trying this account again. */
export async function refuseWhileWaiting(
  db: Executor,
  account: LoginAccount,
  address: string | null,
): Promise<void> {
  const row = await findFailures(db, account, address ?? '');
  if (row && delayAfter(row.failedCount) > row.secondsSince) {
    throw tooManyRequests(MESSAGES.loginThrottled);
  }
}

export function recordFailure(db: Executor, account: LoginAccount, address: string | null) {
  return addFailure(db, account, address ?? '');
}

/** A success from an address forgets that address's failures; other addresses keep theirs. */
export function recordSuccess(db: Executor, account: LoginAccount, address: string | null) {
  return deleteFailures(db, account, address ?? '');
}

/** Failures from many addresses: the field app then asks for a captcha too. */
export async function underAttack(db: Executor, account: LoginAccount): Promise<boolean> {
  return (await recentAccountFailures(db, account)) >= LIMITS.loginAccountCeiling;
}

/** An admin's unlock and a re-activation: every address starts again. */
export function forgetFailures(db: Executor, account: LoginAccount) {
  return deleteFailures(db, account);
}

/** Marks the rows whose account an address is kept waiting on now (the lists' Unlock). */
export async function markLocked<T extends { id: number }>(
  db: Executor,
  rows: readonly T[],
  accountOf: (id: number) => LoginAccount,
): Promise<(T & { locked: boolean })[]> {
  const waiting = await waitingAccounts(
    db,
    rows.map((r) => accountOf(r.id)),
  );
  return rows.map((r) => ({ ...r, locked: waiting.has(accountOf(r.id)) }));
}

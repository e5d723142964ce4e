import {
  PROFILE_MESSAGES,
  USER_MESSAGES,
  type PageQuery,
  type ProfileUpdateInput,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import {
  officerAccount,
  recordFailure,
  refuseWhileWaiting,
} from '../../platform/login-throttle/login-throttle.js';
import { verifyPassword } from '../../platform/passwords.js';
import { changePassword } from './password-change.js';
import * as repo from './users.repo.js';

/**
 * Spec 1 §2 Profile, §4: name and user id can change, the phone cannot; changing the
 * password ends every session of the user (the page logs off after 2 s).
 */
export async function updateProfile(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: ProfileUpdateInput,
): Promise<{ message: string; loggedOff: boolean }> {
  if (input.changePassword) await requireCurrentPassword(deps, actor, ctx, input.currentPassword);
  await withTransaction(deps.db, async (tx) => {
    const before = await repo.findAccount(tx, actor.userId);
    if (!before) throw notFound();
    if (await repo.useridTaken(tx, input.userid, actor.userId)) {
      throw conflict(USER_MESSAGES.useridTaken, { userid: USER_MESSAGES.useridTaken });
    }
    await repo.updateUserRow(tx, actor.userId, { name: input.name, userid: input.userid });
    if (input.changePassword) {
      await changePassword(tx, actor.userId, input.password);
      await deps.sessions.destroyAllOf(tx, actor.userId);
    }
    const changes: Record<string, unknown> = {};
    if (before.name !== input.name) changes.name = { from: before.name, to: input.name };
    if (before.userid !== input.userid) changes.userid = { from: before.userid, to: input.userid };
    if (input.changePassword) changes.password = true;
    await audit(tx, ctx, { entity: 'user', entityId: actor.userId, action: 'profile', changes });
  });
  return { message: PROFILE_MESSAGES.updated, loggedOff: input.changePassword };
}

/**
 * A new password needs the current one (issue 17 §2). A wrong one is a failed sign-in of
 * the account from this address (decision 0040), counted outside the profile's transaction
 * so that refusing the change does not undo the count.
 */
async function requireCurrentPassword(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  currentPassword: string,
): Promise<void> {
  const account = officerAccount(actor.userId);
  await refuseWhileWaiting(deps.db, account, ctx.ip);
  const hash = await repo.findPasswordHash(deps.db, actor.userId);
  if (!hash || !(await verifyPassword(hash, currentPassword))) {
    await recordFailure(deps.db, account, ctx.ip);
    throw badRequest(PROFILE_MESSAGES.currentWrong, {
      currentPassword: PROFILE_MESSAGES.currentWrong,
    });
  }
}

/** The signed-in user's own logins, newest first (spec 3 §2.10). */
export function listLoginDetails(deps: Deps, actor: Actor, query: PageQuery & { search?: string }) {
  return repo.listLoginDetails(deps.db, actor.userId, query);
}

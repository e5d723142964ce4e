import {
  APP_USER_MESSAGES,
  generatePassword,
  type AppUser,
  type AppUserInput,
  type AppUserStatus,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { requireAccess } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { seesState, unitOfScope } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { queueCredentialsMessage } from '../../platform/notify/messaging.js';
import {
  appUserAccount,
  forgetFailures,
  markLocked,
} from '../../platform/login-throttle/login-throttle.js';
import { hashPassword } from '../../platform/passwords.js';
import { deleteFieldSessionsOf } from '../../platform/session/field-session.repo.js';
import * as repo from './app-users.repo.js';

export interface OneTimePasswordResult {
  appUser: AppUser;
  oneTimePassword: string | null;
  message: string;
}

export async function listAppUsers(
  deps: Deps,
  actor: Actor,
  query: Parameters<typeof repo.listAppUsers>[2],
) {
  const page = await repo.listAppUsers(deps.db, actor, query);
  return { ...page, items: await markLocked(deps.db, page.items, appUserAccount) };
}

async function load(deps: Deps, id: number): Promise<AppUser> {
  const user = await repo.getAppUser(deps.db, id);
  if (!user) throw notFound();
  const [marked] = await markLocked(deps.db, [user], appUserAccount);
  return marked as AppUser;
}

/** Unlock (issue 17 §1): every address may try the app user's phone again at once. Audited. */
export async function unlockAppUser(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
): Promise<AppUser> {
  await access(deps, actor, id);
  await withTransaction(deps.db, async (tx) => {
    await forgetFailures(tx, appUserAccount(id));
    await audit(tx, ctx, {
      entity: 'app-user',
      entityId: id,
      action: 'unlock-sign-in',
      changes: {},
    });
  });
  return load(deps, id);
}

/** Role 4 places app users in its own unit; role 8 picks the unit; the station must be in it. */
async function placeOf(tx: Executor, actor: Actor, input: AppUserInput) {
  const cityId = unitOfScope(actor) ?? input.cityId;
  if (!cityId)
    throw badRequest(APP_USER_MESSAGES.unitRequired, { cityId: APP_USER_MESSAGES.unitRequired });
  const stationCity = await repo.stationCity(tx, input.stationId);
  if (stationCity === undefined) {
    throw badRequest(APP_USER_MESSAGES.stationRequired, {
      stationId: APP_USER_MESSAGES.stationRequired,
    });
  }
  if (stationCity !== cityId) {
    if (seesState(actor)) {
      throw badRequest(APP_USER_MESSAGES.stationRequired, {
        stationId: APP_USER_MESSAGES.stationRequired,
      });
    }
    throw forbidden();
  }
  return { cityId, stationId: input.stationId };
}

/** The columns a create or an edit writes, and audits as they are written. */
async function rowOf(tx: Executor, actor: Actor, input: AppUserInput) {
  const { firstName, lastName, phone } = input;
  return { firstName, lastName, phone, ...(await placeOf(tx, actor, input)) };
}

const phoneConflict = (error: unknown): never => {
  if (uniqueViolation(error) === 'app_users_phone_idx') {
    throw conflict(APP_USER_MESSAGES.phoneTaken, { phone: APP_USER_MESSAGES.phoneTaken });
  }
  throw error;
};

export async function createAppUser(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: AppUserInput,
): Promise<AppUser> {
  const id = await withTransaction(deps.db, async (tx) => {
    const row = await rowOf(tx, actor, input);
    const newId = await repo
      .insertAppUser(tx, { ...row, createdBy: actor.userId })
      .catch(phoneConflict);
    await audit(tx, ctx, {
      entity: 'app-user',
      entityId: newId,
      action: 'create',
      cityId: row.cityId,
      changes: row,
    });
    return newId;
  });
  return load(deps, id);
}

const access = (deps: Deps, actor: Actor, id: number) =>
  requireAccess(actor, 'app-users:write', [id], (ids) => repo.loadAppUserScopes(deps.db, ids));

export async function updateAppUser(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: AppUserInput,
): Promise<AppUser> {
  await access(deps, actor, id);
  await withTransaction(deps.db, async (tx) => {
    const row = await rowOf(tx, actor, input);
    await repo.updateAppUserRow(tx, id, row).catch(phoneConflict);
    await audit(tx, ctx, {
      entity: 'app-user',
      entityId: id,
      action: 'update',
      cityId: row.cityId,
      changes: row,
    });
  });
  return load(deps, id);
}

/** Gives the app user a new one-time password and queues it for delivery with the city name. */
async function issuePassword(tx: Executor, id: number, phone: string, cityName: string) {
  const password = generatePassword();
  // The field app asks for a new password first (issue 5 §7); sessions on the old one end.
  await repo.updateAppUserRow(tx, id, {
    passwordHash: await hashPassword(password),
    mustChangePassword: true,
  });
  await deleteFieldSessionsOf(tx, id);
  await queueCredentialsMessage(tx, { phone, password, cityName });
  return password;
}

/**
 * Spec 1 §4 App user status: only admins change it. Approving a user who is not approved
 * yet (pending, or rejected before and so without a password) issues a one-time password, sent through the messaging outbox and shown to the admin once;
 * rejecting removes any password so the field app refuses the user.
 */
export async function setAppUserStatus(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  status: AppUserStatus,
): Promise<OneTimePasswordResult> {
  await access(deps, actor, id);
  const oneTimePassword = await withTransaction(deps.db, async (tx) => {
    const before = await repo.findStatusAndCity(tx, id);
    if (!before) throw notFound();
    await repo.updateAppUserRow(tx, id, {
      status,
      ...(status === 2 ? { passwordHash: null } : {}),
    });
    // Approval starts the app user afresh: failures counted before are forgotten.
    if (status === 1) await forgetFailures(tx, appUserAccount(id));
    const otp =
      before.status !== 1 && status === 1
        ? await issuePassword(tx, id, before.phone, before.cityNameEn)
        : null;
    await audit(tx, ctx, {
      entity: 'app-user',
      entityId: id,
      action: 'status',
      changes: { status: { from: before.status, to: status }, ...(otp ? { password: true } : {}) },
    });
    return otp;
  });
  deps.outbox.kick();
  return {
    appUser: await load(deps, id),
    oneTimePassword,
    message: APP_USER_MESSAGES.statusUpdated,
  };
}

export async function resetAppUserPassword(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
): Promise<OneTimePasswordResult> {
  await access(deps, actor, id);
  const oneTimePassword = await withTransaction(deps.db, async (tx) => {
    const user = await repo.findStatusAndCity(tx, id);
    if (!user) throw notFound();
    if (user.status !== 1) throw badRequest(APP_USER_MESSAGES.notApproved);
    const otp = await issuePassword(tx, id, user.phone, user.cityNameEn);
    await audit(tx, ctx, {
      entity: 'app-user',
      entityId: id,
      action: 'reset-password',
      changes: { password: true },
    });
    return otp;
  });
  deps.outbox.kick();
  return {
    appUser: await load(deps, id),
    oneTimePassword,
    message: APP_USER_MESSAGES.passwordReset,
  };
}

import {
  ROLES,
  USER_MESSAGES,
  type Assignable,
  type UserCreateInput,
  type UserListItem,
  type UserListQuery,
  type UserUpdateInput,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { requireAccess } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { managedRoleOf } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import {
  forgetFailures,
  markLocked,
  officerAccount,
} from '../../platform/login-throttle/login-throttle.js';
import { hashPassword } from '../../platform/passwords.js';
import { changePassword } from './password-change.js';
import * as repo from './users.repo.js';

/** Maps a unique violation that slipped past the checks (two admins at once) to its 409. */
function conflictFromConstraint(error: unknown): never {
  switch (uniqueViolation(error)) {
    case 'users_userid_lower_idx':
      throw conflict(USER_MESSAGES.useridTaken, { userid: USER_MESSAGES.useridTaken });
    case 'users_one_admin_per_city_idx':
      throw conflict(USER_MESSAGES.unitTaken, { cityId: USER_MESSAGES.unitTaken });
    case 'users_one_user_per_station_idx':
      throw conflict(USER_MESSAGES.stationTaken, { stationId: USER_MESSAGES.stationTaken });
    default:
      throw error;
  }
}

export async function listUsers(deps: Deps, actor: Actor, query: UserListQuery) {
  const page = await repo.listUsers(deps.db, actor, query);
  return { ...page, items: await markLocked(deps.db, page.items, officerAccount) };
}

export async function getUser(deps: Deps, actor: Actor, id: number): Promise<UserListItem> {
  await requireAccess(actor, 'users:read', [id], (ids) => repo.loadUserScopes(deps.db, ids));
  const user = await repo.getUser(deps.db, id);
  if (!user) throw notFound();
  const [marked] = await markLocked(deps.db, [user], officerAccount);
  return marked as UserListItem;
}

/**
 * Unlock (issue 17 §1): an admin lets every address try the user's account again at once,
 * for the officer kept waiting by a stranger's guesses or by their own. Audited.
 */
export async function unlockUser(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
): Promise<UserListItem> {
  await requireManaged(deps, actor, id);
  await withTransaction(deps.db, async (tx) => {
    const target = await repo.findAccount(tx, id);
    await forgetFailures(tx, officerAccount(id));
    await audit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'unlock-sign-in',
      changes: {},
      cityId: target?.cityId ?? null,
    });
  });
  return getUser(deps, actor, id);
}

/** The units (role 8) or own-city stations (role 4) a new user can take, taken ones marked. */
export function listAssignable(deps: Deps, actor: Actor): Promise<Assignable[]> {
  return managedRoleOf(actor) === ROLES.unitAdmin
    ? repo.listAssignableCities(deps.db)
    : repo.listAssignableStations(deps.db, actor.cityId ?? -1);
}

async function placeOf(tx: Executor, actor: Actor, input: UserCreateInput) {
  if (managedRoleOf(actor) === ROLES.unitAdmin) {
    if (!input.cityId)
      throw badRequest(USER_MESSAGES.unitRequired, { cityId: USER_MESSAGES.unitRequired });
    if (!(await repo.cityExists(tx, input.cityId))) {
      throw badRequest(USER_MESSAGES.unitRequired, { cityId: USER_MESSAGES.unitRequired });
    }
    if (await repo.cityHasAdmin(tx, input.cityId)) {
      throw conflict(USER_MESSAGES.unitTaken, { cityId: USER_MESSAGES.unitTaken });
    }
    return { role: ROLES.unitAdmin, cityId: input.cityId, stationId: null };
  }
  if (!input.stationId) {
    throw badRequest(USER_MESSAGES.stationRequired, { stationId: USER_MESSAGES.stationRequired });
  }
  const stationCity = await repo.stationCity(tx, input.stationId);
  if (stationCity === undefined || stationCity !== actor.cityId) {
    throw forbidden(USER_MESSAGES.stationOutsideUnit);
  }
  if (await repo.stationHasUser(tx, input.stationId)) {
    throw conflict(USER_MESSAGES.stationTaken, { stationId: USER_MESSAGES.stationTaken });
  }
  return { role: ROLES.stationUser, cityId: stationCity, stationId: input.stationId };
}

export async function createUser(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: UserCreateInput,
): Promise<UserListItem> {
  const passwordHash = await hashPassword(input.password);
  const id = await withTransaction(deps.db, async (tx) => {
    const place = await placeOf(tx, actor, input);
    if (await repo.useridTaken(tx, input.userid)) {
      throw conflict(USER_MESSAGES.useridTaken, { userid: USER_MESSAGES.useridTaken });
    }
    const newId = await repo
      .insertUser(tx, {
        userid: input.userid,
        name: input.name,
        phone: input.phone,
        passwordHash,
        stateId: actor.stateId,
        createdBy: actor.userId,
        ...place,
      })
      .catch(conflictFromConstraint);
    await repo.addPasswordHistory(tx, newId, passwordHash);
    await audit(tx, ctx, {
      entity: 'user',
      entityId: newId,
      action: 'create',
      cityId: place.cityId,
      changes: {
        name: input.name,
        userid: input.userid,
        phone: input.phone,
        ...place,
        password: true,
      },
    });
    return newId;
  });
  return getUser(deps, actor, id);
}

/** By-id writes: in scope (404 otherwise) and a user of the role this actor manages (403). */
async function requireManaged(deps: Deps, actor: Actor, id: number): Promise<void> {
  await requireAccess(actor, 'users:write', [id], (ids) => repo.loadUserScopes(deps.db, ids));
  if ((await repo.findRole(deps.db, id)) !== managedRoleOf(actor)) throw forbidden();
}

export async function updateUser(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: UserUpdateInput,
): Promise<UserListItem> {
  await requireManaged(deps, actor, id);
  await withTransaction(deps.db, async (tx) => {
    const before = await repo.findAccount(tx, id);
    if (!before) throw notFound();
    if (await repo.useridTaken(tx, input.userid, id)) {
      throw conflict(USER_MESSAGES.useridTaken, { userid: USER_MESSAGES.useridTaken });
    }
    await repo
      .updateUserRow(tx, id, { name: input.name, userid: input.userid, phone: input.phone })
      .catch(conflictFromConstraint);
    if (input.changePassword) {
      await changePassword(tx, id, input.password);
      // A password set by an admin ends the sessions signed in with the old one.
      await deps.sessions.destroyAllOf(tx, id);
    }
    const changes: Record<string, unknown> = {};
    for (const key of ['name', 'userid', 'phone'] as const) {
      if (before[key] !== input[key]) changes[key] = { from: before[key], to: input[key] };
    }
    if (input.changePassword) changes.password = true;
    // Filed under the user's unit, so its admin sees what the state changed there.
    await audit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'update',
      changes,
      cityId: before.cityId,
    });
  });
  return getUser(deps, actor, id);
}

export async function setUserActive(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  active: boolean,
): Promise<UserListItem> {
  if (id === actor.userId) throw forbidden(USER_MESSAGES.cannotDeactivateSelf);
  await requireManaged(deps, actor, id);
  await withTransaction(deps.db, async (tx) => {
    const target = await repo.findAccount(tx, id);
    await repo.updateUserRow(tx, id, { active });
    if (!active) await deps.sessions.destroyAllOf(tx, id);
    // Re-activation starts the user afresh: failures counted while inactive are forgotten.
    else await forgetFailures(tx, officerAccount(id));
    await audit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      changes: { active },
      cityId: target?.cityId ?? null,
    });
  });
  return getUser(deps, actor, id);
}

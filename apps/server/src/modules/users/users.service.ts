import type { UserListItem, UserListQuery } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import { requireAccess } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { notFound } from '../../platform/errors.js';
import * as repo from './users.repo.js';

/** Role 8 sees every user of the state, role 4 the users of its own unit (spec 1 §2 /users). */
export function listUsers(deps: Deps, actor: Actor, query: UserListQuery) {
  return repo.listUsers(deps.db, actor, query);
}

export async function getUser(deps: Deps, actor: Actor, id: number): Promise<UserListItem> {
  await requireAccess(actor, 'users:read', [id], (ids) => repo.loadUserScopes(deps.db, ids));
  const user = await repo.getUser(deps.db, id);
  if (!user) throw notFound();
  return user;
}

import type { DashboardCounts } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { scopeOf, worksAtStation } from '../../platform/scope.js';
import { countTiles } from './dashboard.repo.js';

/**
 * Spec 1 §2: role 2 has three tiles (its accused, preventive actions, 2-plus); roles 4 and 8
 * also count app users, registered stations or units and today's GPS check-ins.
 */
export async function dashboardCounts(deps: Deps, actor: Actor): Promise<DashboardCounts> {
  const scope = scopeOf(actor);
  const c = await countTiles(deps.readDb, scope);
  const admin = !worksAtStation(actor);
  return {
    appUsers: admin ? c.app_users : null,
    appUsersPending: admin ? c.app_users_pending : null,
    appUsersRejected: admin ? c.app_users_rejected : null,
    registered: admin ? c.registered : null,
    accused: c.accused,
    checkedToday: admin ? c.checked_today : null,
    preventiveActions: c.preventive_actions,
    twoPlus: c.two_plus,
  };
}

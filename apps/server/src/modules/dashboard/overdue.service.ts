import type { OverdueList, OverdueListQuery, OverdueSummary } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { placeOf, scopeOf } from '../../platform/scope.js';
import * as repo from './overdue.repo.js';

/**
 * The dashboard's "Overdue checks" card (issue 20 item 3), from the newest finished run:
 * a station's own list; a unit admin's per-station counts, a station opening its list;
 * the state's per-unit counts (narrowed to a unit by `cityId`).
 */
export async function overdueList(
  deps: Deps,
  actor: Actor,
  q: OverdueListQuery,
): Promise<OverdueList> {
  const scope = scopeOf(actor, { cityId: q.cityId });
  const runDate = await repo.latestRunDate(deps.readDb);
  if (!runDate) return { runDate, items: [], total: 0 };
  const page = await repo.listOverdue(deps.readDb, runDate, scope, q);
  return { runDate, ...page };
}

export async function overdueSummary(
  deps: Deps,
  actor: Actor,
  q: { cityId?: number | undefined },
): Promise<OverdueSummary> {
  const scope = scopeOf(actor, { cityId: q.cityId });
  // The state counts per unit; a unit (or the state narrowed to one) per station.
  const place = placeOf(scope);
  const level = !place ? 'state' : place.stationId === null ? 'unit' : 'station';
  const runDate = await repo.latestRunDate(deps.readDb);
  if (!runDate) return { runDate, level, total: 0, groups: [] };
  const groups = place
    ? await repo.countPerStation(deps.readDb, runDate, scope)
    : await repo.countPerUnit(deps.readDb, runDate, scope);
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  return { runDate, level, total, groups };
}

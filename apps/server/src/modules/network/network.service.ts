import type { AccusedNetwork } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { notFound } from '../../platform/errors.js';
import { readsAccused, scopeOf } from '../../platform/scope.js';
import { loadNetwork } from './network.repo.js';

/**
 * Issue 20 §5, decision 0054: the people who offended with an accused, two hops out. Read
 * as the profile (decision 0011: 404 outside the units that read the record); inside it,
 * the people in the actor's scope are named and the others counted.
 */
export async function getNetwork(deps: Deps, actor: Actor, id: number): Promise<AccusedNetwork> {
  const row = await loadNetwork(deps.db, id, scopeOf(actor));
  if (!row || !readsAccused(actor, new Set(row.readUnits))) throw notFound();
  return {
    accusedId: id,
    nodes: row.nodes,
    links: row.links,
    outside: { hop1: row.outsideHop1, hop2: row.outsideHop2 },
    capped: row.omitted > 0,
    omitted: row.omitted,
  };
}

import type { FieldAccusedDetail } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import { notFound } from '../../platform/errors.js';
import type { AppUserActor } from '../../platform/session/field-session.js';
import * as repo from './field-accused.repo.js';

/**
 * Issue 20 details screen: one accused of the app user's station, by the same rule as the
 * station's list (decision 0011's station rule); any other id answers 404.
 */
export async function accusedDetail(
  deps: Deps,
  actor: AppUserActor,
  accusedId: number,
): Promise<FieldAccusedDetail> {
  const detail = await repo.findStationAccusedDetail(deps.db, actor.stationId, accusedId);
  if (!detail) throw notFound();
  return detail;
}

/** The station's list with details in pages: what the phone keeps for offline use. */
export function accusedForOffline(
  deps: Deps,
  actor: AppUserActor,
  q: { page: number; size: number },
) {
  return repo.listStationAccusedDetails(deps.db, actor.stationId, q);
}

import { UNIT_SETTINGS_MESSAGES, type UnitSettings, type UnitSettingsUpdate } from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { placeOf, scopeOf } from '../../platform/scope.js';
import * as repo from './settings.repo.js';

/** What other modules read: a unit's overdue-check and patrol settings (issue 20). */
export function unitSettingsOf(db: Executor, cityId: number): Promise<UnitSettings> {
  return repo.settingsOfUnit(db, cityId);
}

/**
 * The unit whose settings the actor reads or saves (issue 20): a station user or a unit
 * admin its own unit whatever it sends (the scope module never widens), the state super
 * admin the unit it names, which must exist.
 */
async function unitOf(deps: Deps, actor: Actor, cityId: number | undefined): Promise<number> {
  const place = placeOf(scopeOf(actor, { cityId }));
  if (!place) {
    throw badRequest(UNIT_SETTINGS_MESSAGES.unitRequired, {
      cityId: UNIT_SETTINGS_MESSAGES.unitRequired,
    });
  }
  if (place.cityId < 0 || !(await repo.unitName(deps.db, place.cityId))) throw notFound();
  return place.cityId;
}

export async function getUnitSettings(
  deps: Deps,
  actor: Actor,
  cityId: number | undefined,
): Promise<UnitSettings> {
  return repo.settingsOfUnit(deps.db, await unitOf(deps, actor, cityId));
}

/** Saves a unit's settings (upsert), audited with the fields that changed. */
export async function updateUnitSettings(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  body: UnitSettingsUpdate,
): Promise<{ item: UnitSettings; message: string }> {
  const { cityId: asked, ...input } = body;
  const cityId = await unitOf(deps, actor, asked);
  const item = await withTransaction(deps.db, async (tx) => {
    const before = await repo.settingsOfUnit(tx, cityId);
    const changes: Record<string, { from: number; to: number }> = {};
    for (const key of Object.keys(input) as (keyof typeof input)[]) {
      if (before[key] !== input[key]) changes[key] = { from: before[key], to: input[key] };
    }
    await repo.upsertUnitSettings(tx, cityId, input, actor.userId);
    await audit(tx, ctx, {
      entity: 'unit-settings',
      entityId: cityId,
      action: 'update',
      cityId,
      changes,
    });
    return repo.settingsOfUnit(tx, cityId);
  });
  return { item, message: UNIT_SETTINGS_MESSAGES.saved };
}

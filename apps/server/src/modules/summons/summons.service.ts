import {
  STATE_ID,
  SUMMONS_MESSAGES,
  type SummonsFirstUpdate,
  type SummonsInput,
  type SummonsItem,
  type SummonsStage,
  type SummonsStationUpdate,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { contains, ownUnitOf, scopeOf, worksAtStation } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import * as repo from './summons.repo.js';

type Saved = { item: SummonsItem; message: string };

export function listSummons(
  deps: Deps,
  actor: Actor,
  q: { page: number; size: number; stage?: SummonsStage | undefined; search?: string | undefined },
) {
  return repo.listSummons(deps.db, actor, q);
}

/** Only an image or PDF this user uploaded may be attached (the upload service checked it). */
async function requireOwnFile(db: Executor, actor: Actor, fileId: string): Promise<void> {
  const file = await repo.findFileOwner(db, fileId);
  if (!file || file.kind === 'video' || file.uploadedBy !== actor.userId) {
    throw badRequest(SUMMONS_MESSAGES.fileRequired, { fileId: SUMMONS_MESSAGES.fileRequired });
  }
}

async function saved(deps: Deps, id: number, message: string): Promise<Saved> {
  const item = await repo.getSummons(deps.db, id);
  if (!item) throw notFound();
  return { item, message };
}

/** Spec 2 §6: only the unit admin registers, for a police station of its own unit. */
export async function registerSummons(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: SummonsInput,
): Promise<Saved> {
  const unitId = ownUnitOf(actor);
  const cityId = await repo.stationCity(deps.db, input.stationId);
  if (cityId !== unitId) {
    throw badRequest(SUMMONS_MESSAGES.stationOutsideUnit, {
      stationId: SUMMONS_MESSAGES.stationOutsideUnit,
    });
  }
  await requireOwnFile(deps.db, actor, input.fileId);
  const { fileId, ...fields } = input;
  const id = await withTransaction(deps.db, async (tx) => {
    const newId = await repo.insertSummons(tx, {
      ...fields,
      stateId: STATE_ID,
      cityId,
      registerFileId: fileId,
      createdBy: actor.userId,
    });
    await audit(tx, ctx, {
      entity: 'summons',
      entityId: newId,
      action: 'create',
      cityId,
      changes: { ...input },
    });
    return newId;
  });
  return saved(deps, id, SUMMONS_MESSAGES.saved);
}

/**
 * Locks the entry, checks scope (404 outside it) and that it is at the stage the update
 * follows (decision 0015: each update once, lsb1 before ps1), then applies the update.
 */
async function advance(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  step: {
    from: SummonsStage;
    to: SummonsStage;
    action: string;
    refuse: (stage: SummonsStage) => string;
    set: Parameters<typeof repo.updateSummons>[2];
    changes: Record<string, unknown>;
  },
): Promise<Saved> {
  await withTransaction(deps.db, async (tx) => {
    const current = await repo.lockSummons(tx, id);
    if (!current || !contains(scopeOf(actor), current)) throw notFound();
    if (current.stage !== step.from) throw conflict(step.refuse(current.stage));
    await repo.updateSummons(tx, id, { ...step.set, stage: step.to });
    await audit(tx, ctx, {
      entity: 'summons',
      entityId: id,
      action: step.action,
      cityId: current.cityId,
      changes: step.changes,
    });
  });
  return saved(deps, id, SUMMONS_MESSAGES.updated);
}

/** lsb1: the unit records when the station fetched it and who it was handed to. */
export function firstUpdate(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: SummonsFirstUpdate,
): Promise<Saved> {
  return advance(deps, actor, ctx, id, {
    from: 'registered',
    to: 'fetched',
    action: 'first-update',
    refuse: () => SUMMONS_MESSAGES.firstUpdateDone,
    set: { ...input, firstUpdateBy: actor.userId, firstUpdateAt: new Date() },
    changes: { ...input },
  });
}

/** ps1: the assigned police station reports how it served the summons, with the proof. */
export async function stationUpdate(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: SummonsStationUpdate,
): Promise<Saved> {
  if (!worksAtStation(actor)) throw forbidden();
  await requireOwnFile(deps.db, actor, input.fileId);
  const { fileId, ...fields } = input;
  return advance(deps, actor, ctx, id, {
    from: 'fetched',
    to: 'completed',
    action: 'station-update',
    refuse: (stage) =>
      stage === 'registered'
        ? SUMMONS_MESSAGES.firstUpdateMissing
        : SUMMONS_MESSAGES.stationUpdateDone,
    set: {
      ...fields,
      stationFileId: fileId,
      stationUpdateBy: actor.userId,
      stationUpdateAt: new Date(),
    },
    changes: { ...input },
  });
}

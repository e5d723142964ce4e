import { CCTV_MESSAGES, STATE_ID, type CctvInput, type CctvItem } from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { ownUnitOf } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { cctvTemplate, parseCctvSheet } from './cctv-import.js';
import * as repo from './cctv.repo.js';

export function listCctv(
  deps: Deps,
  actor: Actor,
  q: { page: number; size: number; search?: string | undefined },
) {
  return repo.listCctv(deps.db, actor, q);
}

export async function createCctv(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: CctvInput,
): Promise<{ item: CctvItem; message: string }> {
  const cityId = ownUnitOf(actor);
  const stations = await repo.unitStations(deps.db, cityId);
  if (!stations.some((s) => s.id === input.stationId)) {
    throw badRequest(CCTV_MESSAGES.stationOutsideUnit, {
      stationId: CCTV_MESSAGES.stationOutsideUnit,
    });
  }
  const id = await withTransaction(deps.db, async (tx) => {
    const [newId] = await repo.insertCctv(tx, [
      { ...input, stateId: STATE_ID, cityId, createdBy: actor.userId },
    ]);
    if (newId === undefined) throw new Error('cctv insert returned no id');
    await audit(tx, ctx, {
      entity: 'cctv',
      entityId: newId,
      action: 'create',
      cityId,
      changes: { ...input },
    });
    return newId;
  });
  const item = await repo.getCctv(deps.db, id);
  if (!item) throw notFound();
  return { item, message: CCTV_MESSAGES.saved };
}

/**
 * Imports a filled-in template in one transaction: any bad row refuses the whole file, and
 * the answer lists every bad row (`fields` keyed 'row.<n>.<column>').
 */
export async function importCctv(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  bytes: Buffer,
): Promise<{ imported: number; message: string }> {
  const cityId = ownUnitOf(actor);
  const stations = await repo.unitStations(deps.db, cityId);
  const parsed = await parseCctvSheet(bytes, stations);
  if (!parsed.ok) {
    const fields = Object.fromEntries(
      parsed.errors.map((e) => [`row.${e.row}.${e.column}`, e.message]),
    );
    throw badRequest(parsed.message, parsed.errors.length ? fields : { file: parsed.message });
  }
  const ids = await withTransaction(deps.db, async (tx) => {
    const newIds = await repo.insertCctv(
      tx,
      parsed.rows.map((row) => ({ ...row, stateId: STATE_ID, cityId, createdBy: actor.userId })),
    );
    await audit(tx, ctx, {
      entity: 'cctv',
      entityId: newIds.join(','),
      action: 'import',
      cityId,
      changes: { count: newIds.length },
    });
    return newIds;
  });
  return { imported: ids.length, message: CCTV_MESSAGES.imported };
}

export async function templateFor(deps: Deps, actor: Actor): Promise<Buffer> {
  return cctvTemplate(await repo.unitStations(deps.db, ownUnitOf(actor)));
}

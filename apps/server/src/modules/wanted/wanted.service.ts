import {
  WANTED_MESSAGES,
  wantedGroupOf,
  type WantedDetail,
  type WantedGroup,
  type WantedLicenceInput,
  type WantedListQuery,
  type WantedMobileInput,
  type WantedPersonInput,
  type WantedVehicleInput,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { contains, scopeOf, unitOfScope } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import * as repo from './wanted.repo.js';

type Saved = { item: WantedDetail; message: string };

/**
 * Spec 1 §2, §6: role 4 keeps its unit's particulars, role 8 the state's. A vehicle or mobile
 * entered by role 8 belongs to no unit (city null) and so only the state sees it.
 */
export function listWanted(deps: Deps, actor: Actor, q: WantedListQuery) {
  return repo.listWanted(deps.db, actor, { typeId: q.typeId, search: q.search }, q);
}

/** By id: a record of another unit answers 404 like a missing one (architecture rule 1). */
async function ownerInScope(db: Executor, actor: Actor, id: number) {
  const owner = await repo.findOwner(db, id);
  if (!owner || !contains(scopeOf(actor), { cityId: owner.cityId, stationId: null }))
    throw notFound();
  return owner;
}

export async function getWanted(deps: Deps, actor: Actor, id: number): Promise<WantedDetail> {
  await ownerInScope(deps.db, actor, id);
  const item = await repo.getWanted(deps.db, id);
  if (!item) throw notFound();
  return item;
}

interface FileRef {
  field: 'photoId' | 'pdfId';
  kind: 'image' | 'pdf';
  id: string | null | undefined;
}

/**
 * A new file must be the actor's own upload of the right kind; a file already on the record
 * stays, whoever uploaded it.
 */
async function checkFiles(tx: Executor, actor: Actor, refs: FileRef[], onRecord: Set<string>) {
  for (const ref of refs) {
    if (!ref.id || onRecord.has(ref.id)) continue;
    const file = await repo.findFile(tx, ref.id);
    if (!file || file.kind !== ref.kind || file.uploadedBy !== actor.userId) {
      throw badRequest(WANTED_MESSAGES.fileInvalid, { [ref.field]: WANTED_MESSAGES.fileInvalid });
    }
  }
}

/** References the schema cannot check: the city in the state, the station in the city. */
async function checkLocation(
  tx: Executor,
  loc: { stateId: number; cityId: number; stationId: number },
  prefix = '',
) {
  if ((await repo.cityState(tx, loc.cityId)) !== loc.stateId) {
    throw badRequest(WANTED_MESSAGES.cityRequired, {
      [`${prefix}cityId`]: WANTED_MESSAGES.cityRequired,
    });
  }
  if ((await repo.stationCity(tx, loc.stationId)) !== loc.cityId) {
    throw badRequest(WANTED_MESSAGES.stationOutsideCity, {
      [`${prefix}stationId`]: WANTED_MESSAGES.stationOutsideCity,
    });
  }
}

async function checkCrimes(tx: Executor, crimes: WantedPersonInput['crimes']) {
  for (const [i, c] of crimes.entries()) {
    await checkLocation(tx, c, `crimes.${i}.`);
    if ((await repo.mismatchedSections(tx, c.sections)).length > 0) {
      throw badRequest(WANTED_MESSAGES.sectionNotOfAct, {
        [`crimes.${i}.sections`]: WANTED_MESSAGES.sectionNotOfAct,
      });
    }
  }
}

interface SavePlan {
  group: WantedGroup;
  typeId: number;
  columns: repo.WantedColumns;
  /** The unit a new record of role 8 belongs to: the place it names, if any. */
  placeCityId: number | null;
  files: FileRef[];
  check?: (tx: Executor) => Promise<void>;
  crimes?: WantedPersonInput['crimes'];
}

/**
 * Create (id undefined) or update one particular in one transaction with its crime entries
 * and the audit row. An update keeps the owning unit; a record of another group (a vehicle
 * sent to the persons' route) is not found.
 */
async function save(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number | undefined,
  plan: SavePlan,
): Promise<Saved> {
  const savedId = await withTransaction(deps.db, async (tx) => {
    let onRecord = new Set<string>();
    let unitId: number | null;
    if (id !== undefined) {
      const owner = await ownerInScope(tx, actor, id);
      if (wantedGroupOf(owner.typeId) !== plan.group) throw notFound();
      onRecord = new Set([owner.photoFileId, owner.pdfFileId].filter((f) => f !== null));
      unitId = owner.cityId;
    } else {
      // Role 4 always files into its own unit; the client's choice never widens scope.
      unitId = unitOfScope(actor) ?? plan.placeCityId;
    }
    await plan.check?.(tx);
    if (plan.crimes) await checkCrimes(tx, plan.crimes);
    await checkFiles(tx, actor, plan.files, onRecord);
    const columns = { ...plan.columns, typeId: plan.typeId, crimeCount: plan.crimes?.length ?? 0 };
    let rowId: number;
    if (id === undefined) {
      rowId = await repo.insertWanted(tx, { ...columns, cityId: unitId, createdBy: actor.userId });
    } else {
      rowId = id;
      await repo.updateWanted(tx, id, columns);
    }
    if (plan.crimes) await repo.replaceCrimes(tx, rowId, plan.crimes);
    await audit(tx, ctx, {
      entity: 'wanted',
      entityId: rowId,
      action: id === undefined ? 'create' : 'update',
      cityId: unitId,
      changes: { ...columns, ...(plan.crimes ? { crimes: plan.crimes } : {}) },
    });
    return rowId;
  });
  const item = await repo.getWanted(deps.db, savedId);
  if (!item) throw notFound();
  return { item, message: WANTED_MESSAGES.saved[plan.group] };
}

export function savePerson(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number | undefined,
  input: WantedPersonInput,
): Promise<Saved> {
  return save(deps, actor, ctx, id, {
    group: 'person',
    typeId: input.typeId,
    placeCityId: input.cityId,
    columns: {
      name: input.name,
      address: input.address,
      addressStateId: input.stateId,
      addressCityId: input.cityId,
      addressStationId: input.stationId,
      // Only externed persons (3-5) carry an externment area (spec 1 §5).
      externmentArea: input.externmentArea || null,
      members: input.members,
      photoFileId: input.photoId ?? null,
      pdfFileId: input.pdfId ?? null,
    },
    files: [
      { field: 'photoId', kind: 'image', id: input.photoId },
      { field: 'pdfId', kind: 'pdf', id: input.pdfId },
    ],
    check: (tx) => checkLocation(tx, input),
    crimes: input.crimes,
  });
}

export function saveVehicle(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number | undefined,
  input: WantedVehicleInput,
): Promise<Saved> {
  return save(deps, actor, ctx, id, {
    group: 'vehicle',
    typeId: input.typeId,
    placeCityId: null,
    columns: {
      vehicleNo: input.vehicleNo.toUpperCase(),
      model: input.model,
      colour: input.colour,
      chassisNo: input.chassisNo.toUpperCase(),
      photoFileId: input.photoId ?? null,
    },
    files: [{ field: 'photoId', kind: 'image', id: input.photoId }],
  });
}

export function saveLicence(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number | undefined,
  input: WantedLicenceInput,
): Promise<Saved> {
  return save(deps, actor, ctx, id, {
    group: 'licence',
    typeId: input.typeId,
    placeCityId: input.cityId,
    columns: {
      licenceNo: input.licenceNo.toUpperCase(),
      name: input.name,
      address: input.address,
      addressStateId: input.stateId,
      addressCityId: input.cityId,
      addressStationId: input.stationId,
    },
    files: [],
    check: (tx) => checkLocation(tx, input),
  });
}

export function saveMobile(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number | undefined,
  input: WantedMobileInput,
): Promise<Saved> {
  return save(deps, actor, ctx, id, {
    group: 'mobile',
    typeId: input.typeId,
    placeCityId: null,
    columns: {
      mobileNo: input.mobileNo,
      imeiNo: input.imeiNo,
      model: input.model,
      colour: input.colour,
    },
    files: [],
  });
}

/** Spec 1 §4: the status tag toggles 1 (Active) and 0 (In Active). */
export async function setStatus(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  status: 0 | 1,
): Promise<Saved> {
  await withTransaction(deps.db, async (tx) => {
    const owner = await ownerInScope(tx, actor, id);
    await repo.setStatus(tx, id, status);
    await audit(tx, ctx, {
      entity: 'wanted',
      entityId: id,
      action: 'status',
      cityId: owner.cityId,
      changes: { status },
    });
  });
  const item = await repo.getWanted(deps.db, id);
  if (!item) throw notFound();
  return { item, message: WANTED_MESSAGES.statusUpdated };
}

import {
  ACCUSED_MESSAGES,
  ARREST_MESSAGES,
  EXTERNMENT_ACTION_IDS,
  PREVENTIVE_MESSAGES,
  type Arrest,
  type ArrestInput,
  type DuplicateCandidate,
  type Preventive,
  type PreventiveInput,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { requireAccess } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { contains, scopeOf, seesState } from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { badRequest, notFound, possibleDuplicate } from '../../platform/errors.js';
import { recordBreaches } from '../breaches/breaches.service.js';
import { findFileKind } from '../content/content.repo.js';
import * as accusedRepo from './accused.repo.js';
import { aadhaarCandidates, refreshPairsOf } from './duplicates/duplicates.service.js';
import * as repo from './arrests.repo.js';
import * as preventiveRepo from './preventive.repo.js';

const ownStation = (deps: Deps, actor: Actor, accusedId: number) =>
  requireAccess(actor, 'accused:write', [accusedId], (ids) =>
    accusedRepo.loadOwnerScopes(deps.db, ids),
  );

const mask = (last4: string | null) => (last4 ? `XXXX XXXX ${last4}` : null);

export function toArrest(row: repo.ShownArrest): Arrest {
  const a = row.arrest;
  return {
    id: a.id,
    crimeId: a.crimeId,
    currentStatusId: a.currentStatusId,
    currentStatus: { mr: row.statusMr, en: row.statusEn },
    arrestedAt: a.arrestedAt.toISOString(),
    courtAt: a.courtAt.toISOString(),
    fingerprint: a.fingerprintChecked ? '1' : '0',
    aadhaarMasked: mask(a.aadhaarLast4),
    dateOfBirth: a.dateOfBirth,
    photoIds: a.photoIds,
    photoUrls: a.photoIds.map((id) => `/api/files/${id}`),
  };
}

export function toPreventive(row: preventiveRepo.ShownPreventive): Preventive {
  const p = row.action;
  return {
    ...p,
    actionType: { mr: row.typeMr, en: row.typeEn },
    orderFileUrl: p.orderFileId ? `/api/files/${p.orderFileId}` : null,
  };
}

/** The accused an arrest belongs to, from its crime or from the arrest being edited. */
async function arrestOwner(deps: Deps, crimeId?: number, arrestId?: number) {
  if (crimeId) return (await repo.findCrimeForArrest(deps.db, crimeId))?.accusedId;
  if (arrestId) return (await repo.findArrest(deps.db, arrestId))?.accusedId;
  return undefined;
}

/**
 * Whose arrests already carry the number, other than this person's: the same man's
 * Aadhaar on his second arrest is his (issue 16 §6). Checked by keyed hash (decision 0012).
 */
async function otherHolders(deps: Deps, aadhaar: string, accusedId?: number, exceptId?: number) {
  const hash = deps.cipher.hash(aadhaar);
  const holders = await repo.aadhaarHolders(deps.db, hash, exceptId);
  return { hash, others: holders.filter((id) => id !== accusedId) };
}

/**
 * Spec 2 §5.3's check, asked while typing: 'Aadhar number already exists!' when another
 * person holds the number, with those of the records the user may read.
 */
export async function checkAadhaar(
  deps: Deps,
  actor: Actor,
  input: { aadhaar: string; exceptArrestId?: number | undefined; crimeId?: number | undefined },
): Promise<{ unique: boolean; candidates: DuplicateCandidate[] }> {
  const accusedId = await arrestOwner(deps, input.crimeId, input.exceptArrestId);
  const { hash, others } = await otherHolders(deps, input.aadhaar, accusedId, input.exceptArrestId);
  if (others.length === 0) return { unique: true, candidates: [] };
  const candidates =
    accusedId === undefined
      ? []
      : await aadhaarCandidates(deps.db, actor, accusedId, hash, others, { recordPairs: false });
  return { unique: false, candidates };
}

/** Refuses another person's Aadhaar with the records that hold it (409), before saving. */
async function requireOwnAadhaar(
  deps: Deps,
  actor: Actor,
  accusedId: number,
  aadhaar: string,
  exceptId?: number,
) {
  if (!aadhaar) return;
  const { hash, others } = await otherHolders(deps, aadhaar, accusedId, exceptId);
  if (others.length === 0) return;
  const candidates = await aadhaarCandidates(deps.db, actor, accusedId, hash, others, {
    recordPairs: true,
  });
  throw possibleDuplicate(ARREST_MESSAGES.aadhaarTaken, candidates, {
    aadhaar: ARREST_MESSAGES.aadhaarTaken,
  });
}

function aadhaarColumns(deps: Deps, aadhaar: string) {
  if (!aadhaar) return { aadhaarCipher: null, aadhaarHash: null, aadhaarLast4: null };
  return {
    aadhaarCipher: deps.cipher.encrypt(aadhaar),
    aadhaarHash: deps.cipher.hash(aadhaar),
    aadhaarLast4: aadhaar.slice(-4),
  };
}

function arrestColumns(input: ArrestInput) {
  return {
    currentStatusId: input.currentStatusId,
    arrestedAt: new Date(input.arrestedAt),
    courtAt: new Date(input.courtAt),
    fingerprintChecked: input.fingerprint === '1',
    dateOfBirth: input.dateOfBirth ?? null,
    photoIds: input.photoIds,
  };
}

async function requireOwnImages(tx: Executor, actor: Actor, ids: string[]) {
  if ((await accusedRepo.foreignFiles(tx, ids, actor.userId, 'image')).length > 0) {
    throw badRequest(ACCUSED_MESSAGES.photoInvalid, { photoIds: ACCUSED_MESSAGES.photoInvalid });
  }
}

export async function addArrest(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  crimeId: number,
  input: ArrestInput,
): Promise<Arrest> {
  const crime = await repo.findCrimeForArrest(deps.db, crimeId);
  if (!crime) throw notFound();
  await ownStation(deps, actor, crime.accusedId);
  await requireOwnAadhaar(deps, actor, crime.accusedId, input.aadhaar);
  let breaches = 0;
  const id = await withTransaction(deps.db, async (tx) => {
    await requireOwnImages(tx, actor, input.photoIds);
    const newId = await repo.insertArrest(tx, {
      ...arrestColumns(input),
      ...aadhaarColumns(deps, input.aadhaar),
      crimeId,
      accusedId: crime.accusedId,
      cityId: crime.cityId,
      createdBy: actor.userId,
    });
    await audit(tx, ctx, {
      entity: 'arrest',
      entityId: newId,
      action: 'create',
      changes: { crimeId, accusedId: crime.accusedId, aadhaar: input.aadhaar ? true : undefined },
    });
    // An Aadhaar or a date of birth is new evidence of who the person is.
    await refreshPairsOf(tx, crime.accusedId);
    breaches = await recordBreaches(tx, { kind: 'arrest', id: newId });
    return newId;
  });
  if (breaches > 0) deps.outbox.kick();
  return loadArrest(deps, crime.accusedId, id);
}

async function loadArrest(deps: Deps, accusedId: number, id: number): Promise<Arrest> {
  const row = (await repo.listArrests(deps.db, accusedId)).find((r) => r.arrest.id === id);
  if (!row) throw notFound();
  return toArrest(row);
}

export async function updateArrest(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: ArrestInput,
): Promise<Arrest> {
  const arrest = await repo.findArrest(deps.db, id);
  if (!arrest) throw notFound();
  await ownStation(deps, actor, arrest.accusedId);
  await requireOwnAadhaar(deps, actor, arrest.accusedId, input.aadhaar, id);
  let breaches = 0;
  await withTransaction(deps.db, async (tx) => {
    await requireOwnImages(
      tx,
      actor,
      input.photoIds.filter((p) => !arrest.photoIds.includes(p)),
    );
    // An empty Aadhaar field keeps the stored number: the form never receives it back.
    const aadhaar = input.aadhaar ? aadhaarColumns(deps, input.aadhaar) : {};
    await repo.updateArrestRow(tx, id, { ...arrestColumns(input), ...aadhaar });
    await refreshPairsOf(tx, arrest.accusedId);
    breaches = await recordBreaches(tx, { kind: 'arrest', id });
    await audit(tx, ctx, {
      entity: 'arrest',
      entityId: id,
      action: 'update',
      changes: { aadhaar: input.aadhaar ? true : undefined },
    });
  });
  if (breaches > 0) deps.outbox.kick();
  return loadArrest(deps, arrest.accusedId, id);
}

/**
 * The full Aadhaar number, for the entering station and its unit admin only; every
 * reveal is audited (issue 4 §4).
 */
export async function revealAadhaar(deps: Deps, actor: Actor, ctx: AuditContext, id: number) {
  const arrest = await repo.findArrest(deps.db, id);
  if (!arrest) throw notFound();
  const owners = await accusedRepo.loadOwnerScopes(deps.db, [arrest.accusedId]);
  const owner = owners.get(arrest.accusedId);
  const allowed = owner && !seesState(actor) && contains(scopeOf(actor), owner);
  if (!allowed) throw notFound();
  if (!arrest.aadhaarCipher) throw notFound();
  const aadhaar = deps.cipher.decrypt(arrest.aadhaarCipher);
  await withTransaction(deps.db, (tx) =>
    audit(tx, ctx, { entity: 'arrest', entityId: id, action: 'reveal-aadhaar' }),
  );
  return { aadhaar };
}

async function checkPreventiveFile(tx: Executor, actor: Actor, input: PreventiveInput) {
  if (!input.orderFileId) return;
  const file = await findFileKind(tx, input.orderFileId);
  if (!file || file.kind !== 'pdf' || file.uploadedBy !== actor.userId) {
    throw badRequest(PREVENTIVE_MESSAGES.orderFile, { orderFileId: PREVENTIVE_MESSAGES.orderFile });
  }
}

/**
 * The externed area (units, and police stations: issue 20) only makes sense for the
 * externment types 5, 6, 7 (spec 2 §4).
 */
function normalised(input: PreventiveInput): PreventiveInput {
  const externment = (EXTERNMENT_ACTION_IDS as readonly number[]).includes(input.actionTypeId);
  return {
    ...input,
    externmentCityIds: externment ? input.externmentCityIds : [],
    externmentStationIds: externment ? input.externmentStationIds : [],
  };
}

export async function addPreventive(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  accusedId: number,
  input: PreventiveInput,
): Promise<Preventive> {
  await ownStation(deps, actor, accusedId);
  const id = await withTransaction(deps.db, async (tx) => {
    await checkPreventiveFile(tx, actor, input);
    const newId = await preventiveRepo.insertPreventive(tx, {
      ...normalised(input),
      accusedId,
      cityId: actor.cityId ?? -1,
      stationId: actor.stationId ?? -1,
      createdBy: actor.userId,
    });
    await audit(tx, ctx, {
      entity: 'preventive',
      entityId: newId,
      action: 'create',
      changes: { accusedId, actionTypeId: input.actionTypeId, chapterCase: input.chapterCase },
    });
    return newId;
  });
  return loadPreventive(deps, accusedId, id);
}

async function loadPreventive(deps: Deps, accusedId: number, id: number): Promise<Preventive> {
  const row = (await preventiveRepo.listPreventive(deps.db, accusedId)).find(
    (r) => r.action.id === id,
  );
  if (!row) throw notFound();
  return toPreventive(row);
}

export async function updatePreventive(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: PreventiveInput,
): Promise<Preventive> {
  const accusedId = await preventiveRepo.findPreventiveOwner(deps.db, id);
  if (accusedId === undefined) throw notFound();
  await ownStation(deps, actor, accusedId);
  await withTransaction(deps.db, async (tx) => {
    await checkPreventiveFile(tx, actor, input);
    await preventiveRepo.updatePreventiveRow(tx, id, normalised(input));
    await audit(tx, ctx, {
      entity: 'preventive',
      entityId: id,
      action: 'update',
      changes: { actionTypeId: input.actionTypeId },
    });
  });
  return loadPreventive(deps, accusedId, id);
}

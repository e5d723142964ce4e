import {
  ACCUSED_MESSAGES,
  CRIME_MESSAGES,
  type AccusedCreateInput,
  type AccusedDetail,
  type AccusedListQuery,
  type AccusedUpdateInput,
  type CrimeInput,
  type DuplicateCheckInput,
  type Language,
  fieldCheckinPath,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { requireAccess } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import {
  editsEntry,
  ownStationOf,
  placeOf,
  readsAccused,
  scopeOf,
  unitOfScope,
} from '../../platform/scope.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { queueStationPush } from '../../platform/notify/push.js';
import { recordBreaches } from '../breaches/breaches.service.js';
import { signedImageUrl } from '../files/files.service.js';
import { loadAccusedDetail } from './accused-detail.repo.js';
import { toArrest, toPreventive } from './arrests-preventive.service.js';
import * as repo from './accused.repo.js';
import {
  recordDistinct,
  refreshPairsOf,
  requireNoUnconfirmedDuplicate,
} from './duplicates/duplicates.service.js';
import { mergedInto } from './duplicates/merge.service.js';
import { refreshNameTerms } from './name-terms.service.js';

const SELECT_UNIT = 'Please select a unit';

/**
 * Spec 2 §2.1, §6: role 2 sees its station's two tabs; role 4 its unit; role 8 picks a unit.
 * A unit sent by role 4 or 2 is ignored: the scope is the actor's own.
 */
export function listScopeOf(
  actor: Actor,
  q: Pick<AccusedListQuery, 'tab' | 'cityId'>,
): repo.ListScope {
  const place = placeOf(scopeOf(actor, { cityId: q.cityId || undefined }));
  if (!place) throw badRequest(SELECT_UNIT, { cityId: SELECT_UNIT });
  if (place.stationId === null) return { cityId: place.cityId };
  return { cityId: place.cityId, station: { id: place.stationId, tab: q.tab } };
}

export function listAccused(deps: Deps, actor: Actor, q: AccusedListQuery, language?: Language) {
  if (q.filter && !q.headingIds?.length) {
    throw badRequest(ACCUSED_MESSAGES.findHeading, { headingIds: ACCUSED_MESSAGES.findHeading });
  }
  return repo.listAccused(deps.db, actor, listScopeOf(actor, q), q, language);
}

export function countTabs(deps: Deps, actor: Actor) {
  const { cityId, stationId } = ownStationOf(actor);
  return repo.countTabs(deps.db, cityId, stationId);
}

/** Step 1's duplicate check, within the actor's unit (the state for role 8). */
export function findCandidates(
  deps: Deps,
  actor: Actor,
  q: { name?: string | undefined; crimeCount?: number | undefined; stationId?: number | undefined },
) {
  return repo.findCandidates(deps.db, q, unitOfScope(actor));
}

/**
 * Decision 0011's read rule for another module's view of one accused (the breaches of a
 * profile, issue 20): 404 when the actor may not read the record.
 */
export async function requireReadsAccused(deps: Deps, actor: Actor, id: number): Promise<void> {
  const units = (await repo.loadReadScopes(deps.db, [id])).get(id);
  if (!units || !readsAccused(actor, units)) throw notFound();
}

/** Writes: only the police station that entered the record (spec 2 §6). */
function requireOwnStation(deps: Deps, actor: Actor, id: number) {
  return requireAccess(actor, 'accused:write', [id], (ids) => repo.loadOwnerScopes(deps.db, ids));
}

/** References the zod schema cannot check: stations in their city, sections of their act. */
async function checkReferences(
  tx: Executor,
  basic: { cityId: number; stationId: number } | null,
  crimes: CrimeInput[],
) {
  if (basic && (await repo.stationCity(tx, basic.stationId)) !== basic.cityId) {
    throw badRequest(ACCUSED_MESSAGES.stationOutsideUnit, {
      'basic.stationId': ACCUSED_MESSAGES.stationOutsideUnit,
    });
  }
  for (const [i, c] of crimes.entries()) {
    if ((await repo.stationCity(tx, c.stationId)) !== c.cityId) {
      throw badRequest(ACCUSED_MESSAGES.stationOutsideUnit, {
        [`crimes.${i}.stationId`]: ACCUSED_MESSAGES.stationOutsideUnit,
      });
    }
    if ((await repo.mismatchedSections(tx, c.sections)).length > 0) {
      throw badRequest(CRIME_MESSAGES.sectionNotOfAct, {
        [`crimes.${i}.sections`]: CRIME_MESSAGES.sectionNotOfAct,
      });
    }
  }
}

/**
 * Files a form points at: each new one must be the actor's own upload of the right kind
 * (a photo cannot be someone else's file or a PDF); files already on the record stay as
 * they are, whoever uploaded them.
 */
async function checkFiles(
  tx: Executor,
  actor: Actor,
  basic: { photoIds: string[] },
  otherInfo: AccusedCreateInput['otherInfo'],
  onRecord: Set<string> = new Set(),
) {
  const groups = [
    { field: 'basic.photoIds', kind: 'image' as const, ids: basic.photoIds },
    { field: 'otherInfo.imageIds', kind: 'image' as const, ids: otherInfo?.imageIds ?? [] },
    { field: 'otherInfo.handprintIds', kind: 'image' as const, ids: otherInfo?.handprintIds ?? [] },
    { field: 'otherInfo.recordIds', kind: 'pdf' as const, ids: otherInfo?.recordIds ?? [] },
  ];
  for (const g of groups) {
    const fresh = g.ids.filter((id) => !onRecord.has(id));
    if ((await repo.foreignFiles(tx, fresh, actor.userId, g.kind)).length > 0) {
      throw badRequest(ACCUSED_MESSAGES.photoInvalid, { [g.field]: ACCUSED_MESSAGES.photoInvalid });
    }
  }
}

function basicColumns(b: AccusedCreateInput['basic']) {
  return {
    name: b.name,
    nameEn: b.nameEn,
    fatherName: b.fatherName,
    aliases: b.aliases,
    age: b.age,
    mobile: b.mobile || null,
    religionId: b.religionId,
    caste: b.caste,
    address: b.address,
    addressStateId: b.stateId,
    addressCityId: b.cityId,
    addressStationId: b.stationId,
    crimeTypeIds: b.crimeTypeIds,
    historySheeter: b.historySheeter,
    historyDate: b.historySheeter === 2 ? null : (b.historyDate ?? null),
    patrollingNeeded: b.patrollingNeeded,
    currentCondition: b.currentCondition ?? null,
    photoIds: b.photoIds,
  };
}

/** The fields that say who the person is: a change re-runs the duplicate check. */
const IDENTITY_FIELDS = ['name', 'nameEn', 'fatherName', 'aliases', 'age', 'mobile'] as const;

/** What the duplicate check compares of step 1. */
function identityOf(b: AccusedCreateInput['basic']): DuplicateCheckInput {
  return {
    name: b.name,
    nameEn: b.nameEn,
    fatherName: b.fatherName,
    aliases: b.aliases,
    age: b.age,
    mobile: b.mobile,
    cityId: b.cityId,
    stationId: b.stationId,
    religionId: b.religionId,
    address: b.address,
  };
}

export const NEW_ACCUSED_PUSH_TITLE = 'CMIS New Criminal Added';

/**
 * Spec 2 §7.6, narrowed by issue 20 (decision 0051): one push per native device and per
 * browser subscription of the approved app users of the accused's station (the station that
 * entered it), with the photo, queued in the transaction that creates the accused and
 * delivered by the outbox with retries. A tap opens the person's check-in in the field app.
 */
async function queueNewAccusedPush(
  deps: Deps,
  tx: Executor,
  accusedId: number,
  stationId: number,
  basic: AccusedCreateInput['basic'],
) {
  const station = await repo.stationName(tx, basic.stationId);
  const body = `${basic.name}, ${station?.mr ?? ''}`;
  // The phone has no session: the photo goes as a signed link that expires.
  const photo = basic.photoIds[0];
  const imageUrl = photo ? signedImageUrl(deps, photo) : undefined;
  await queueStationPush(tx, stationId, {
    title: NEW_ACCUSED_PUSH_TITLE,
    body,
    imageUrl,
    url: fieldCheckinPath(accusedId),
  });
}

/**
 * Spec 2 §2.3, §4: the accused, its crimes with act/section pairs and members, and the
 * other information are written in one transaction; a failure leaves nothing behind.
 */
export async function createAccused(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: AccusedCreateInput,
): Promise<AccusedDetail> {
  const { cityId, stationId } = ownStationOf(actor);
  const id = await withTransaction(deps.db, async (tx) => {
    await checkReferences(tx, input.basic, input.crimes);
    await checkFiles(tx, actor, input.basic, input.otherInfo);
    const confirmed = await requireNoUnconfirmedDuplicate(
      tx,
      actor,
      identityOf(input.basic),
      input.distinctFrom,
    );
    const newId = await repo.insertAccused(tx, {
      ...basicColumns(input.basic),
      cityId,
      stationId,
      createdBy: actor.userId,
    });
    await refreshNameTerms(tx, newId);
    const crimeIds: number[] = [];
    for (const crime of input.crimes) {
      crimeIds.push(await repo.insertCrime(tx, newId, actor.userId, crime));
    }
    await repo.refreshCrimeCount(tx, newId);
    // A new record holds no externment order yet: this raises nothing today, and keeps the
    // rule in one place should an order ever be entered with the record (issue 20).
    for (const crimeId of crimeIds) await recordBreaches(tx, { kind: 'crime', id: crimeId });
    if (input.otherInfo) await repo.upsertOtherInfo(tx, newId, input.otherInfo);
    await audit(tx, ctx, {
      entity: 'accused',
      entityId: newId,
      action: 'create',
      changes: { name: input.basic.name, crimes: input.crimes.length },
    });
    await recordDistinct(tx, ctx, newId, confirmed, input.distinctFrom?.reason ?? '');
    await refreshPairsOf(tx, newId);
    await queueNewAccusedPush(deps, tx, newId, stationId, input.basic);
    return newId;
  });
  deps.outbox.kick();
  return getAccused(deps, actor, id);
}

/**
 * The profile, or where a merged record's old links lead (issue 16 §5): the route answers
 * with a permanent redirect to the kept record.
 */
export async function getAccusedOrMerged(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<{ detail: AccusedDetail } | { mergedInto: number }> {
  try {
    return { detail: await getAccused(deps, actor, id) };
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
    const into = await mergedInto(deps, actor, id);
    if (into === null) throw err;
    return { mergedInto: into };
  }
}

/**
 * The profile. Decision 0011 (read where the accused was entered, lives or has a crime;
 * role 8 anywhere) is checked on the units read with it: one statement in all (issue 19).
 */
export async function getAccused(deps: Deps, actor: Actor, id: number): Promise<AccusedDetail> {
  const d = await loadAccusedDetail(deps.db, id);
  if (!d || !readsAccused(actor, d.readUnits)) throw notFound();
  const a = d.accused;
  const fileUrl = (fileId: string) => `/api/files/${fileId}`;
  return {
    id: a.id,
    basic: {
      crimeTypeIds: a.crimeTypeIds,
      historySheeter: a.historySheeter,
      historyDate: a.historyDate,
      name: a.name,
      nameEn: a.nameEn,
      fatherName: a.fatherName,
      aliases: a.aliases,
      age: a.age,
      mobile: a.mobile ?? '',
      stateId: a.addressStateId,
      cityId: a.addressCityId,
      stationId: a.addressStationId,
      religionId: a.religionId,
      caste: a.caste,
      address: a.address,
      patrollingNeeded: a.patrollingNeeded,
      currentCondition: a.currentCondition,
      photoIds: a.photoIds,
    },
    religion: { mr: d.religionMr, en: d.religionEn },
    city: { mr: d.cityMr, en: d.cityEn },
    station: { mr: d.stationMr, en: d.stationEn },
    photoUrls: a.photoIds.map(fileUrl),
    crimeCount: a.crimeCount,
    twoPlus: a.crimeCount > 1,
    active: a.active,
    activeReason: a.activeReason,
    enteredByCityId: a.cityId,
    enteredByStationId: a.stationId,
    canEdit: editsEntry(actor, a.stationId),
    crimes: d.crimes,
    arrests: d.arrests.map(toArrest),
    preventiveActions: d.preventive.map(toPreventive),
    otherInfo: d.other,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function updateAccused(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: AccusedUpdateInput,
): Promise<AccusedDetail> {
  await requireOwnStation(deps, actor, id);
  await withTransaction(deps.db, async (tx) => {
    await checkReferences(tx, input.basic, []);
    await checkFiles(tx, actor, input.basic, input.otherInfo, await repo.filesOnRecord(tx, id));
    const before = await repo.findAccused(tx, id);
    if (!before) throw notFound();
    const next = basicColumns(input.basic);
    // Only a change of who the person is can make him someone else's duplicate.
    const identityChanged = IDENTITY_FIELDS.some(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    const confirmed = identityChanged
      ? await requireNoUnconfirmedDuplicate(
          tx,
          actor,
          { ...identityOf(input.basic), excludeId: id },
          input.distinctFrom,
        )
      : [];
    await repo.updateAccusedRow(tx, id, next);
    await refreshNameTerms(tx, id);
    if (input.otherInfo) await repo.upsertOtherInfo(tx, id, input.otherInfo);
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(next)) {
      const old = before[key as keyof typeof before];
      if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = { from: old, to: value };
    }
    if (input.otherInfo) changes.otherInfo = true;
    await audit(tx, ctx, { entity: 'accused', entityId: id, action: 'update', changes });
    await recordDistinct(tx, ctx, id, confirmed, input.distinctFrom?.reason ?? '');
    await refreshPairsOf(tx, id);
  });
  return getAccused(deps, actor, id);
}

export async function addCrime(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  accusedId: number,
  crime: CrimeInput,
): Promise<AccusedDetail> {
  await requireOwnStation(deps, actor, accusedId);
  let breaches = 0;
  await withTransaction(deps.db, async (tx) => {
    await checkReferences(tx, null, [crime]);
    const crimeId = await repo.insertCrime(tx, accusedId, actor.userId, crime);
    await repo.refreshCrimeCount(tx, accusedId);
    breaches = await recordBreaches(tx, { kind: 'crime', id: crimeId });
    await audit(tx, ctx, {
      entity: 'crime',
      entityId: crimeId,
      action: 'create',
      changes: {
        accusedId,
        registerNumber: crime.registerNumber,
        registerYear: crime.registerYear,
      },
    });
  });
  if (breaches > 0) deps.outbox.kick();
  return getAccused(deps, actor, accusedId);
}

export async function updateCrime(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  crimeId: number,
  crime: CrimeInput,
): Promise<AccusedDetail> {
  const accusedId = await repo.findCrimeOwner(deps.db, crimeId);
  if (accusedId === undefined) throw notFound();
  await requireOwnStation(deps, actor, accusedId);
  let breaches = 0;
  await withTransaction(deps.db, async (tx) => {
    await checkReferences(tx, null, [crime]);
    await repo.updateCrimeRow(tx, crimeId, crime);
    breaches = await recordBreaches(tx, { kind: 'crime', id: crimeId });
    // The crime's title may have changed; the accused's list of titles follows it.
    await repo.refreshCrimeCount(tx, accusedId);
    await audit(tx, ctx, {
      entity: 'crime',
      entityId: crimeId,
      action: 'update',
      changes: {
        accusedId,
        registerNumber: crime.registerNumber,
        registerYear: crime.registerYear,
      },
    });
  });
  if (breaches > 0) deps.outbox.kick();
  return getAccused(deps, actor, accusedId);
}

/** Spec 2 §2.2: the unit admin marks an accused of its own unit active or inactive, with a reason. */
export async function setActive(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  input: { active: boolean; reason: string },
): Promise<AccusedDetail> {
  await requireAccess(actor, 'accused:status', [id], async (ids) => {
    const owners = await repo.loadOwnerScopes(deps.db, ids);
    // The tag follows the unit, not the entering station (spec 2 §2.2).
    return new Map([...owners].map(([k, v]) => [k, { cityId: v.cityId, stationId: null }]));
  });
  await withTransaction(deps.db, async (tx) => {
    await repo.updateAccusedRow(tx, id, { active: input.active, activeReason: input.reason });
    await audit(tx, ctx, {
      entity: 'accused',
      entityId: id,
      action: input.active ? 'activate' : 'deactivate',
      changes: { active: input.active, reason: input.reason },
    });
  });
  return getAccused(deps, actor, id);
}

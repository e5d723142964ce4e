import {
  DUPLICATE_MESSAGES,
  type DistinctFromInput,
  type DuplicateCandidate,
  type DuplicateCheckInput,
  type DuplicatePair,
  type DuplicatePairSide,
  type DuplicateReason,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import type { Actor } from '../../../platform/actor.js';
import {
  contains,
  editsEntry,
  mergesIn,
  readsAccused,
  scopeOf,
  seesState,
  type Scope,
  unitOfScope,
} from '../../../platform/scope.js';
import { audit, type AuditContext } from '../../../platform/audit/audit.js';
import { notFound, possibleDuplicate } from '../../../platform/errors.js';
import { loadReadScopes } from '../accused.repo.js';
import * as repo from './duplicates.repo.js';
import { pairOf, pairRow } from './pairs.js';
import {
  CANDIDATE_THRESHOLD,
  compareLevels,
  DEFAULT_MODEL,
  DUPLICATE_THRESHOLD,
  features,
  FIELDS,
  MIN_UNIT_SIZE,
  sharedNameKey,
  weigh,
  type Model,
  type PersonFeatures,
  type PersonRecord,
} from './scoring.js';

/** The model the database trained (rebuild.ts), or the default one before it has. */
export async function loadModel(db: Executor): Promise<Model> {
  const stored = (await repo.storedModel(db)) as Partial<Model> | undefined;
  const whole =
    stored &&
    typeof stored.blockedShare === 'number' &&
    typeof stored.nameShareMean === 'number' &&
    FIELDS.every((f) => stored.m?.[f] && stored.u?.[f]);
  return whole ? (stored as Model) : DEFAULT_MODEL;
}

/**
 * Scores a record against others with the model; a shared full name is weighed by how
 * common it is among the records of the first one's unit.
 */
async function scorer(db: Executor, person: PersonFeatures) {
  const model = await loadModel(db);
  const shares = new Map<string, number>();
  let unitSize: number | undefined;
  return {
    model,
    score: async (other: PersonFeatures) => {
      const levels = compareLevels(person, other);
      let nameShare: number | undefined;
      const sounds = sharedNameKey(person, other);
      const key = sounds.join(' ');
      if (unitSize === undefined || (levels.name === 'full' && !shares.has(key))) {
        const f = await repo.nameFrequency(db, person.record.cityId, sounds);
        unitSize = Math.max(1, f.all);
        shares.set(key, f.holders / Math.max(MIN_UNIT_SIZE, unitSize));
      }
      if (levels.name === 'full') nameShare = shares.get(key);
      const context = { nameShare, unitSize };
      return { context, ...weigh(model, levels, context) };
    },
  };
}

/** Records a viewer may read (decision 0011): role 8 all; others where their unit reaches. */
async function readable(db: Executor, actor: Actor, ids: number[]): Promise<Set<number>> {
  if (seesState(actor)) return new Set(ids);
  const scopes = await loadReadScopes(db, ids);
  return new Set(
    ids.filter((id) => {
      const units = scopes.get(id);
      return units !== undefined && readsAccused(actor, units);
    }),
  );
}

/** Records that share the blocking keys of this one (scoring.ts), in these units. */
async function candidatesOf(
  db: Executor,
  person: PersonFeatures,
  cityIds: number[] | null,
  extraIds: readonly number[] = [],
): Promise<PersonFeatures[]> {
  const r = person.record;
  const ids = await repo.candidateIds(db, {
    phonetics: [...person.words, ...person.aliases]
      .map((w) => w.phonetic)
      .filter((p) => p.length >= 2),
    cityIds,
    mobile: r.mobile,
    aadhaarHashes: r.aadhaarHashes,
    excludeId: r.id > 0 ? r.id : null,
  });
  const all = [...new Set([...ids, ...extraIds])].filter((id) => id !== r.id);
  return (await repo.personRecords(db, all)).map(features);
}

/** Candidates scored against a record and shown with their details, best first. */
async function scoredCandidates(
  db: Executor,
  actor: Actor,
  person: PersonFeatures,
  cityIds: number[] | null,
  extraIds: readonly number[] = [],
): Promise<DuplicateCandidate[]> {
  const { score } = await scorer(db, person);
  const scored = [];
  for (const c of await candidatesOf(db, person, cityIds, extraIds)) {
    const s = await score(c);
    if (s.score >= CANDIDATE_THRESHOLD || extraIds.includes(c.record.id)) {
      scored.push({ id: c.record.id, score: s.score, reasons: s.reasons });
    }
  }
  const visible = await readable(
    db,
    actor,
    scored.map((c) => c.id),
  );
  const shown = scored
    .filter((c) => visible.has(c.id))
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .slice(0, 10);
  const details = new Map(
    (
      await repo.recordSummaries(
        db,
        shown.map((c) => c.id),
      )
    ).map((d) => [d.id, d]),
  );
  return shown.flatMap((c) => {
    const d = details.get(c.id);
    if (!d) return [];
    return [
      {
        ...sideOf(actor, d),
        score: c.score,
        reasons: c.reasons,
        requiresConfirmation: c.score >= DUPLICATE_THRESHOLD,
      },
    ];
  });
}

/** One record as a candidate or a side of a pair shows it to this viewer. */
function sideOf(
  actor: Actor,
  d: Awaited<ReturnType<typeof repo.recordSummaries>>[number],
): DuplicatePairSide {
  return {
    id: d.id,
    name: d.name,
    nameEn: d.nameEn,
    fatherName: d.fatherName,
    age: d.age,
    mobile: d.mobile,
    address: d.address,
    station: { mr: d.stationMr, en: d.stationEn },
    city: { mr: d.cityMr, en: d.cityEn },
    enteredBy: { stationId: d.stationId, mr: d.enteredMr, en: d.enteredEn },
    canEdit: editsEntry(actor, d.stationId),
    crimeCount: d.crimeCount,
    photoUrl: d.photo ? `/api/files/${d.photo}` : null,
  };
}

/**
 * The record as the form has it, before it is saved: what is not typed yet is not
 * compared. An edited record keeps what its arrests recorded (Aadhaar, date of birth).
 */
async function typedRecord(
  db: Executor,
  actor: Actor,
  input: DuplicateCheckInput,
): Promise<PersonRecord> {
  const saved = input.excludeId ? (await repo.personRecords(db, [input.excludeId]))[0] : undefined;
  return {
    id: input.excludeId ?? 0,
    cityId: saved?.cityId ?? actor.cityId ?? -1,
    stationId: saved?.stationId ?? actor.stationId ?? -1,
    addressCityId: input.cityId ?? null,
    addressStationId: input.stationId ?? null,
    religionId: input.religionId ?? null,
    name: input.name,
    nameEn: input.nameEn,
    fatherName: input.fatherName,
    aliases: input.aliases,
    age: input.age,
    createdAt: saved?.createdAt ?? new Date(),
    mobile: input.mobile || null,
    address: input.address ?? '',
    aadhaarHashes: saved?.aadhaarHashes ?? [],
    birthDates: saved?.birthDates ?? [],
  };
}

/** The units searched at entry: the user's own (the state for role 8). */
const entryUnits = (actor: Actor) => {
  const unit = unitOfScope(actor);
  return unit === null ? null : [unit];
};

/**
 * Step 1's check (issue 16 §3): records of the user's scope that may be this person, with
 * the reasons, best first.
 */
export async function checkDuplicates(
  deps: Deps,
  actor: Actor,
  input: DuplicateCheckInput,
): Promise<DuplicateCandidate[]> {
  const person = features(await typedRecord(deps.db, actor, input));
  return scoredCandidates(deps.db, actor, person, entryUnits(actor));
}

/**
 * A record is saved over records that score as the same person only with "a different
 * person" for each of them and a reason; otherwise 409 with the candidates. The API
 * refuses what the form would not let through. Returns the candidates confirmed distinct.
 */
export async function requireNoUnconfirmedDuplicate(
  tx: Executor,
  actor: Actor,
  input: DuplicateCheckInput,
  distinctFrom: DistinctFromInput | undefined,
): Promise<DuplicateCandidate[]> {
  const person = features(await typedRecord(tx, actor, input));
  const candidates = await scoredCandidates(tx, actor, person, entryUnits(actor));
  const blocking = candidates.filter((c) => c.requiresConfirmation);
  const confirmed = new Set(distinctFrom?.ids ?? []);
  if (blocking.some((c) => !confirmed.has(c.id))) {
    throw possibleDuplicate(DUPLICATE_MESSAGES.possibleDuplicate, candidates);
  }
  return candidates.filter((c) => confirmed.has(c.id));
}

/**
 * After a record was saved over candidates: the officer's word that they are different
 * people is kept on each pair (never offered again) and audited.
 */
export async function recordDistinct(
  tx: Executor,
  ctx: AuditContext,
  id: number,
  confirmed: readonly DuplicateCandidate[],
  reason: string,
): Promise<void> {
  if (confirmed.length === 0) return;
  const records = (await repo.personRecords(tx, [id, ...confirmed.map((c) => c.id)])).map(features);
  const me = records.find((f) => f.record.id === id);
  if (!me) return;
  const { model, score } = await scorer(tx, me);
  const pairs = [];
  for (const other of records.filter((f) => f.record.id !== id)) {
    pairs.push(pairOf(me, other, model, (await score(other)).context));
  }
  await repo.markDistinct(tx, pairs, ctx.actor?.userId ?? 0, reason);
  await audit(tx, ctx, {
    entity: 'accused',
    entityId: id,
    action: 'confirm-distinct',
    changes: { from: confirmed.map((c) => ({ id: c.id, score: c.score })), reason },
  });
}

/**
 * Keeps the possible-duplicate pairs of a record current after it changed: its blocking
 * candidates in the units it was entered in and lives in, and the partners it already has,
 * are scored again; pairs below the threshold go, distinct pairs stay.
 */
export async function refreshPairsOf(
  tx: Executor,
  id: number,
  extra: { aadhaarHash?: string } = {},
): Promise<void> {
  const record = (await repo.personRecords(tx, [id]))[0];
  if (!record) return;
  if (extra.aadhaarHash) record.aadhaarHashes = [...record.aadhaarHashes, extra.aadhaarHash];
  const person = features(record);
  const existing = await repo.pairsOf(tx, id);
  const partners = existing.map((p) => (p.lowId === id ? p.highId : p.lowId));
  const distinct = new Set(
    existing
      .filter((p) => p.status === 'distinct')
      .map((p) => (p.lowId === id ? p.highId : p.lowId)),
  );
  const units = [...new Set([record.cityId, record.addressCityId ?? record.cityId])];
  const { model, score } = await scorer(tx, person);
  const pairs = [];
  for (const c of await candidatesOf(tx, person, units, partners)) {
    if (distinct.has(c.record.id)) continue;
    const pair = pairRow(person, c, model, (await score(c)).context);
    if (pair) pairs.push(pair);
  }
  await repo.replaceOpenPairsOf(tx, id, pairs);
}

/** The pairs a user may see: role 8 all (or a unit's), role 4 its unit's, role 2 its station's. */
const pairScopeOf = (actor: Actor, cityId: number | undefined): Scope =>
  scopeOf(actor, { cityId: cityId || undefined });

const inPairScope = (
  actor: Actor,
  pair: { scopeCityId: number | null; scopeStationId: number | null },
) => contains(scopeOf(actor), { cityId: pair.scopeCityId, stationId: pair.scopeStationId });

/** Issue 16 §4: the possible duplicates of the user's scope, highest score first. */
export async function listPairs(
  deps: Deps,
  actor: Actor,
  q: { page: number; size: number; cityId?: number | undefined },
): Promise<{ items: DuplicatePair[]; total: number }> {
  const { items, total } = await repo.listOpenPairs(
    deps.db,
    pairScopeOf(actor, q.cityId),
    q.page,
    q.size,
  );
  const summaries = new Map(
    (
      await repo.recordSummaries(
        deps.db,
        items.flatMap((p) => [p.lowId, p.highId]),
      )
    ).map((s) => [s.id, s]),
  );
  const side = (id: number) => {
    const d = summaries.get(id);
    return d ? sideOf(actor, d) : null;
  };
  return {
    items: items.flatMap((p) => {
      const low = side(p.lowId);
      const high = side(p.highId);
      if (!low || !high) return [];
      const canMerge = mergesIn(actor, p.scopeCityId);
      return [
        { id: p.id, score: p.score, reasons: p.reasons as DuplicateReason[], low, high, canMerge },
      ];
    }),
    total,
  };
}

/** "Not the same person": the pair is never offered again (audited). */
export async function dismissPair(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  reason: string,
): Promise<{ ok: true }> {
  await withTransaction(deps.db, async (tx) => {
    const pair = await repo.findPair(tx, id);
    if (!pair || !inPairScope(actor, pair)) throw notFound();
    await repo.setPairDistinct(tx, id, actor.userId, reason);
    await audit(tx, ctx, {
      entity: 'duplicate-pair',
      entityId: id,
      action: 'dismiss',
      changes: { lowId: pair.lowId, highId: pair.highId, score: pair.score, reason },
    });
  });
  return { ok: true };
}

/**
 * The records that already carry an Aadhaar being entered on another person's arrest
 * (issue 16 §6), scored against him with that number.
 */
export async function aadhaarCandidates(
  db: Executor,
  actor: Actor,
  accusedId: number,
  hash: string,
  holders: readonly number[],
  opts: { recordPairs: boolean },
): Promise<DuplicateCandidate[]> {
  // A refused save leaves the pairs behind for the unit's screen; a check while typing does not.
  if (opts.recordPairs) {
    await withTransaction(db, (tx) => refreshPairsOf(tx, accusedId, { aadhaarHash: hash }));
  }
  const record = (await repo.personRecords(db, [accusedId]))[0];
  if (!record) return [];
  const person = features({ ...record, aadhaarHashes: [...record.aadhaarHashes, hash] });
  return scoredCandidates(db, actor, person, [], holders);
}

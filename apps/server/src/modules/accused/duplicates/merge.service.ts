import { DUPLICATE_MESSAGES, type MergeInput, type MergeListItem } from '@cmis/shared';
import { withTransaction, type Executor } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import type { Actor } from '../../../platform/actor.js';
import { mergesIn, readsAccused, seesState, unitOfScope } from '../../../platform/scope.js';
import { audit, type AuditContext } from '../../../platform/audit/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.js';
import { refreshCrimeCount } from '../accused.repo.js';
import { refreshNameTerms } from '../name-terms.service.js';
import { refreshPreventiveCount } from '../preventive.repo.js';
import { refreshPairsOf } from './duplicates.service.js';
import * as repo from './merge.repo.js';

/**
 * Merge of two records of one person (issue 16 §5, decision 0039). Everything the removed
 * record holds moves to the kept one in one transaction; the kept record's counts and
 * search terms are made again, so the 2-plus reports count the person at once. The removed
 * id stays as a tombstone pointing to the kept one; role 8 can undo the merge.
 */

/** What the merge added to or set on the kept record, so an undo takes exactly that back. */
interface KeptChanges {
  photoIds: string[];
  aliases: string[];
  crimeTypeIds: number[];
  set: Partial<
    Record<
      | 'fatherName'
      | 'mobile'
      | 'currentCondition'
      | 'historySheeter'
      | 'historyDate'
      | 'patrollingNeeded',
      unknown
    >
  >;
  otherInfo: 'moved' | 'merged' | 'none';
  otherInfoAdded: Partial<
    Record<'imageIds' | 'handprintIds' | 'recordIds' | 'registeredCases', string[]>
  >;
  otherInfoSet: Record<string, unknown>;
  home: 'moved' | 'dropped' | 'none';
}

interface MergeBefore {
  removed: repo.AccusedRow;
  removedOtherInfo: repo.OtherInfoRow | null;
  removedHome: repo.HomeRow | null;
  kept: repo.AccusedRow;
  moved: { crimes: number[]; arrests: number[]; preventive: number[]; checkins: number[] };
  changes: KeptChanges;
  reason: string;
}

const added = <T>(into: readonly T[], from: readonly T[]) => from.filter((x) => !into.includes(x));

/** Roles 4 and 8 merge inside their scope: role 4 two records its unit entered. */
function requireMergeScope(actor: Actor, rows: repo.AccusedRow[]) {
  if (!rows.every((r) => mergesIn(actor, r.cityId))) {
    throw forbidden(DUPLICATE_MESSAGES.mergeOutOfScope);
  }
}

/** The kept record's fields the removed one fills where the kept has nothing. */
function keptFields(kept: repo.AccusedRow, removed: repo.AccusedRow): KeptChanges['set'] {
  const set: KeptChanges['set'] = {};
  if (!kept.fatherName && removed.fatherName) set.fatherName = removed.fatherName;
  if (!kept.mobile && removed.mobile) set.mobile = removed.mobile;
  if (!kept.currentCondition && removed.currentCondition) {
    set.currentCondition = removed.currentCondition;
  }
  // A history sheet on either record is a history sheet of the person.
  if (kept.historySheeter === 2 && removed.historySheeter !== 2) {
    set.historySheeter = removed.historySheeter;
    set.historyDate = removed.historyDate;
  }
  if (!kept.patrollingNeeded && removed.patrollingNeeded) set.patrollingNeeded = true;
  return set;
}

const OTHER_TEXT = [
  'business',
  'familyMembers',
  'assets',
  'residence',
  'jurisdiction',
  'jailStatus',
  'vehicleDetails',
  'lawyerDetails',
  'identifyingOfficer',
  'supportingLeaders',
  'caseNo',
] as const;
const OTHER_LISTS = ['imageIds', 'handprintIds', 'recordIds', 'registeredCases'] as const;

/** Joins the other information of both; returns what the kept record gained. */
async function mergeOtherInfo(
  tx: Executor,
  keptId: number,
  removedId: number,
  removedInfo: repo.OtherInfoRow | undefined,
): Promise<Pick<KeptChanges, 'otherInfo' | 'otherInfoAdded' | 'otherInfoSet'>> {
  if (!removedInfo) return { otherInfo: 'none', otherInfoAdded: {}, otherInfoSet: {} };
  const keptInfo = await repo.otherInfoOf(tx, keptId);
  if (!keptInfo) {
    await repo.moveOtherInfo(tx, removedId, keptId);
    return { otherInfo: 'moved', otherInfoAdded: {}, otherInfoSet: {} };
  }
  const otherInfoAdded: KeptChanges['otherInfoAdded'] = {};
  const otherInfoSet: Record<string, unknown> = {};
  const set: Partial<repo.OtherInfoRow> = {};
  for (const key of OTHER_LISTS) {
    const more = added(keptInfo[key], removedInfo[key]);
    if (more.length) {
      otherInfoAdded[key] = more;
      set[key] = [...keptInfo[key], ...more];
    }
  }
  for (const key of OTHER_TEXT) {
    if (!keptInfo[key] && removedInfo[key]) otherInfoSet[key] = set[key] = removedInfo[key];
  }
  if (keptInfo.isGangMember === null && removedInfo.isGangMember !== null) {
    otherInfoSet.isGangMember = set.isGangMember = removedInfo.isGangMember;
  }
  if (!keptInfo.courtDate && removedInfo.courtDate) {
    otherInfoSet.courtDate = set.courtDate = removedInfo.courtDate;
  }
  if (Object.keys(set).length) await repo.setOtherInfo(tx, keptId, set);
  await repo.deleteOtherInfo(tx, removedId);
  return { otherInfo: 'merged', otherInfoAdded, otherInfoSet };
}

/** The kept record's counts, titles, search terms and pairs, made again from its rows. */
async function refreshKept(tx: Executor, id: number) {
  await refreshCrimeCount(tx, id);
  await refreshPreventiveCount(tx, id);
  await refreshNameTerms(tx, id);
  await refreshPairsOf(tx, id);
}

export async function mergeRecords(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  input: MergeInput,
): Promise<{ mergeId: number; keptId: number }> {
  if (input.keepId === input.removeId) {
    throw badRequest(DUPLICATE_MESSAGES.mergeSame, { removeId: DUPLICATE_MESSAGES.mergeSame });
  }
  const mergeId = await withTransaction(deps.db, async (tx) => {
    const rows = await repo.lockRecords(tx, [input.keepId, input.removeId]);
    const kept = rows.find((r) => r.id === input.keepId);
    const removed = rows.find((r) => r.id === input.removeId);
    if (!kept || !removed) throw notFound();
    requireMergeScope(actor, rows);

    const image = await repo.recordImage(tx, removed.id);
    const removedInfo = await repo.otherInfoOf(tx, removed.id);
    const removedHome = await repo.homeOf(tx, removed.id);
    const moved = {
      crimes: image.crimes.map((c) => c.id),
      arrests: image.arrests.map((a) => a.id),
      preventive: image.preventiveActions.map((p) => p.id),
      checkins: await repo.checkinIdsOf(tx, removed.id),
    };
    await repo.moveRows(tx, removed.id, kept.id);

    let home: KeptChanges['home'] = 'none';
    if (removedHome) {
      // The kept record's own locked address stays; the removed one's is kept in the image.
      if (await repo.homeOf(tx, kept.id)) {
        await repo.deleteHome(tx, removed.id);
        home = 'dropped';
      } else {
        await repo.moveHome(tx, removed.id, kept.id);
        home = 'moved';
      }
    }
    const other = await mergeOtherInfo(tx, kept.id, removed.id, removedInfo);

    // The removed record's names stay searchable on the kept one, as aliases.
    const names = [removed.name, removed.nameEn, ...removed.aliases].filter(
      (n) => n && n !== kept.name && n !== kept.nameEn,
    );
    const changes: KeptChanges = {
      photoIds: added(kept.photoIds, removed.photoIds),
      aliases: added(kept.aliases, [...new Set(names)]),
      crimeTypeIds: added(kept.crimeTypeIds, removed.crimeTypeIds),
      set: keptFields(kept, removed),
      home,
      ...other,
    };
    await repo.setAccused(tx, kept.id, {
      ...(changes.set as Partial<repo.AccusedRow>),
      photoIds: [...kept.photoIds, ...changes.photoIds],
      aliases: [...kept.aliases, ...changes.aliases],
      crimeTypeIds: [...kept.crimeTypeIds, ...changes.crimeTypeIds],
    });
    await repo.deleteAccused(tx, removed.id);

    const before: MergeBefore = {
      removed,
      removedOtherInfo: removedInfo ?? null,
      removedHome: removedHome ?? null,
      kept,
      moved,
      changes,
      reason: input.reason,
    };
    const id = await repo.insertMerge(tx, {
      removedId: removed.id,
      keptId: kept.id,
      cityId: removed.cityId,
      stationId: removed.stationId,
      before: before as unknown as Record<string, unknown>,
      mergedBy: actor.userId,
    });
    await refreshKept(tx, kept.id);
    await audit(tx, ctx, {
      entity: 'accused',
      entityId: kept.id,
      action: 'merge',
      cityId: kept.cityId,
      changes: {
        mergeId: id,
        removedId: removed.id,
        reason: input.reason,
        // The full before-image of the removed record (issue 16 §5).
        removed,
        removedOtherInfo: removedInfo ?? null,
        removedHome: removedHome ?? null,
        removedRows: image,
        checkinsMoved: moved.checkins.length,
        keptBefore: kept,
      },
    });
    return id;
  });
  return { mergeId, keptId: input.keepId };
}

/**
 * Where a link to a merged record leads: the record it was merged into, following later
 * merges, for a user who could read the removed record's unit. Null when not merged.
 */
export async function mergedInto(deps: Deps, actor: Actor, id: number): Promise<number | null> {
  let current = id;
  for (let hop = 0; hop < 10; hop++) {
    const merge = await repo.activeMergeOf(deps.db, current);
    if (!merge) return current === id ? null : current;
    if (hop === 0 && !readsAccused(actor, new Set([merge.cityId]))) return null;
    current = merge.keptId;
  }
  return current;
}

/** Role 8 takes a merge back: the removed record returns with its own id and rows. */
export async function undoMerge(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  mergeId: number,
): Promise<{ mergeId: number; keptId: number }> {
  if (!seesState(actor)) throw forbidden();
  await withTransaction(deps.db, async (tx) => {
    const merge = await repo.findMerge(tx, mergeId);
    if (!merge) throw notFound();
    if (merge.undoneAt) throw conflict(DUPLICATE_MESSAGES.alreadyUndone);
    const before = merge.before as unknown as MergeBefore;
    const [kept] = await repo.lockRecords(tx, [merge.keptId]);
    if (!kept) throw conflict(DUPLICATE_MESSAGES.undoLater);
    if (await repo.activeMergeOf(tx, merge.keptId)) throw conflict(DUPLICATE_MESSAGES.undoLater);

    await repo.reinsertAccused(tx, before.removed);
    await repo.moveRows(tx, kept.id, before.removed.id, before.moved);
    const c = before.changes;
    const without = <T>(list: readonly T[], gone: readonly T[]) =>
      list.filter((x) => !gone.includes(x));
    // What the merge set is taken back only where nobody changed it since.
    const reset: Partial<repo.AccusedRow> = {};
    for (const [key, value] of Object.entries(c.set)) {
      const k = key as keyof KeptChanges['set'];
      if (JSON.stringify(kept[k]) === JSON.stringify(value)) {
        (reset as Record<string, unknown>)[k] = before.kept[k];
      }
    }
    await repo.setAccused(tx, kept.id, {
      ...reset,
      photoIds: without(kept.photoIds, c.photoIds),
      aliases: without(kept.aliases, c.aliases),
      crimeTypeIds: without(kept.crimeTypeIds, c.crimeTypeIds),
    });
    if (c.otherInfo === 'moved') {
      await repo.moveOtherInfo(tx, kept.id, before.removed.id);
    } else if (c.otherInfo === 'merged' && before.removedOtherInfo) {
      const keptInfo = await repo.otherInfoOf(tx, kept.id);
      if (keptInfo) {
        const set: Partial<repo.OtherInfoRow> = {};
        for (const key of OTHER_LISTS) {
          const gone = c.otherInfoAdded[key];
          if (gone) set[key] = without(keptInfo[key], gone);
        }
        for (const [key, value] of Object.entries(c.otherInfoSet)) {
          const k = key as keyof repo.OtherInfoRow;
          if (JSON.stringify(keptInfo[k]) === JSON.stringify(value)) {
            (set as Record<string, unknown>)[k] =
              k === 'isGangMember' ? null : k === 'courtDate' ? null : '';
          }
        }
        await repo.setOtherInfo(tx, kept.id, set);
      }
      await repo.insertOtherInfo(tx, {
        ...before.removedOtherInfo,
        updatedAt: new Date(before.removedOtherInfo.updatedAt),
      });
    }
    if (c.home === 'moved') await repo.moveHome(tx, kept.id, before.removed.id);
    if (c.home === 'dropped' && before.removedHome) await repo.insertHome(tx, before.removedHome);
    await repo.markUndone(tx, merge.id, actor.userId);
    await refreshKept(tx, kept.id);
    await refreshKept(tx, before.removed.id);
    await audit(tx, ctx, {
      entity: 'accused',
      entityId: before.removed.id,
      action: 'unmerge',
      cityId: before.removed.cityId,
      changes: { mergeId: merge.id, keptId: kept.id },
    });
  });
  const merge = await repo.findMerge(deps.db, mergeId);
  return { mergeId, keptId: merge?.keptId ?? 0 };
}

/** The merges of the user's unit (role 8: the state), newest first, with undo for role 8. */
export async function listMerges(
  deps: Deps,
  actor: Actor,
  q: { page: number; size: number },
): Promise<{ items: MergeListItem[]; total: number }> {
  const { items, total } = await repo.listMerges(deps.db, unitOfScope(actor), q.page, q.size);
  return {
    items: items.map((m) => {
      const before = m.before as unknown as MergeBefore;
      return {
        id: m.id,
        removedId: m.removedId,
        keptId: m.keptId,
        removedName: before.removed.name,
        keptName: before.kept.name,
        city: { mr: m.cityMr, en: m.cityEn },
        mergedBy: m.mergedBy,
        mergedAt: m.mergedAt.toISOString(),
        undoneAt: m.undoneAt?.toISOString() ?? null,
      };
    }),
    total,
  };
}

import { asc, eq, sql } from 'drizzle-orm';
import type { PreventiveInput } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { accused, preventiveActions, preventiveActionTypes } from '../../db/schema/index.js';

type PreventiveRow = typeof preventiveActions.$inferSelect;

/** What a preventive action shows (toPreventive): a row of listPreventive, or the profile's. */
export interface ShownPreventive {
  action: Pick<
    PreventiveRow,
    | 'id'
    | 'actionTypeId'
    | 'chapterCase'
    | 'chapterYear'
    | 'bondDate'
    | 'dateFrom'
    | 'dateTo'
    | 'externmentCityIds'
    | 'externmentStationIds'
    | 'orderType'
    | 'orderFileId'
    | 'status'
    | 'courtType'
    | 'statusDate'
    | 'caseNumber'
  >;
  typeMr: string;
  typeEn: string;
}

export async function listPreventive(db: Executor, accusedId: number) {
  return db
    .select({
      action: preventiveActions,
      typeMr: preventiveActionTypes.nameMr,
      typeEn: preventiveActionTypes.nameEn,
    })
    .from(preventiveActions)
    .innerJoin(preventiveActionTypes, eq(preventiveActionTypes.id, preventiveActions.actionTypeId))
    .where(eq(preventiveActions.accusedId, accusedId))
    .orderBy(asc(preventiveActions.dateFrom), asc(preventiveActions.id));
}

export async function findPreventiveOwner(db: Executor, id: number) {
  const rows = await db
    .select({ accusedId: preventiveActions.accusedId })
    .from(preventiveActions)
    .where(eq(preventiveActions.id, id))
    .limit(1);
  return rows[0]?.accusedId;
}

export async function insertPreventive(
  db: Executor,
  row: PreventiveInput & {
    accusedId: number;
    cityId: number;
    stationId: number;
    createdBy: number;
  },
): Promise<number> {
  const inserted = await db
    .insert(preventiveActions)
    .values({ ...row, orderFileId: row.orderFileId ?? null })
    .returning({ id: preventiveActions.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('preventive insert returned no id');
  await refreshPreventiveCount(db, row.accusedId);
  return id;
}

/**
 * Recounts the preventive actions of an accused (the list's column and the dashboard tile
 * read this count), in the transaction that wrote the action, as crime_count is kept.
 */
export async function refreshPreventiveCount(db: Executor, accusedId: number): Promise<void> {
  await db
    .update(accused)
    .set({
      preventiveCount: sql`(select count(*)::int from ${preventiveActions} where ${preventiveActions.accusedId} = ${accusedId})`,
    })
    .where(eq(accused.id, accusedId));
}

export async function updatePreventiveRow(db: Executor, id: number, input: PreventiveInput) {
  await db
    .update(preventiveActions)
    .set({ ...input, orderFileId: input.orderFileId ?? null, updatedAt: new Date() })
    .where(eq(preventiveActions.id, id));
}

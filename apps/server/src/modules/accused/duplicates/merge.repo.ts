import { and, desc, eq, inArray, isNull, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  accused,
  accusedHomeLocations,
  accusedMerges,
  accusedOtherInfo,
  arrests,
  cities,
  crimeMembers,
  crimeSections,
  crimes,
  gpsCheckins,
  preventiveActions,
  users,
} from '../../../db/schema/index.js';

export type AccusedRow = typeof accused.$inferSelect;
export type OtherInfoRow = typeof accusedOtherInfo.$inferSelect;
export type HomeRow = typeof accusedHomeLocations.$inferSelect;

/** Both records, locked for the merge: no other write moves their rows meanwhile. */
export async function lockRecords(db: Executor, ids: readonly number[]): Promise<AccusedRow[]> {
  return db
    .select()
    .from(accused)
    .where(inArray(accused.id, [...ids]))
    .for('update');
}

export async function otherInfoOf(db: Executor, id: number): Promise<OtherInfoRow | undefined> {
  return (await db.select().from(accusedOtherInfo).where(eq(accusedOtherInfo.accusedId, id)))[0];
}

export async function homeOf(db: Executor, id: number): Promise<HomeRow | undefined> {
  return (
    await db.select().from(accusedHomeLocations).where(eq(accusedHomeLocations.accusedId, id))
  )[0];
}

/**
 * Everything the removed record holds, as it is: the audit log keeps this before-image
 * (the Aadhaar numbers stay out of it; their rows are moved, never deleted).
 */
export async function recordImage(db: Executor, id: number) {
  const crimeRows = await db.select().from(crimes).where(eq(crimes.accusedId, id));
  const crimeIds = crimeRows.map((c) => c.id);
  const [pairs, members, arrestRows, preventive] = await Promise.all([
    crimeIds.length
      ? db.select().from(crimeSections).where(inArray(crimeSections.crimeId, crimeIds))
      : [],
    crimeIds.length
      ? db.select().from(crimeMembers).where(inArray(crimeMembers.crimeId, crimeIds))
      : [],
    db
      .select({
        id: arrests.id,
        crimeId: arrests.crimeId,
        currentStatusId: arrests.currentStatusId,
        aadhaarLast4: arrests.aadhaarLast4,
        dateOfBirth: arrests.dateOfBirth,
        arrestedAt: arrests.arrestedAt,
        courtAt: arrests.courtAt,
        photoIds: arrests.photoIds,
      })
      .from(arrests)
      .where(eq(arrests.accusedId, id)),
    db.select().from(preventiveActions).where(eq(preventiveActions.accusedId, id)),
  ]);
  return {
    crimes: crimeRows,
    crimeSections: pairs,
    crimeMembers: members,
    arrests: arrestRows,
    preventiveActions: preventive,
  };
}

/** The ids of a record's GPS check-ins (partitioned table: read through the parent). */
export async function checkinIdsOf(db: Executor, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: gpsCheckins.id })
    .from(gpsCheckins)
    .where(eq(gpsCheckins.accusedId, id));
  return rows.map((r) => r.id);
}

/** Moves rows from one accused to another: all of them, or only those listed (undo). */
export async function moveRows(
  db: Executor,
  from: number,
  to: number,
  only?: { crimes: number[]; arrests: number[]; preventive: number[]; checkins: number[] },
) {
  const pick = (ids: number[] | undefined, column: Column) =>
    ids === undefined ? undefined : ids.length ? inArray(column, ids) : sql`false`;
  await db
    .update(crimes)
    .set({ accusedId: to })
    .where(and(eq(crimes.accusedId, from), pick(only?.crimes, crimes.id)));
  await db
    .update(arrests)
    .set({ accusedId: to })
    .where(and(eq(arrests.accusedId, from), pick(only?.arrests, arrests.id)));
  await db
    .update(preventiveActions)
    .set({ accusedId: to })
    .where(
      and(eq(preventiveActions.accusedId, from), pick(only?.preventive, preventiveActions.id)),
    );
  await db
    .update(gpsCheckins)
    .set({ accusedId: to })
    .where(and(eq(gpsCheckins.accusedId, from), pick(only?.checkins, gpsCheckins.id)));
}

export async function moveOtherInfo(db: Executor, from: number, to: number) {
  await db
    .update(accusedOtherInfo)
    .set({ accusedId: to })
    .where(eq(accusedOtherInfo.accusedId, from));
}

export async function setOtherInfo(db: Executor, id: number, set: Partial<OtherInfoRow>) {
  await db
    .update(accusedOtherInfo)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(accusedOtherInfo.accusedId, id));
}

export async function insertOtherInfo(db: Executor, row: OtherInfoRow) {
  await db.insert(accusedOtherInfo).values(row);
}

export async function deleteOtherInfo(db: Executor, id: number) {
  await db.delete(accusedOtherInfo).where(eq(accusedOtherInfo.accusedId, id));
}

export async function moveHome(db: Executor, from: number, to: number) {
  await db
    .update(accusedHomeLocations)
    .set({ accusedId: to })
    .where(eq(accusedHomeLocations.accusedId, from));
}

export async function deleteHome(db: Executor, id: number) {
  await db.delete(accusedHomeLocations).where(eq(accusedHomeLocations.accusedId, id));
}

export async function insertHome(db: Executor, row: HomeRow) {
  await db.insert(accusedHomeLocations).values({ ...row, changedAt: new Date(row.changedAt) });
}

export async function setAccused(db: Executor, id: number, set: Partial<AccusedRow>) {
  await db
    .update(accused)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(accused.id, id));
}

export async function deleteAccused(db: Executor, id: number) {
  await db.delete(accused).where(eq(accused.id, id));
}

/** Puts a removed record back with its own id (undo); its terms are remade after. */
export async function reinsertAccused(db: Executor, row: AccusedRow) {
  await db.insert(accused).values({
    ...row,
    historyDate: row.historyDate,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(),
    nameKeysVersion: 0,
  });
}

export async function insertMerge(db: Executor, row: typeof accusedMerges.$inferInsert) {
  const inserted = await db.insert(accusedMerges).values(row).returning({ id: accusedMerges.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('merge insert returned no id');
  return id;
}

export async function findMerge(db: Executor, id: number) {
  return (await db.select().from(accusedMerges).where(eq(accusedMerges.id, id)))[0];
}

/** The merge that removed this id and is not undone: where its links lead. */
export async function activeMergeOf(db: Executor, removedId: number) {
  const rows = await db
    .select()
    .from(accusedMerges)
    .where(and(eq(accusedMerges.removedId, removedId), isNull(accusedMerges.undoneAt)))
    .orderBy(desc(accusedMerges.id))
    .limit(1);
  return rows[0];
}

export async function markUndone(db: Executor, id: number, by: number) {
  await db
    .update(accusedMerges)
    .set({ undoneAt: new Date(), undoneBy: by })
    .where(eq(accusedMerges.id, id));
}

/** Merges for the merge history (role 8 may undo), newest first. */
export async function listMerges(db: Executor, cityId: number | null, page: number, size: number) {
  const where = cityId === null ? undefined : eq(accusedMerges.cityId, cityId);
  const [items, total] = await Promise.all([
    db
      .select({
        id: accusedMerges.id,
        removedId: accusedMerges.removedId,
        keptId: accusedMerges.keptId,
        before: accusedMerges.before,
        cityMr: cities.nameMr,
        cityEn: cities.nameEn,
        mergedBy: users.userid,
        mergedAt: accusedMerges.mergedAt,
        undoneAt: accusedMerges.undoneAt,
      })
      .from(accusedMerges)
      .innerJoin(cities, eq(cities.id, accusedMerges.cityId))
      .leftJoin(users, eq(users.id, accusedMerges.mergedBy))
      .where(where)
      .orderBy(desc(accusedMerges.id))
      .limit(size)
      .offset(page * size),
    db.$count(accusedMerges, where),
  ]);
  return { items, total };
}

import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accused,
  accusedOtherInfo,
  arrests,
  files,
  preventiveActions,
} from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Executor, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFile(db: Executor, id: string): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

/**
 * Whether a file is a photo, handprint, record or order on some accused's record; each
 * probe is served by a GIN (arrays) or btree index.
 */
export async function isOnAccusedRecord(db: Executor, fileId: string): Promise<boolean> {
  const id = sql`${fileId}::uuid`;
  const one = sql`array[${id}]`;
  const rows = await db.execute(sql`select
      exists (select 1 from ${accused} where ${accused.photoIds} @> ${one})
      or exists (select 1 from ${accusedOtherInfo} where ${accusedOtherInfo.imageIds} @> ${one}
        or ${accusedOtherInfo.handprintIds} @> ${one} or ${accusedOtherInfo.recordIds} @> ${one})
      or exists (select 1 from ${arrests} where ${arrests.photoIds} @> ${one})
      or exists (select 1 from ${preventiveActions} where ${preventiveActions.orderFileId} = ${id})
      as attached`);
  return (rows as { rows: { attached: boolean }[] }).rows[0]?.attached === true;
}

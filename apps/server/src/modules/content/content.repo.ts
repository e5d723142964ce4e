import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { ContentItem } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { cities, contentItems, files, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';

const columns = {
  id: contentItems.id,
  itemType: contentItems.itemType,
  newsType: contentItems.newsType,
  description: contentItems.description,
  status: contentItems.status,
  fileId: contentItems.fileId,
  fileName: files.originalName,
  cityId: contentItems.cityId,
  cityNameMr: cities.nameMr,
  cityNameEn: cities.nameEn,
  userName: users.name,
  publishedDate: contentItems.publishedDate,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null;
};

function toItem(r: Row): ContentItem {
  return {
    id: r.id as number,
    itemType: r.itemType as ContentItem['itemType'],
    newsType: r.newsType as ContentItem['newsType'],
    description: r.description ?? '',
    status: r.status as ContentItem['status'],
    fileUrl: r.fileId ? `/api/files/${r.fileId}` : null,
    fileName: r.fileName,
    cityId: r.cityId,
    cityNameMr: r.cityNameMr,
    cityNameEn: r.cityNameEn,
    userName: r.userName,
    publishedDate: (r.publishedDate as Date).toISOString(),
  };
}

export interface ContentFilter {
  itemType: number;
  /** undefined: every unit; null: only state-wide items; a number: that unit's items. */
  cityId?: number | null;
  /** The reader's unit: its own items and the state-wide ones. */
  readerCityId?: number | null;
  activeOnly?: boolean;
  search?: string | undefined;
}

function whereOf(f: ContentFilter): SQL | undefined {
  return and(
    eq(contentItems.itemType, f.itemType),
    f.cityId === undefined
      ? undefined
      : f.cityId === null
        ? isNull(contentItems.cityId)
        : eq(contentItems.cityId, f.cityId),
    f.readerCityId === undefined
      ? undefined
      : or(isNull(contentItems.cityId), eq(contentItems.cityId, f.readerCityId ?? -1)),
    f.activeOnly ? eq(contentItems.status, 1) : undefined,
    f.search ? ilike(contentItems.description, containsPattern(f.search)) : undefined,
  );
}

export async function listContent(
  db: Executor,
  filter: ContentFilter,
  page: { page: number; size: number },
): Promise<{ items: ContentItem[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(contentItems)
      .leftJoin(files, eq(files.id, contentItems.fileId))
      .leftJoin(cities, eq(cities.id, contentItems.cityId))
      .leftJoin(users, eq(users.id, contentItems.userId))
      .where(where)
      .orderBy(desc(contentItems.publishedDate), desc(contentItems.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0 };
}

export async function getContent(db: Executor, id: number): Promise<ContentItem | undefined> {
  const rows = await db
    .select(columns)
    .from(contentItems)
    .leftJoin(files, eq(files.id, contentItems.fileId))
    .leftJoin(cities, eq(cities.id, contentItems.cityId))
    .leftJoin(users, eq(users.id, contentItems.userId))
    .where(eq(contentItems.id, id))
    .limit(1);
  return rows[0] && toItem(rows[0]);
}

export async function insertContent(db: Executor, row: typeof contentItems.$inferInsert) {
  const rows = await db.insert(contentItems).values(row).returning({ id: contentItems.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('content insert returned no id');
  return id;
}

export async function setContentStatus(db: Executor, id: number, status: number): Promise<void> {
  await db
    .update(contentItems)
    .set({ status, updatedAt: new Date() })
    .where(eq(contentItems.id, id));
}

export async function findContentOwner(db: Executor, id: number) {
  const rows = await db
    .select({ itemType: contentItems.itemType, cityId: contentItems.cityId })
    .from(contentItems)
    .where(eq(contentItems.id, id))
    .limit(1);
  return rows[0];
}

export async function findFileKind(db: Executor, id: string) {
  const rows = await db
    .select({ kind: files.kind, cityId: files.cityId, uploadedBy: files.uploadedBy })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return rows[0];
}

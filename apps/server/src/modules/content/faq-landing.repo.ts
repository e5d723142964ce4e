import { and, asc, eq } from 'drizzle-orm';
import type { FaqItem, LandingImage, LandingSection } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { faqItems, files, landingImages } from '../../db/schema/index.js';

export async function listFaq(db: Executor): Promise<FaqItem[]> {
  const rows = await db
    .select({
      id: faqItems.id,
      titleMr: faqItems.titleMr,
      titleEn: faqItems.titleEn,
      fileId: faqItems.fileId,
      fileName: files.originalName,
      fileKind: files.kind,
    })
    .from(faqItems)
    .leftJoin(files, eq(files.id, faqItems.fileId))
    .orderBy(asc(faqItems.id));
  return rows.map(({ fileId, ...r }) => ({
    ...r,
    fileUrl: fileId ? `/api/files/${fileId}` : null,
  }));
}

export async function faqExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.id, id));
  return rows.length > 0;
}

export async function setFaqFile(db: Executor, id: number, fileId: string): Promise<void> {
  await db.update(faqItems).set({ fileId, updatedAt: new Date() }).where(eq(faqItems.id, id));
}

const landingColumns = {
  id: landingImages.id,
  section: landingImages.section,
  caption: landingImages.caption,
  active: landingImages.active,
  fileId: landingImages.fileId,
};

/**
 * Visitors get the public route, which serves active images only; the admin's list points
 * at the file itself, so a switched-off image can still be previewed before it goes back up.
 */
const toLanding =
  (forAdmin: boolean) =>
  ({ fileId, ...r }: Omit<LandingImage, 'url'> & { fileId: string }): LandingImage => ({
    ...r,
    url: forAdmin ? `/api/files/${fileId}` : `/api/landing/images/${r.id}`,
  });

export async function listLandingImages(db: Executor, forAdmin: boolean): Promise<LandingImage[]> {
  const rows = await db
    .select(landingColumns)
    .from(landingImages)
    .where(forAdmin ? undefined : eq(landingImages.active, true))
    .orderBy(asc(landingImages.section), asc(landingImages.id));
  return rows.map(toLanding(forAdmin));
}

export async function getLandingImage(db: Executor, id: number): Promise<LandingImage | undefined> {
  const rows = await db.select(landingColumns).from(landingImages).where(eq(landingImages.id, id));
  return rows[0] && toLanding(true)(rows[0]);
}

/** The stored file behind an active landing image: the only files served without a session. */
export async function findActiveLandingFile(db: Executor, id: number) {
  const rows = await db
    .select({
      storageKey: files.storageKey,
      mime: files.mime,
      size: files.size,
      originalName: files.originalName,
    })
    .from(landingImages)
    .innerJoin(files, eq(files.id, landingImages.fileId))
    .where(and(eq(landingImages.id, id), eq(landingImages.active, true)))
    .limit(1);
  return rows[0];
}

export async function insertLandingImage(
  db: Executor,
  row: { section: LandingSection; caption: string; fileId: string },
): Promise<number> {
  const rows = await db.insert(landingImages).values(row).returning({ id: landingImages.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('landing image insert returned no id');
  return id;
}

export async function setLandingActive(db: Executor, id: number, active: boolean): Promise<void> {
  await db.update(landingImages).set({ active }).where(eq(landingImages.id, id));
}

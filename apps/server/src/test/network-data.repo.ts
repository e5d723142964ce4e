import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accused } from '../db/schema/index.js';

/** The ids of the records with this English name (the network tests find the demo gang). */
export async function accusedIdsByNameEn(db: Executor, nameEn: string): Promise<number[]> {
  const rows = await db.select({ id: accused.id }).from(accused).where(eq(accused.nameEn, nameEn));
  return rows.map((r) => r.id);
}

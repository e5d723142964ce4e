import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accused, accusedHomeLocations } from '../db/schema/index.js';

/** Direct writes the field details tests use (issue 20). */
export async function lockHome(
  db: Executor,
  accusedId: number,
  position: { latitude: number; longitude: number; locked?: boolean },
): Promise<void> {
  await db.insert(accusedHomeLocations).values({
    accusedId,
    latitude: position.latitude,
    longitude: position.longitude,
    locked: position.locked ?? true,
  });
}

export async function setMobile(db: Executor, accusedId: number, mobile: string): Promise<void> {
  await db.update(accused).set({ mobile }).where(eq(accused.id, accusedId));
}

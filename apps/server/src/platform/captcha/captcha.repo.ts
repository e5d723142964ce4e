import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { usedCaptchas } from '../../db/schema/index.js';

/** True when the signature was not used before (and is now marked used). */
export async function markCaptchaUsed(db: Executor, signature: string, expiresAt: Date) {
  const rows = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return rows.length === 1;
}

export async function deleteExpiredCaptchas(db: Executor, now: Date): Promise<void> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
}

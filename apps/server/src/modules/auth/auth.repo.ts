import { eq, sql } from 'drizzle-orm';
import type { Language } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { loginLog, users } from '../../db/schema/index.js';

export async function findUserForLogin(db: Executor, userid: string) {
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      passwordHash: users.passwordHash,
      active: users.active,
      cityId: users.cityId,
    })
    .from(users)
    .where(eq(sql`lower(${users.userid})`, userid.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function insertLoginLog(
  db: Executor,
  row: { userId: number; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(loginLog).values({ ...row, userAgent: row.userAgent?.slice(0, 300) ?? null });
}

export async function updateLanguage(db: Executor, userId: number, language: Language) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

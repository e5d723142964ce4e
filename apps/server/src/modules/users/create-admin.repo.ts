import { eq, sql } from 'drizzle-orm';
import { STATE_ID } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { passwordHistory, users } from '../../db/schema/index.js';

export async function countSuperAdmins(db: Executor): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, '8'));
  return rows[0]?.n ?? 0;
}

export async function insertSuperAdmin(
  db: Executor,
  row: { userid: string; name: string; phone: string; passwordHash: string },
): Promise<number> {
  const inserted = await db
    .insert(users)
    .values({ ...row, role: '8', stateId: STATE_ID })
    .returning({ id: users.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('insert failed');
  await db.insert(passwordHistory).values({ userId: id, passwordHash: row.passwordHash });
  return id;
}

import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * The rows of a statement written in SQL, where the query builder has no words for it
 * (unnest with ordinality, array_agg ... group by ... having). Both drivers (node-postgres
 * and PGlite) answer `execute` with `{ rows }`.
 */
export async function rawRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

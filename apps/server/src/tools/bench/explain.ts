import { readFileSync, statSync } from 'node:fs';
import type pg from 'pg';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Where the SQL log ends now, so the statements of the next request can be cut out. */
export function logOffset(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The statements written to the SQL log (JSON lines) after `offset`. */
export function statementsSince(file: string, offset: number): Statement[] {
  return readFileSync(file)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Statement);
}

export interface Explained extends Statement {
  plan: string;
  executionMs: number;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each read statement (writes such as the session's
 * last-seen update are not run again) and returns the slowest by execution time.
 */
export async function slowest(
  client: pg.PoolClient,
  statements: Statement[],
): Promise<Explained | undefined> {
  let worst: Explained | undefined;
  for (const s of statements) {
    if (!/^\s*(select|with)\b/i.test(s.sql)) continue;
    const res = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`,
      s.params,
    );
    const plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    if (!worst || executionMs > worst.executionMs) worst = { ...s, plan, executionMs };
  }
  return worst;
}

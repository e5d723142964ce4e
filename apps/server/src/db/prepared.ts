import { createHash } from 'node:crypto';

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query as a named prepared statement, named after its text: each connection
 * parses a text once, and PostgreSQL keeps its plan after a few runs (a generic plan when
 * it is as good as the planned ones). For the name search, whose planning cost a third of
 * its time (docs/performance.md); the values stay parameters, so a new name is no new text.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `p_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
  return query.prepare(name).execute();
}

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** A prepared statement's name, from its text: one text, one name on every connection. */
function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

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
  const name = statementName('p', query.toSQL().sql);
  return query.prepare(name).execute();
}

interface RawSession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
}

/**
 * The rows of a statement written in SQL (see raw-query.ts), run as a named prepared
 * statement as Drizzle runs its own `execute`: for a hot statement whose planning costs
 * more than its run (the dashboard's tiles plan a count over the check-ins' partitions).
 */
export async function preparedRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as {
    dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } };
    session: RawSession;
  };
  const query = dialect.sqlToQuery(statement);
  const name = statementName('r', query.sql);
  const result = await session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

interface Keepable<T> {
  toSQL(): { sql: string };
  prepare(name: string): Kept<T>;
}
export interface Kept<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

const keptStatements = new WeakMap<object, Map<string, Kept<unknown>>>();
/** Shapes chosen freely (a list's heading filters) stay bounded; the common ones come back. */
const KEPT_LIMIT = 500;

/**
 * A statement of a fixed shape, built once per database handle with placeholders
 * (`sql.placeholder('id')`) and prepared under a name; each request gives only its values.
 * Building the same statement on every request was a fifth to a half of the server's CPU
 * under load (docs/performance.md, issue 19).
 */
export function keptStatement<T>(db: Executor, shape: string, build: () => Keepable<T>): Kept<T> {
  let kept = keptStatements.get(db);
  if (!kept) keptStatements.set(db, (kept = new Map<string, Kept<unknown>>()));
  let statement = kept.get(shape) as Kept<T> | undefined;
  if (!statement) {
    if (kept.size >= KEPT_LIMIT) kept.clear();
    const query = build();
    statement = query.prepare(statementName('k', query.toSQL().sql));
    kept.set(shape, statement);
  }
  return statement;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either so services decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the migrations; a test may name another folder (a prefix of the real one). */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PGlite in `dataDir/pglite` (or in memory for tests) unless a PostgreSQL URL is given. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (folder = MIGRATIONS) => migratePg(db as never, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!opts.inMemory) {
    if (!opts.dataDir) throw new Error('dataDir is required for the embedded database');
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/**
 * A pool on a read replica (issue 8 §4) for the report queries. Every session is opened
 * read-only, so a write sent here by mistake fails loudly instead of being lost on a
 * replica or, when the URL names the primary, slipping past review.
 */
export function openReadReplica(url: string): { db: Db; close: () => Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c default_transaction_read_only=on',
  });
  pool.on('error', () => undefined);
  return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
}

/** One transaction per write that spans tables (DESIGN.md rule 5). */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

import {
  appendFileSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either so services decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

/** What a LISTEN delivers, and when it may have missed messages (a dropped connection). */
export interface ListenHandlers {
  message: (payload: string) => void;
  /** Listening (again): from here on no message is missed. */
  ready: () => void;
  /** The connection dropped: messages may be lost until `ready` is called again. */
  lost: () => void;
}

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the migrations; a test may name another folder (a prefix of the real one). */
  migrate(migrationsFolder?: string): Promise<void>;
  /** PostgreSQL's LISTEN on `channel`, also on PGlite; returns the function that stops it. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). A dropped
 * connection is reported and retried every second until it listens again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === channel) handlers.message(note.payload ?? '');
    });
    const drop = () => {
      if (client !== next) return;
      client = null;
      handlers.lost();
      if (!stopped) retry = setTimeout(() => void connect().catch(drop), RELISTEN_DELAY_MS);
    };
    next.on('error', drop);
    next.on('end', drop);
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    handlers.ready();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end();
  };
}

/**
 * Bench mode (issue 8 §2): appends each statement and its parameters to a file so the
 * benchmark can EXPLAIN exactly what an endpoint ran. Synchronous on purpose (order kept);
 * never set in production, and the bench measures on a server started without it.
 */
function sqlFileLogger(file: string): Logger {
  return {
    logQuery: (query, params) =>
      appendFileSync(file, `${JSON.stringify({ sql: query, params })}\n`),
  };
}

/** The SQL migrations stay in the source tree; the bundled server reads them from there too. */
export const MIGRATIONS = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's files: a second server, or `npm run backup`
 * while the server runs, would write over pages the first one holds in memory and corrupt
 * it. A pid file claims the folder; one left by a killed process (SIGKILL, power cut) is
 * stale and taken over. Returns the release function.
 */
function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && processAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}; stop that ` +
            `CMIS first (if none runs, delete ${file}).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${file}`);
}

/** fsync calls made by the embedded database; the durability test watches it move. */
export const pgliteFsyncs = { count: 0 };

interface NodeFsStream {
  nfd?: number;
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's Node file system has no
 * fsync at all. Every write still reaches the kernel at once (fs.writeSync), so a killed
 * process loses nothing; but after a power cut or kernel crash, commits already answered
 * could be gone and pages torn. So the on-disk database starts without `-F`, and the file
 * system gets a real fsync: a commit returns only once its WAL is on the disk.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  // fdatasync is a no-op in Emscripten; fsync reaches the file system's stream_ops.
  '-c',
  'wal_sync_method=fsync',
];

function giveFileSystemFsync(client: PGlite): void {
  const nodefs = (
    client.Module as unknown as {
      NODEFS?: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
    }
  ).NODEFS;
  if (!nodefs) throw new Error('PGlite no longer exposes NODEFS; review db/client.ts');
  nodefs.stream_ops.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    try {
      fsyncSync(stream.nfd);
      pgliteFsyncs.count += 1;
    } catch (err) {
      // Directories cannot be fsynced on some file systems; PostgreSQL ignores that too.
      if ((err as NodeJS.ErrnoException).code !== 'EINVAL') throw err;
    }
    return 0;
  };
}

/**
 * Session settings of every request connection to PostgreSQL (decision 0037). Requests are
 * short and many run at once: starting parallel workers costs a request about 20 ms, more
 * than the scans they would split, and under load there is no idle core for them anyway.
 * The data sits on SSD and mostly in memory, where an index probe costs about what a page
 * read in sequence does; at the default random_page_cost of 4 the planner hashed all 50,000
 * app users to name the 235 check-ins of one day (24 ms instead of 4.7 ms).
 */
export const REQUEST_SESSION_OPTIONS =
  '-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1';

/** PGlite in `dataDir/pglite` (or in memory for tests) unless a PostgreSQL URL is given. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  sqlLog?: string | undefined;
}): Promise<Database> {
  const logger = opts.sqlLog ? sqlFileLogger(opts.sqlLog) : undefined;
  const url = opts.databaseUrl;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      options: REQUEST_SESSION_OPTIONS,
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, ...(logger && { logger }) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (folder = MIGRATIONS) => migratePg(db as never, { migrationsFolder: folder }),
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let release: () => void = () => undefined;
  if (!opts.inMemory) {
    if (!opts.dataDir) throw new Error('dataDir is required for the embedded database');
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = claimDataDir(opts.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(dir ? { startParams: DURABLE_START_PARAMS } : {}),
    });
    if (dir) giveFileSystemFsync(client);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema, ...(logger && { logger }) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS) => migratePglite(db as never, { migrationsFolder: folder }),
    // One process holds the embedded database: its notifications never go missing.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.message);
      handlers.ready();
      return stop;
    },
    close: () => client.close().finally(release),
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
    options: `${REQUEST_SESSION_OPTIONS} -c default_transaction_read_only=on`,
  });
  pool.on('error', () => undefined);
  return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
}

/** One transaction per write that spans tables (architecture rule 5). */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

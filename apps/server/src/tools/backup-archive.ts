import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase, type Database, type Executor } from '../db/client.js';
import { rebuildAccusedTallies } from '../db/tallies.js';
import { storageDriver, type StorageLocation } from '../platform/storage-driver.js';
import type { StorageDriver } from '../platform/storage.js';
import {
  appliedMigrations,
  assertNewDatabase,
  inUtc,
  insertJsonRows,
  openRowCursor,
  relaxForeignKeysIfAllowed,
  sequencePositions,
  setSequence,
  storedFileKeys,
  tableChecksums,
  tablesInDependencyOrder,
} from './backup.repo.js';

export { inUtc, tableChecksums } from './backup.repo.js';

/**
 * Issue 9 §6: a logical backup of the whole CMIS state, database and uploaded files, read
 * through the same driver the server uses, so it needs no pg_dump (whose version must
 * match the server's) and works the same on the embedded database and on PostgreSQL.
 *
 * The archive is a folder:
 *   manifest.json       format, time, migrations, per table rows + row checksum + file
 *                       sha256, sequence positions, per file size + sha256
 *   tables/<t>.jsonl    one row_to_json line per row, in primary-key order
 *   files/<key>         every uploaded file the snapshot's rows name, byte for byte, read
 *                       through the configured storage driver (local folder or S3)
 *   data-key            DATA_DIR/.data-key when there is one (outside production), without
 *                       which the encrypted Aadhaar numbers cannot be read; production's
 *                       DATA_KEY lives in the environment and is never written here
 */
export const MANIFEST = 'manifest.json';
const FORMAT = 'cmis-backup';
const FORMAT_VERSION = 1;
const FETCH_ROWS = 2000;
const INSERT_ROWS = 500;

export interface TableEntry {
  name: string;
  rows: number;
  /** md5 over the rows' text in primary-key order, computed by the database. */
  checksum: string;
  /** sha256 of tables/<name>.jsonl, so a damaged archive is refused before restoring. */
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  db: 'pglite' | 'postgres';
  migrations: string[];
  tables: TableEntry[];
  sequences: { name: string; lastValue: string }[];
  files: { path: string; size: number; sha256: string }[];
  /** Keys the rows name that the storage did not hold when the backup ran. */
  missingFiles?: string[];
  /** sha256 of the archived DATA_DIR/.data-key, or null when the key came from DATA_KEY. */
  dataKey: string | null;
}

const DATA_KEY_FILE = '.data-key';

function sha256Stream(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    stream
      .on('data', (chunk: Buffer) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

const sha256File = (file: string) => sha256Stream(createReadStream(file));

/** Every file under `root`, relative, in a stable order; `.part` files are unfinished writes. */
async function listFiles(root: string, dir = ''): Promise<string[]> {
  if (!existsSync(path.join(root, dir))) return [];
  const out: string[] = [];
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(root, rel)));
    else if (e.isFile() && !e.name.endsWith('.part')) out.push(rel);
  }
  return out;
}

async function dumpTable(db: Executor, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  const cursor = await openRowCursor(db, table);
  let count = 0;
  for (;;) {
    const batch = await cursor.fetch(FETCH_ROWS);
    for (const line of batch) {
      if (!out.write(`${line}\n`)) await new Promise<void>((res) => out.once('drain', () => res()));
    }
    count += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await cursor.close();
  await new Promise<void>((resolve, reject) => out.end(() => resolve()).once('error', reject));
  return count;
}

/**
 * Writes the archive into `outDir` (created; must not exist yet). The database is read in
 * one repeatable-read transaction, a consistent snapshot even while a PostgreSQL server
 * takes writes; files are copied after it, so a file uploaded meanwhile may be extra, never
 * missing for a row in the snapshot unless it was deleted in those seconds.
 */
export async function writeArchive(
  database: Database,
  at: StateLocation,
  outDir: string,
): Promise<Manifest> {
  if (existsSync(outDir)) throw new Error(`${outDir} already exists; name a new folder`);
  await mkdir(path.join(outDir, 'tables'), { recursive: true });
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    db: database.kind,
    migrations: [],
    tables: [],
    sequences: [],
    files: [],
    dataKey: null,
  };
  let keys: string[] = [];
  await database.db.transaction(
    async (tx) => {
      await inUtc(tx);
      manifest.migrations = await appliedMigrations(tx);
      const sums = await tableChecksums(tx);
      for (const name of await tablesInDependencyOrder(tx)) {
        const file = path.join(outDir, 'tables', `${name}.jsonl`);
        const count = await dumpTable(tx, name, file);
        const sum = sums[name];
        if (!sum || sum.rows !== count) throw new Error(`${name}: row count changed mid-dump`);
        manifest.tables.push({ name, rows: count, checksum: sum.checksum, sha256: '' });
      }
      manifest.sequences = await sequencePositions(tx);
      keys = await storedFileKeys(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const t of manifest.tables) {
    t.sha256 = await sha256File(path.join(outDir, 'tables', `${t.name}.jsonl`));
  }
  // The files the snapshot's rows name, from whichever driver holds them (issue 17 §6).
  const storage = storageDriver(at);
  for (const key of keys) {
    const source = await storage.get(key);
    if (!source) {
      (manifest.missingFiles ??= []).push(key);
      continue;
    }
    const target = path.join(outDir, 'files', key);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(source, createWriteStream(target));
    const size = (await stat(target)).size;
    manifest.files.push({ path: key, size, sha256: await sha256File(target) });
  }
  const key = path.join(at.dataDir, DATA_KEY_FILE);
  if (existsSync(key)) {
    await copyFile(key, path.join(outDir, 'data-key'));
    await chmod(path.join(outDir, 'data-key'), 0o600);
    manifest.dataKey = await sha256File(key);
  }
  // The manifest last, written then renamed: a folder without one is an unfinished backup.
  await writeFile(path.join(outDir, `${MANIFEST}.part`), JSON.stringify(manifest, null, 2));
  await rename(path.join(outDir, `${MANIFEST}.part`), path.join(outDir, MANIFEST));
  return manifest;
}

/** Reads the manifest and checks every table dump and file against its sha256. */
export async function readArchive(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${dir} has no ${MANIFEST}: not a finished CMIS backup`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new Error(`${dir} is not a CMIS backup of format version ${FORMAT_VERSION}`);
  }
  for (const t of manifest.tables) {
    const sha = await sha256File(path.join(dir, 'tables', `${t.name}.jsonl`));
    if (sha !== t.sha256) throw new Error(`tables/${t.name}.jsonl is damaged (sha256 differs)`);
  }
  for (const f of manifest.files) {
    if (f.path.split('/').includes('..')) throw new Error(`bad path in manifest: ${f.path}`);
    const sha = await sha256File(path.join(dir, 'files', f.path));
    if (sha !== f.sha256) throw new Error(`files/${f.path} is damaged (sha256 differs)`);
  }
  if (manifest.dataKey && (await sha256File(path.join(dir, 'data-key'))) !== manifest.dataKey) {
    throw new Error('data-key is damaged (sha256 differs)');
  }
  return manifest;
}

async function loadTable(db: Executor, table: string, file: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await insertJsonRows(db, table, `[${batch.join(',')}]`);
    batch = [];
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
}

/**
 * Restores an archive into a database that has just been migrated and holds nothing else,
 * and into an empty storage folder. The rows, the sequences and the checksum check run in
 * one transaction: a restore that does not come back exact leaves no rows behind.
 */
export async function restoreArchive(
  database: Database,
  at: StateLocation,
  dir: string,
): Promise<Manifest> {
  const manifest = await readArchive(dir);
  const storage = storageDriver(at);
  await assertStorageEmpty(at, storage, manifest);
  const key = path.join(at.dataDir, DATA_KEY_FILE);
  // Another key in the target would make the restored Aadhaar numbers unreadable.
  if (manifest.dataKey && existsSync(key) && (await sha256File(key)) !== manifest.dataKey) {
    throw new Error(`${key} holds another key; restore into a DATA_DIR without one`);
  }
  await database.db.transaction(async (tx) => {
    await inUtc(tx);
    const migrations = await appliedMigrations(tx);
    if (migrations.join() !== manifest.migrations.join()) {
      throw new Error(
        `the backup was made at migration ${manifest.migrations.length} and this CMIS is at ` +
          `${migrations.length}: restore with the CMIS version that made the backup, then ` +
          'start the newer one, which migrates the restored data.',
      );
    }
    const present = await tableChecksums(tx);
    const nonEmpty = Object.entries(present).filter(([, s]) => s.rows > 0);
    if (nonEmpty.length > 0) {
      throw new Error(
        `the database is not empty (${nonEmpty.map(([t]) => t).join(', ')}); restore into a new one`,
      );
    }
    await relaxForeignKeysIfAllowed(tx);
    for (const t of manifest.tables) {
      await loadTable(tx, t.name, path.join(dir, 'tables', `${t.name}.jsonl`));
    }
    for (const s of manifest.sequences) {
      await setSequence(tx, s.name, s.lastValue);
    }
    await rebuildAccusedTallies(tx);
    const after = await tableChecksums(tx);
    for (const t of manifest.tables) {
      const got = after[t.name];
      if (!got || got.rows !== t.rows || got.checksum !== t.checksum) {
        throw new Error(`${t.name} did not restore exactly (rows or checksum differ)`);
      }
    }
  });
  if (manifest.dataKey && !existsSync(key)) {
    await copyFile(path.join(dir, 'data-key'), key);
    await chmod(key, 0o600);
  }
  for (const f of manifest.files) {
    await storage.put(f.path, createReadStream(path.join(dir, 'files', f.path)));
    const stored = await storage.get(f.path);
    if (!stored || (await sha256Stream(stored)) !== f.sha256) {
      throw new Error(`${f.path} did not copy exactly`);
    }
  }
  return manifest;
}

/** A restore writes into an empty storage only: a local folder with no file, a bucket without the archive's keys. */
async function assertStorageEmpty(at: StateLocation, storage: StorageDriver, manifest: Manifest) {
  if (at.storageDriver !== 's3') {
    if ((await listFiles(at.storageDir)).length > 0) {
      throw new Error(
        `the storage folder ${at.storageDir} is not empty; restore into an empty one`,
      );
    }
    return;
  }
  for (const f of manifest.files) {
    const found = await storage.get(f.path);
    if (found) {
      found.destroy();
      throw new Error(`the bucket already holds ${f.path}; restore into an empty one`);
    }
  }
}

/** Where the state lives: the server's configuration (config.ts) names the same places. */
export interface StateLocation extends StorageLocation {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** `npm run backup`: opens the database the server would, and writes the archive. */
export async function runBackup(at: StateLocation, outDir: string): Promise<Manifest> {
  const database = await openDatabase({ databaseUrl: at.databaseUrl, dataDir: at.dataDir });
  try {
    return await writeArchive(database, at, outDir);
  } finally {
    await database.close();
  }
}

/** `npm run restore`: a new database, migrated by this CMIS, then the archive's rows and files. */
export async function runRestore(at: StateLocation, dir: string): Promise<Manifest> {
  await readArchive(dir);
  const database = await openDatabase({ databaseUrl: at.databaseUrl, dataDir: at.dataDir });
  try {
    await assertNewDatabase(database.db);
    await database.migrate();
    return await restoreArchive(database, at, dir);
  } finally {
    await database.close();
  }
}

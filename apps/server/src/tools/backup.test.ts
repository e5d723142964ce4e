import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAndPrepare } from '../bootstrap.js';
import { loadConfig, REPO_ROOT } from '../config.js';
import { openDatabase } from '../db/client.js';
import { usesPostgres } from '../test/build-test-app.js';
import { S3_STUB, startS3Stub } from '../test/s3-stub.js';
import { createPostgresTestDatabase } from '../test/test-database.js';
import { sequencePositions } from './backup.repo.js';
import {
  inUtc,
  MANIFEST,
  runBackup,
  runRestore,
  tableChecksums,
  type Manifest,
  type StateLocation,
} from './backup-archive.js';

/**
 * Issue 9 §6: `npm run backup` then `npm run restore` bring back the loaded demo data set
 * (the ~300 accused with their photos, wanted, field registers, verification) exactly:
 * every table's rows and checksum, every uploaded file's bytes.
 */
const run = promisify(execFile);
const dbs: { drop: () => Promise<void> }[] = [];
const dirs: string[] = [];
const stubs: { close: () => Promise<void> }[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `cmis-backup-${name}-`));
  dirs.push(dir);
  return dir;
}

async function location(name: string): Promise<StateLocation> {
  const dataDir = tempDir(name);
  let databaseUrl: string | undefined;
  if (usesPostgres()) {
    const db = await createPostgresTestDatabase();
    dbs.push(db);
    databaseUrl = db.url;
  }
  return {
    databaseUrl,
    dataDir,
    storageDir: path.join(dataDir, 'files'),
    storageDriver: 'local',
    s3: undefined,
  };
}

/** Runs an npm script's file as `npm run` would, with the location in the environment. */
function cli(script: 'backup' | 'restore', at: StateLocation, args: string[]) {
  return run(process.execPath, ['--import', 'tsx', `apps/server/src/tools/${script}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: at.dataDir,
      STORAGE_DIR: at.storageDir,
      ...(at.databaseUrl ? { DATABASE_URL: at.databaseUrl } : {}),
      CMIS_TEST_DB: '',
    },
  });
}

async function checksums(at: StateLocation) {
  const database = await openDatabase({ databaseUrl: at.databaseUrl, dataDir: at.dataDir });
  try {
    return await database.db.transaction(async (tx) => {
      await inUtc(tx);
      return tableChecksums(tx);
    });
  } finally {
    await database.close();
  }
}

async function sequencesOf(at: StateLocation) {
  const database = await openDatabase({ databaseUrl: at.databaseUrl, dataDir: at.dataDir });
  try {
    return await sequencePositions(database.db);
  } finally {
    await database.close();
  }
}

async function filesOf(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out[path.relative(root, full)] = readFileSync(full).toString('base64');
  }
  return out;
}

let source: StateLocation;
let archive: string;

beforeAll(async () => {
  source = await location('source');
  const { database } = await openAndPrepare({
    ...loadConfig({ NODE_ENV: 'test' }),
    ...source,
    logLevel: 'silent',
    seedDemo: true,
    seedDemoRecords: true,
  });
  await database.close();
  archive = path.join(tempDir('archive'), 'cmis-backup');
}, 300_000);

afterAll(async () => {
  for (const stub of stubs) await stub.close();
  for (const db of dbs) await db.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${usesPostgres() ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('round-trips the loaded demo data set exactly: rows, sequences and file bytes', async () => {
    const before = await checksums(source);
    const filesBefore = await filesOf(source.storageDir);
    expect(Object.keys(filesBefore).length).toBeGreaterThan(10);
    expect(before.accused?.rows).toBeGreaterThan(100);

    await cli('backup', source, ['--out', archive]);
    const manifest = JSON.parse(readFileSync(path.join(archive, MANIFEST), 'utf8')) as Manifest;
    expect(manifest.files).toHaveLength(Object.keys(filesBefore).length);

    const target = await location('target');
    const restored = await cli('restore', target, [archive]);
    expect(restored.stdout).toMatch(/checksum matches/);

    expect(await checksums(target)).toEqual(before);
    expect(await filesOf(target.storageDir)).toEqual(filesBefore);
    // The generated Aadhaar key comes along, or the restored numbers could not be read.
    expect(manifest.dataKey).not.toBeNull();
    expect(readFileSync(path.join(target.dataDir, '.data-key'))).toEqual(
      readFileSync(path.join(source.dataDir, '.data-key')),
    );

    // Sequences stand where they stood, so the next new row takes the next id.
    expect(manifest.sequences.find((s) => s.name === 'accused_id_seq')).toBeDefined();
    expect(await sequencesOf(target)).toEqual(await sequencesOf(source));

    // A second restore into the now-used database is refused, and so is a damaged archive.
    await expect(runRestore(target, archive)).rejects.toThrow(/not new|not empty/);
    const dump = path.join(archive, 'tables', 'accused.jsonl');
    writeFileSync(dump, readFileSync(dump, 'utf8').replace('"age":', '"age":1'));
    await expect(runRestore(await location('damaged'), archive)).rejects.toThrow(/damaged/);
  }, 600_000);

  it('carries the files of an S3 bucket: backed up from one, restored into another (issue 17 §6)', async () => {
    const from = await startS3Stub();
    const to = await startS3Stub();
    stubs.push(from, to);
    const s3 = (endpoint: string) => ({
      ...S3_STUB,
      endpoint,
      forcePathStyle: true,
    });
    const bucketed = async (name: string, endpoint: string): Promise<StateLocation> => ({
      ...(await location(name)),
      storageDriver: 's3',
      s3: s3(endpoint),
    });
    const origin = await bucketed('s3-source', from.endpoint);
    const { database } = await openAndPrepare({
      ...loadConfig({ NODE_ENV: 'test' }),
      ...origin,
      logLevel: 'silent',
      seedDemo: true,
      seedDemoRecords: false,
    });
    await database.close();
    expect(from.objects.size).toBeGreaterThan(0);
    // Nothing went to the local folder: the files are only in the bucket.
    expect(existsSync(origin.storageDir)).toBe(false);

    const out = path.join(tempDir('s3-archive'), 'cmis-backup');
    const made = await runBackup(origin, out);
    expect(made.files.map((f) => f.path).sort()).toEqual([...from.objects.keys()].sort());
    expect(made.missingFiles).toBeUndefined();

    const target = await bucketed('s3-target', to.endpoint);
    await runRestore(target, out);
    expect(to.objects).toEqual(from.objects);
    expect(await checksums(target)).toEqual(await checksums(origin));
    // A second restore into the same bucket is refused before anything is written.
    await expect(runRestore(await bucketed('s3-again', to.endpoint), out)).rejects.toThrow(
      /bucket already holds/,
    );
  }, 600_000);
});

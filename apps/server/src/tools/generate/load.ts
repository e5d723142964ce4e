import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { EXTERNMENT_ACTION_IDS, STATE_ID } from '@cmis/shared';
import type pg from 'pg';
import { openDatabase } from '../../db/client.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo.js';
import { seedMasterData } from '../../db/seed/master.js';
import { rebuildDuplicatePairs } from '../../modules/accused/duplicates/rebuild.js';
import { NAME_KEYS_VERSION } from '../../modules/accused/name-terms.service.js';
import { FieldCipher } from '../../platform/field-cipher.js';
import { hashPassword } from '../../platform/passwords.js';
import type { PlantedPair } from './identity.js';
import { placeName } from './names.js';
import { DEFAULT_UNTIL, PLANS, type Scale } from './plan.js';
import { DataSet, type Master } from './rows.js';
import { newChecksum, PgliteSink, PgSink, type Sink } from './sink.js';

export interface GenerateOptions {
  scale: Scale;
  seed?: string;
  until?: string;
  /** PostgreSQL; without it the embedded database in `dataDir` (or in memory). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  /** Drop every table first (the target must otherwise hold no accused yet). */
  reset?: boolean;
  /**
   * The data key the server will read the Aadhaar numbers with (`resolveDataKey`); the
   * checksum does not depend on it.
   */
  dataKey: Buffer;
  /** Where to write the planted duplicate pairs (JSON); none when unset. */
  truthFile?: string | undefined;
  log?: (line: string) => void;
}

/** The truth file: the planted duplicates a duplicate search should find. */
export interface Truth {
  seed: string;
  scale: Scale;
  pairs: PlantedPair[];
}

export interface GenerateResult {
  counts: Record<string, number>;
  checksum: string;
  /** Sum of accused.crime_count: equals the crimes' row count when the data is coherent. */
  crimeCountSum: number;
  /** Sum of accused.preventive_count: equals the preventive actions' row count. */
  preventiveCountSum: number;
  /** Accused whose crime_title_ids are not exactly the titles of their crimes; must be none. */
  titleMismatches: number;
  /** Indexes left invalid (a parent index made without its partitions'); must be none. */
  invalidIndexes: string[];
  /** Check-ins that found no monthly partition; none when the partitions cover the span. */
  defaultPartitionRows: number;
  truth: Truth;
  /** Planted pairs whose records are missing, or whose duplicate is not the later; none. */
  plantedMissing: number;
  plantedNotLater: number;
  /** Planted pairs the duplicate search put in duplicate_pairs. */
  plantedFound: number;
  /** Records without search terms, or with terms of other rules; postings of unknown words. */
  withoutTerms: number;
  staleNameKeys: number;
  postingsWithoutWord: number;
  pairs: { pairs: number; compared: number; seconds: number };
  seconds: number;
  steps: { step: string; seconds: number }[];
}

type Rows = Record<string, unknown>[];
type Exec = (sql: string) => Promise<Rows>;

const COUNTED = [
  'cities',
  'police_stations',
  'users',
  'app_users',
  'accused',
  'name_terms',
  'accused_name_terms',
  'crimes',
  'crime_sections',
  'crime_members',
  'arrests',
  'preventive_actions',
  'gps_checkins',
  'patrol_spots',
  'patrol_visits',
  'duplicate_pairs',
];

/** Synthetic units and stations so the state has `units` units and `stations` stations. */
async function addSyntheticUnits(exec: Exec, units: number, stations: number): Promise<void> {
  const [have] = await exec(
    `SELECT (SELECT count(*) FROM cities)::int AS units, (SELECT count(*) FROM police_stations)::int AS stations, (SELECT max(id) FROM cities)::int AS max_id`,
  );
  const haveUnits = Number(have?.units);
  const missing = units - haveUnits;
  if (missing <= 0) return;
  const stationsLeft = stations - Number(have?.stations);
  let nextId = Number(have?.max_id);
  for (let u = 0; u < missing; u++) {
    const [mr, en] = placeName(haveUnits + u * 7);
    const id = ++nextId;
    await exec(
      `INSERT INTO cities (id, state_id, name_mr, name_en) VALUES (${id}, ${STATE_ID}, '${mr} ग्रामीण', '${en} Rural')`,
    );
    const count = Math.floor(stationsLeft / missing) + (u < stationsLeft % missing ? 1 : 0);
    const values = Array.from({ length: count }, (_, s) => {
      const [smr, sen] = placeName(s * 3 + u);
      return `(${id}, '${smr}', '${sen}')`;
    });
    if (values.length > 0) {
      await exec(
        `INSERT INTO police_stations (city_id, name_mr, name_en) VALUES ${values.join(',')}`,
      );
    }
  }
}

async function readMaster(exec: Exec, scale: Scale): Promise<Master> {
  const ids = async (table: string) =>
    (await exec(`SELECT id FROM ${table} ORDER BY id`)).map((r) => Number(r.id));
  const all = (await exec(`SELECT id, city_id FROM police_stations ORDER BY id`)).map((r) => ({
    id: Number(r.id),
    cityId: Number(r.city_id),
  }));
  const placed = (s: { cityId: number }) =>
    scale === 'state' || scale === 'region' || s.cityId === 1;
  const stations = all.filter(placed);
  return {
    stations,
    // The other units' stations, for the planted duplicates entered by a neighbouring unit.
    neighbourStations: all.filter((s) => !placed(s)),
    unitOrder: await ids('cities'),
    unitIds: [...new Set(stations.map((s) => s.cityId))],
    religions: (await exec('SELECT id, name_en FROM religions ORDER BY id')).map((r) => ({
      id: Number(r.id),
      nameEn: String(r.name_en),
    })),
    crimeTitles: (await exec('SELECT id, crime_type_id FROM crime_titles ORDER BY id')).map(
      (r) => ({ id: Number(r.id), typeId: Number(r.crime_type_id) }),
    ),
    crimeStatusIds: await ids('crime_statuses'),
    currentStatusIds: await ids('current_statuses'),
    actionTypeIds: await ids('preventive_action_types'),
    externmentTypeIds: EXTERNMENT_ACTION_IDS,
    spotTypeIds: await ids('spot_types'),
    sectionPairs: (await exec('SELECT id, act_id FROM sections ORDER BY id')).map((r) => ({
      actId: Number(r.act_id),
      sectionId: Number(r.id),
    })),
  };
}

/** The six demo accounts of the README (docs/architecture.md §6), so the bench (and a person) can sign in as each role. */
async function addOfficers(exec: Exec): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS.slice(0, 6)) {
    const station = u.station
      ? `(SELECT id FROM police_stations WHERE city_id = ${u.cityId} AND name_en = '${u.station}')`
      : 'NULL';
    await exec(
      `INSERT INTO users (userid, name, phone, password_hash, role, state_id, city_id, station_id)
       VALUES ('${u.userid}', '${u.name}', '${u.phone}', '${hash}', '${u.role}', ${STATE_ID}, ${u.cityId ?? 'NULL'}, ${station})
       ON CONFLICT DO NOTHING`,
    );
  }
}

interface Deferred {
  indexes: string[];
  foreignKeys: { table: string; name: string; def: string }[];
}

/**
 * Secondary indexes and foreign keys of the loaded tables are dropped before COPY and made
 * again after it: one sort per index and one join per key instead of a check per row.
 */
async function dropDeferred(exec: Exec, tables: string[]): Promise<Deferred> {
  const list = tables.map((t) => `'${t}'`).join(',');
  const indexes = await exec(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      WHERE c.relname IN (${list}) AND c.relnamespace = 'public'::regnamespace
        AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  const keys = await exec(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'f' AND c.relname IN (${list}) AND c.relnamespace = 'public'::regnamespace
        AND k.conparentid = 0`,
  );
  for (const k of keys)
    await exec(`ALTER TABLE "${String(k.table)}" DROP CONSTRAINT "${String(k.name)}"`);
  for (const i of indexes) await exec(`DROP INDEX ${String(i.name)}`);
  return {
    // The definition of a partitioned table's index reads "ON ONLY parent": made again that
    // way it would be an invalid index on the parent alone, and no partition would be indexed.
    indexes: indexes.map((i) => String(i.def).replace(' ON ONLY ', ' ON ')),
    foreignKeys: keys.map((k) => ({
      table: String(k.table),
      name: String(k.name),
      def: String(k.def),
    })),
  };
}

export async function generate(opts: GenerateOptions): Promise<GenerateResult> {
  const plan = PLANS[opts.scale];
  const seed = opts.seed ?? 'cmis';
  const log = opts.log ?? (() => undefined);
  const started = performance.now();
  const steps: GenerateResult['steps'] = [];
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await fn();
    const seconds = (performance.now() - t) / 1000;
    steps.push({ step: name, seconds });
    log(`${name}: ${seconds.toFixed(1)} s`);
    return result;
  };

  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    inMemory: opts.inMemory ?? false,
  });
  let pgClient: pg.PoolClient | undefined;
  try {
    let exec: Exec;
    let sink: Sink;
    if (database.kind === 'postgres') {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      pgClient = client;
      exec = async (q) => (await client.query(q)).rows as Rows;
      sink = new PgSink(client);
    } else {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      exec = async (q) => (await client.query(q)).rows as Rows;
      sink = new PgliteSink(client);
    }
    if (opts.reset) {
      await step('reset', async () => {
        await exec('DROP SCHEMA IF EXISTS drizzle CASCADE');
        await exec('DROP SCHEMA public CASCADE');
        await exec('CREATE SCHEMA public');
      });
    }
    await step('migrate and master data', async () => {
      await database.migrate();
      await database.db.transaction((tx) => seedMasterData(tx));
    });
    const [existing] = await exec('SELECT count(*)::int AS n FROM accused');
    if (Number(existing?.n) > 0) {
      throw new Error('the target database already holds accused records; pass --reset to replace');
    }
    if (plan.scale === 'state') await addSyntheticUnits(exec, plan.units, plan.stations);
    await addOfficers(exec);
    const master = await readMaster(exec, plan.scale);
    const until = opts.until ?? DEFAULT_UNTIL;
    const data = new DataSet(seed, plan, master, until, new FieldCipher(opts.dataKey));
    const tables = data.tables();
    const truth: Truth = { seed, scale: plan.scale, pairs: data.planted() };
    if (opts.truthFile) {
      mkdirSync(path.dirname(opts.truthFile), { recursive: true });
      // One pair a line: easy to grep, and a diff between two runs shows the pairs that moved.
      const lines = truth.pairs.map((p) => JSON.stringify(p)).join(',\n');
      writeFileSync(
        opts.truthFile,
        `{"seed":${JSON.stringify(seed)},"scale":"${plan.scale}","pairs":[\n${lines}\n]}\n`,
      );
      log(`truth file: ${opts.truthFile} (${truth.pairs.length} planted pairs)`);
    }
    // Monthly partitions for the whole span of the check-ins, as a deployment that imports
    // its history would make them; otherwise the older months would all land in the default.
    await exec(
      `SELECT cmis_ensure_gps_partitions((date '${until}' - ${DataSet.GPS_DAYS} - 1), date '${until}')`,
    );

    if (database.kind === 'postgres') {
      // Session settings only: faster index builds, and no wait on WAL flush per commit.
      await exec(`SET maintenance_work_mem = '512MB'`);
      await exec('SET synchronous_commit = off');
    }
    const deferred = await dropDeferred(
      exec,
      tables.map((t) => t.table),
    );
    const hash = newChecksum();
    for (const t of tables) {
      await step(`copy ${t.table}`, () => sink.copy(t, hash));
    }
    await step(`create ${deferred.indexes.length} indexes`, async () => {
      for (const def of deferred.indexes) await exec(def);
    });
    await step(`add ${deferred.foreignKeys.length} foreign keys`, async () => {
      for (const k of deferred.foreignKeys) {
        await exec(`ALTER TABLE "${k.table}" ADD CONSTRAINT "${k.name}" ${k.def}`);
      }
    });
    await step('sequences, vacuum and analyze', async () => {
      const withId = new Set(
        (
          await exec(
            `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`,
          )
        ).map((r) => String(r.table_name)),
      );
      const loaded = [...tables.map((x) => x.table), 'cities', 'police_stations', 'users'];
      // The search terms are keyed by their word and the record, with no sequence to move.
      for (const t of loaded.filter((x) => withId.has(x))) {
        await exec(
          `SELECT setval(pg_get_serial_sequence('${t}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${t}"), 1))`,
        );
      }
      // VACUUM sets the visibility map, so index-only scans (counts per unit) skip the heap
      // from the first request instead of after autovacuum gets round to 10^7 new rows.
      await exec('VACUUM (ANALYZE)');
    });
    // Issue 16 §7: the duplicate search over the loaded state, as the server would run it.
    const pairs = await step('duplicate pairs', async () => {
      const result = await rebuildDuplicatePairs(database.db, (line) => log(`  ${line}`));
      await exec('VACUUM (ANALYZE) duplicate_pairs');
      return result;
    });
    const counts: Record<string, number> = {};
    for (const t of COUNTED) {
      const [row] = await exec(`SELECT count(*)::int AS n FROM "${t}"`);
      counts[t] = Number(row?.n);
    }
    const [sum] = await exec(
      'SELECT coalesce(sum(crime_count), 0)::int AS n, coalesce(sum(preventive_count), 0)::int AS p FROM accused',
    );
    const [mismatch] = await exec(
      `SELECT count(*)::int AS n FROM accused a
        WHERE a.crime_title_ids IS DISTINCT FROM
              array(SELECT DISTINCT crime_title_id FROM crimes c WHERE c.accused_id = a.id ORDER BY 1)`,
    );
    const invalid = await exec(
      'SELECT indexrelid::regclass::text AS name FROM pg_index WHERE NOT indisvalid ORDER BY 1',
    );
    const [inDefault] = await exec('SELECT count(*)::int AS n FROM gps_checkins_default');
    const [names] = await exec(
      `SELECT (SELECT count(*) FROM accused a WHERE NOT EXISTS
                (SELECT 1 FROM accused_name_terms p WHERE p.accused_id = a.id))::int AS without_terms,
              (SELECT count(*) FROM accused WHERE name_keys_version <> ${NAME_KEYS_VERSION})::int AS stale,
              (SELECT count(*) FROM accused_name_terms p WHERE NOT EXISTS
                (SELECT 1 FROM name_terms t WHERE t.term = p.term))::int AS orphans`,
    );
    const intArray = (ids: number[]) => `'{${ids.join(',')}}'::int[]`;
    const [planted] = await exec(
      `SELECT count(*) FILTER (WHERE a.id IS NULL OR b.id IS NULL)::int AS missing,
              count(*) FILTER (WHERE a.created_at >= b.created_at)::int AS not_later,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM duplicate_pairs d
                                 WHERE d.low_id = p.o AND d.high_id = p.d))::int AS found
         FROM unnest(${intArray(truth.pairs.map((x) => x.originalId))},
                     ${intArray(truth.pairs.map((x) => x.duplicateId))}) AS p(o, d)
         LEFT JOIN accused a ON a.id = p.o
         LEFT JOIN accused b ON b.id = p.d`,
    );
    return {
      counts,
      crimeCountSum: Number(sum?.n),
      preventiveCountSum: Number(sum?.p),
      titleMismatches: Number(mismatch?.n),
      invalidIndexes: invalid.map((i) => String(i.name)),
      defaultPartitionRows: Number(inDefault?.n),
      truth,
      plantedMissing: Number(planted?.missing),
      plantedNotLater: Number(planted?.not_later),
      plantedFound: Number(planted?.found),
      withoutTerms: Number(names?.without_terms),
      staleNameKeys: Number(names?.stale),
      postingsWithoutWord: Number(names?.orphans),
      pairs,
      checksum: hash.digest('hex'),
      seconds: (performance.now() - started) / 1000,
      steps,
    };
  } finally {
    pgClient?.release();
    await database.close();
  }
}

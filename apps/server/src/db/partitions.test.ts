import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_DEMO_PASSWORD } from './seed/demo-content.js';
import { buildTestApp, inject, usesPostgres, type TestApp } from '../test/build-test-app.js';
import {
  appUserIdOf,
  countCheckins,
  insertTestAccused,
  stationIdOf,
} from '../test/field-data.repo.js';
import {
  checkinRows,
  gpsPartitions,
  insertPreMigrationPlaces,
  insertRawAccused,
  insertRawCheckin,
  isPartitioned,
  partitionOfCheckin,
  relationsScanned,
} from '../test/partition-data.repo.js';
import { addDays, istDayStart, istParts } from '@cmis/shared';
import { createPostgresTestDatabase } from '../test/test-database.js';
import { MIGRATIONS, openDatabase } from './client.js';
import { ensureGpsPartitions } from './partitions.js';

/** The partition name of the Indian month a moment falls in. */
function monthPartition(at: Date): string {
  const p = istParts(at);
  return `gps_checkins_${p.year}_${p.month}`;
}
const monthsFromNow = (n: number) => {
  const d = new Date();
  d.setUTCDate(15);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d;
};

describe('GPS check-ins partitioned by month (issue 8 §4)', () => {
  let t: TestApp;
  let kothrud: number;
  let accusedId: number;
  let appUserId: number;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    kothrud = await stationIdOf(t.deps.db, 'Kothrud');
    accusedId = await insertTestAccused(t.deps.db, {
      name: 'Partition Own',
      cityId: 1,
      stationId: kothrud,
    });
    appUserId = await appUserIdOf(t.deps.db, '9100000002');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/field/auth/login',
      payload: { phone: '9100000002', password: FIELD_DEMO_PASSWORD },
    });
    const c = login.cookies.find((x) => x.name === 'cmis_field');
    if (!c) throw new Error(`field login failed: ${login.body}`);
    cookie = `cmis_field=${c.value}`;
  });
  afterAll(() => t.close());

  const raw = (capturedAt: string) =>
    insertRawCheckin(t.deps.db, {
      clientId: randomUUID(),
      accusedId,
      appUserId,
      cityId: 1,
      stationId: kothrud,
      capturedAt,
    });

  it('has a default partition, 12 months back and 3 ahead', async () => {
    expect(await isPartitioned(t.deps.db, 'gps_checkins')).toBe(true);
    const parts = await gpsPartitions(t.deps.db);
    expect(parts).toContain('gps_checkins_default');
    for (const n of [-12, -1, 0, 1, 3]) expect(parts).toContain(monthPartition(monthsFromNow(n)));
    expect(parts).not.toContain(monthPartition(monthsFromNow(4)));
  });

  it('puts a row in its month, and a far-future one in the default partition', async () => {
    const now = await raw(new Date().toISOString());
    expect(await partitionOfCheckin(t.deps.db, now)).toBe(monthPartition(new Date()));
    const future = await raw('2099-03-10T10:00:00Z');
    expect(await partitionOfCheckin(t.deps.db, future)).toBe('gps_checkins_default');
  });

  it('cuts months on Indian midnight: 1 March 00:10 IST belongs to March', async () => {
    const id = await raw('2099-02-28T18:40:00Z'); // 2099-03-01 00:10 IST
    const rows = await ensureGpsPartitions(t.deps.db, new Date('2099-02-10T00:00:00Z'));
    expect(rows).toBe(4); // February to May 2099
    expect(await partitionOfCheckin(t.deps.db, id)).toBe('gps_checkins_2099_03');
  });

  it('maintenance moves rows out of the default partition and is idempotent', async () => {
    const id = await raw('2098-07-20T10:00:00Z');
    expect(await partitionOfCheckin(t.deps.db, id)).toBe('gps_checkins_default');
    expect(await ensureGpsPartitions(t.deps.db, new Date('2098-07-01T12:00:00Z'))).toBe(4);
    expect(await partitionOfCheckin(t.deps.db, id)).toBe('gps_checkins_2098_07');
    expect(await ensureGpsPartitions(t.deps.db, new Date('2098-07-01T12:00:00Z'))).toBe(0);
    expect(await ensureGpsPartitions(t.deps.db)).toBe(0);
  });

  it("prunes: a month's query reads only that month's partition", async () => {
    const month = monthsFromNow(-2);
    const part = monthPartition(month);
    const first = `${part.slice(13, 17)}-${part.slice(18, 20)}-01`;
    const from = istDayStart(first).toISOString();
    const to = istDayStart(`${addDays(first, 32).slice(0, 8)}01`).toISOString();
    expect(await relationsScanned(t.deps.db, 1, from, to)).toEqual([part]);
    // One Indian day: still one partition.
    const dayEnd = new Date(new Date(from).getTime() + 86_400_000).toISOString();
    expect(await relationsScanned(t.deps.db, 1, from, dayEnd)).toEqual([part]);
  });

  it('keeps the field app dedupe: one row per (app user, client id) whatever the time', async () => {
    const before = await countCheckins(t.deps.db, accusedId);
    const item = {
      clientId: randomUUID(),
      accusedId,
      latitude: 18.5074,
      longitude: 73.8077,
      found: true,
      details: 'Found at home',
      capturedAt: new Date().toISOString(),
    };
    const post = (body: object) => inject(t.app, 'POST', '/api/field/checkins', cookie, body);
    // Sent three times at once (a flaky network), then once more with another capture month.
    const sent = await Promise.all([post(item), post(item), post(item)]);
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(sent.map((r) => r.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(sent.filter((r) => r.json<{ replayed: boolean }>().replayed)).toHaveLength(2);
    const moved = await post({ ...item, capturedAt: monthsFromNow(-3).toISOString() });
    expect(moved.json()).toMatchObject({ id: [...ids][0], replayed: true });
    expect(await countCheckins(t.deps.db, accusedId)).toBe(before + 1);
  });
});

describe('migration 0009 keeps the rows already stored (issue 8 §4)', () => {
  let dir: string;
  beforeAll(async () => {
    // The migrations up to 0008 only: the database as it was before partitioning.
    dir = await mkdtemp(path.join(tmpdir(), 'cmis-mig-'));
    await cp(MIGRATIONS, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((e) => e.idx <= 8);
    await writeFile(journalFile, JSON.stringify(journal));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('copies every row with its id into the partitioned table, and ids continue', async () => {
    const pgDb = usesPostgres() ? await createPostgresTestDatabase() : undefined;
    const database = await openDatabase({ databaseUrl: pgDb?.url, inMemory: !pgDb });
    try {
      await database.migrate(dir);
      const db = database.db;
      await insertPreMigrationPlaces(db);
      expect(await isPartitioned(db, 'gps_checkins')).toBe(false);
      const station = await stationIdOf(db, 'Kothrud');
      const accusedId = await insertRawAccused(db, {
        name: 'Old Row',
        cityId: 1,
        stationId: station,
      });
      const appUserId = await appUserIdOf(db, '9100000002');
      const times = [
        new Date().toISOString(),
        '2019-05-05T05:05:05.000Z',
        '2099-01-01T00:00:00.000Z',
      ];
      for (const capturedAt of times) {
        await insertRawCheckin(db, {
          clientId: randomUUID(),
          accusedId,
          appUserId,
          cityId: 1,
          stationId: station,
          capturedAt,
        });
      }
      const before = await checkinRows(db);

      await database.migrate();
      expect(await isPartitioned(db, 'gps_checkins')).toBe(true);
      expect(await checkinRows(db)).toEqual(before);
      expect(await partitionOfCheckin(db, before[0]!.id)).toBe(monthPartition(new Date()));
      expect(await partitionOfCheckin(db, before[1]!.id)).toBe('gps_checkins_default');
      const next = await insertRawCheckin(db, {
        clientId: randomUUID(),
        accusedId,
        appUserId,
        cityId: 1,
        stationId: station,
        capturedAt: times[0]!,
      });
      expect(next).toBeGreaterThan(Math.max(...before.map((r) => r.id)));
    } finally {
      await database.close();
      await pgDb?.drop();
    }
  });
});

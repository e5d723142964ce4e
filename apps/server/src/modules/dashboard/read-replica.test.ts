import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { seed } from '../../db/seed/index.js';
import { buildTestApp, usesPostgres, type TestApp } from '../../test/build-test-app.js';
import { insertTestAccused, stationIdOf } from '../../test/field-data.repo.js';
import { loginAs } from '../../test/login.js';
import { ageEveryAccused, countAccused, sessionExpiries } from '../../test/test-data.repo.js';
import { createPostgresTestDatabase } from '../../test/test-database.js';

/**
 * DATABASE_REPLICA_URL (issue 8 §4). The "replica" is a second database with the same
 * schema but different rows, so an answer shows which database it came from: report reads
 * must come from the replica, writes must land on the primary. PostgreSQL only (a replica
 * is a PostgreSQL server; PGlite has none).
 */
describe.skipIf(!usesPostgres())('read replica for report queries (issue 8 §4)', () => {
  let replicaDb: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let replica: Database;
  let t: TestApp;
  const REPLICA_ONLY_ACCUSED = 3;

  beforeAll(async () => {
    replicaDb = await createPostgresTestDatabase();
    replica = await openDatabase({ databaseUrl: replicaDb.url });
    await replica.migrate();
    await seed(replica.db, { demo: true });
    const kothrud = await stationIdOf(replica.db, 'Kothrud');
    for (let i = 0; i < REPLICA_ONLY_ACCUSED; i += 1) {
      await insertTestAccused(replica.db, { name: `Replica ${i}`, cityId: 1, stationId: kothrud });
    }
    t = await buildTestApp({ databaseReplicaUrl: replicaDb.url });
  });
  afterAll(async () => {
    await t?.close();
    await replica?.close();
    await replicaDb?.drop();
  });

  it('answers the dashboard counts from the replica', async () => {
    expect(await countAccused(t.deps.db)).toBe(0);
    expect(await countAccused(replica.db)).toBe(REPLICA_ONLY_ACCUSED);
    const cookie = await loginAs(t.app, 'superadmin');
    const res = await t.app.inject({ url: '/api/dashboard/counts', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ accused: number }>().accused).toBe(REPLICA_ONLY_ACCUSED);
  });

  it('writes to the primary: a login session exists there, not on the replica', async () => {
    await loginAs(t.app, 'pune.admin');
    expect(await sessionExpiries(t.deps.db, 'pune.admin')).not.toHaveLength(0);
    expect(await sessionExpiries(replica.db, 'pune.admin')).toHaveLength(0);
  });

  it('a write sent through the replica pool is refused as read-only', async () => {
    const refused = await ageEveryAccused(t.deps.readDb).then(
      () => undefined,
      (err: unknown) => err as { cause?: { code?: string; message?: string } },
    );
    // 25006 read_only_sql_transaction: "cannot execute UPDATE in a read-only transaction".
    expect(refused?.cause?.code).toBe('25006');
    expect(refused?.cause?.message).toMatch(/read-only/);
    expect(t.deps.readDb).not.toBe(t.deps.db);
  });
});

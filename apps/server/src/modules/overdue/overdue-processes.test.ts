import { istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { seed } from '../../db/seed/index.js';
import { usesPostgres } from '../../test/build-test-app.js';
import {
  insertNeverChecked,
  overdueOf,
  runsKept,
  someStation,
} from '../../test/overdue-data.repo.js';
import { createPostgresTestDatabase } from '../../test/test-database.js';
import { OverdueJob } from './overdue.job.js';

/**
 * Every server process runs the overdue job (WORKERS=n, several machines; decision 0053).
 * Two processes' jobs starting the same day's round at the same moment: the run's row is
 * claimed by one, the other waits on its key and gets nothing, so the day is computed once.
 */
describe.skipIf(!usesPostgres())('two overdue jobs on one database', () => {
  let pg: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
    // Two pools, as two processes have.
    a = await openDatabase({ databaseUrl: pg.url });
    b = await openDatabase({ databaseUrl: pg.url });
    await a.migrate();
    await seed(a.db, { demo: false });
    await insertNeverChecked(
      a.db,
      await someStation(a.db),
      500,
      new Date(Date.now() - 90 * 86_400_000),
    );
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.drop();
  });

  it('compute the day once', async () => {
    const now = new Date();
    const first = new OverdueJob(a.db, undefined, () => now);
    const second = new OverdueJob(b.db, undefined, () => now);
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(results.map((r) => r.claimed).sort()).toEqual([false, true]);
    const runs = await runsKept(a.db);
    expect(runs.map((r) => r.runDate)).toEqual([istDate(now)]);
    expect(runs[0]?.finishedAt).toBeInstanceOf(Date);
    expect(await overdueOf(a.db, istDate(now))).toHaveLength(500);
    // Later rounds of either process find the day done.
    expect((await second.runOnce()).claimed).toBe(false);
    expect((await first.runOnce()).claimed).toBe(false);
  });
});

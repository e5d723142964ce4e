import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from './test/accused-factory.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { loginAs } from './test/login.js';
import { StatementLog } from './test/statement-log.js';

/**
 * Issue 19: the hot screens answer in one statement each once the session is known (the
 * session is remembered by the process, decision 0048): the list's total comes with its
 * page (the tallies of migration 0018, or a window count over a filter's matches) and the
 * dashboard's tiles are one statement. Counted from the SQL log the bench also reads.
 */
let t: TestApp;
let log: StatementLog;
let puneAdmin: string;
let kothrud: string;

beforeAll(async () => {
  log = await StatementLog.create();
  t = await buildTestApp({ sqlLog: log.file });
  puneAdmin = await loginAs(t.app, 'pune.admin');
  kothrud = await loginAs(t.app, 'pune.kothrud');
  await createTestAccused(t.app, kothrud, { crimes: 2, currentCondition: 'wanted' });
  await createTestAccused(t.app, kothrud, { crimes: 1 });
  // The new records' pushes go out in the background: not while statements are counted.
  await t.deps.outbox.runOnce();
});
afterAll(async () => {
  await t.close();
  await log.remove();
});

/** The statements of one GET, which must succeed. */
async function statementsOf(url: string, cookie: string) {
  const { res, statements } = await log.during(t.app, url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), statements };
}

describe('one statement per hot request (issue 19)', () => {
  it("a unit's list page and its total", async () => {
    const { body, statements } = await statementsOf('/api/accused?page=0&size=10', puneAdmin);
    expect(statements).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items.length).toBeGreaterThan(0);
  });

  it("a station's own records, and a filtered list", async () => {
    for (const url of [
      '/api/accused?tab=entered&page=0&size=10',
      '/api/accused?condition=wanted&page=0&size=10',
      '/api/accused?sort=crimeCount&order=desc&page=0&size=10',
    ]) {
      const { body, statements } = await statementsOf(
        url,
        url.includes('tab') ? kothrud : puneAdmin,
      );
      expect(statements, url).toHaveLength(1);
      expect(body.total, url).toBeGreaterThanOrEqual(1);
    }
  });

  it('the dashboard tiles', async () => {
    const { statements } = await statementsOf('/api/dashboard/counts', puneAdmin);
    expect(statements).toHaveLength(1);
  });
});

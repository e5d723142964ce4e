import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from './test/accused-factory.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { loginAs } from './test/login.js';

/**
 * Issue 19: the hot screens answer in one statement each once the session is known (the
 * session is remembered by the process, decision 0048): the list's total comes with its
 * page (the tallies of migration 0018, or a window count over a filter's matches) and the
 * dashboard's tiles are one statement. Counted from the SQL log the bench also reads.
 */
let t: TestApp;
let log: string;
let puneAdmin: string;
let kothrud: string;

beforeAll(async () => {
  log = path.join(mkdtempSync(path.join(tmpdir(), 'cmis-sql-')), 'sql.jsonl');
  t = await buildTestApp({ sqlLog: log });
  puneAdmin = await loginAs(t.app, 'pune.admin');
  kothrud = await loginAs(t.app, 'pune.kothrud');
  await createTestAccused(t.app, kothrud, { crimes: 2, currentCondition: 'wanted' });
  await createTestAccused(t.app, kothrud, { crimes: 1 });
});
afterAll(() => t.close());

/** The statements one GET runs, after a first request has remembered the session. */
async function statementsOf(url: string, cookie: string) {
  await t.app.inject({ url, headers: { cookie } });
  writeFileSync(log, '');
  const res = await t.app.inject({ url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { body: res.json(), statements: lines.map((l) => (JSON.parse(l) as { sql: string }).sql) };
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

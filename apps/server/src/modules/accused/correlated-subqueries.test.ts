import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { moveCrimes } from '../../test/test-data.repo.js';

/**
 * Subqueries in a select list must read the outer row (db/qualified.ts): the issue 8 bench
 * found the read scope's `crimes.accused_id = "id"` comparing each crime with itself.
 */
let t: TestApp;
let kothrud: string;
const year = new Date().getFullYear() - 1;

beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await loginAs(t.app, 'pune.kothrud');
});
afterAll(() => t.close());

async function sitabuldi(): Promise<number> {
  const res = await t.app.inject({
    url: '/api/masters/cities/3/stations',
    headers: { cookie: kothrud },
  });
  const station = res
    .json<{ id: number; nameEn: string }[]>()
    .find((s) => s.nameEn === 'Sitabuldi');
  if (!station) throw new Error('no Sitabuldi station');
  return station.id;
}

describe('list columns computed per accused', () => {
  it('counts each accused its own preventive actions', async () => {
    const without = await createTestAccused(t.app, kothrud, { name: 'पहिला आरोपी' });
    const withTwo = await createTestAccused(t.app, kothrud, { name: 'दुसरा आरोपी' });
    for (const chapterCase of ['1', '2']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/accused/${withTwo}/preventive-actions`,
        headers: { cookie: kothrud },
        payload: {
          actionTypeId: 3,
          chapterCase,
          chapterYear: year,
          bondDate: `${year}-04-01`,
          dateFrom: `${year}-04-01`,
          dateTo: `${year + 1}-03-31`,
          externmentCityIds: [],
          orderType: '',
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const list = await t.app.inject({
      url: '/api/accused?page=0&size=10',
      headers: { cookie: kothrud },
    });
    const items = list.json<{ items: { id: number; preventiveCount: number }[] }>().items;
    expect(items.find((i) => i.id === withTwo)?.preventiveCount).toBe(2);
    expect(items.find((i) => i.id === without)?.preventiveCount).toBe(0);
  });

  it('lets the unit where a crime is registered read the accused (decision 0011)', async () => {
    // Ids of accused and crimes drift apart, as they do in any real register.
    await createTestAccused(t.app, kothrud, { crimes: 3 });
    const id = await createTestAccused(t.app, kothrud, { name: 'नागपूर गुन्हा' });
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    expect(
      (await t.app.inject({ url: `/api/accused/${id}`, headers: { cookie: nagpur } })).statusCode,
    ).toBe(404);
    await moveCrimes(t.deps.db, id, { cityId: 3, stationId: await sitabuldi() });
    expect(
      (await t.app.inject({ url: `/api/accused/${id}`, headers: { cookie: nagpur } })).statusCode,
    ).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accusedCreateBody,
  createTestAccused,
  findTheftSection,
} from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
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
  const res = await inject(t.app, 'GET', '/api/masters/cities/3/stations', kothrud);
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
    const list = await inject(t.app, 'GET', '/api/accused?page=0&size=10', kothrud);
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

/**
 * Decision 0037: the crime-title filter reads the titles kept on the accused, so they must
 * follow every crime that is added or edited; a search's total comes with its page.
 */
describe('values kept on the accused for the list', () => {
  const titleIds = async (titleId: number) => {
    const res = await inject(
      t.app,
      'GET',
      `/api/accused?tab=entered&filter=title&headingIds=${titleId}&size=100`,
      kothrud,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: { id: number }[]; total: number }>();
    expect(body.total).toBe(body.items.length);
    return body.items.map((i) => i.id);
  };

  it('finds an accused by the title of a crime added or edited later (spec 2 §2.2)', async () => {
    const get = async <T>(url: string) =>
      (await t.app.inject({ url, headers: { cookie: kothrud } })).json<T>();
    const theft = await findTheftSection(get);
    const id = await createTestAccused(t.app, kothrud, { name: 'शीर्षक आरोपी' });
    expect(await titleIds(1)).toContain(id);
    expect(await titleIds(2)).not.toContain(id);

    // The crime's title changes from 1 to 2: the accused leaves title 1 and joins title 2.
    const detail = await get<{ crimes: { id: number }[] }>(`/api/accused/${id}`);
    const [crime] = accusedCreateBody(theft).crimes;
    const edited = await inject(t.app, 'PUT', `/api/crimes/${detail.crimes[0]?.id}`, kothrud, {
      ...crime,
      crimeTitleId: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(await titleIds(1)).not.toContain(id);
    expect(await titleIds(2)).toContain(id);

    // A second crime of title 3 adds that title and keeps title 2.
    const added = await inject(t.app, 'POST', `/api/accused/${id}/crimes`, kothrud, {
      ...crime,
      registerNumber: '901',
      crimeTitleId: 3,
    });
    expect(added.statusCode).toBe(200);
    expect(await titleIds(2)).toContain(id);
    expect(await titleIds(3)).toContain(id);
  });

  it('gives a name search the same total on every page, and past the last one', async () => {
    for (const n of [1, 2, 3]) {
      await createTestAccused(t.app, kothrud, {
        name: `खिडकीवाला ${n}`,
        nameEn: `Khidkiwala ${n}`,
      });
    }
    const page = async (p: number) =>
      (
        await inject(
          t.app,
          'GET',
          `/api/accused?tab=entered&search=Khidkiwala&page=${p}&size=2`,
          kothrud,
        )
      ).json<{ items: unknown[]; total: number }>();
    const [first, second, past] = [await page(0), await page(1), await page(5)];
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(past.items).toHaveLength(0);
    expect(past.total).toBe(first.total);
  });
});

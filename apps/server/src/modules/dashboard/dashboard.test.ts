import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { insertCheckin } from '../../test/test-data.repo.js';

let t: TestApp;
let kothrud: string;
let puneAdmin: string;
let nagpurAdmin: string;
let superadmin: string;

beforeAll(async () => {
  t = await buildTestApp();
  [kothrud, puneAdmin, nagpurAdmin, superadmin] = await Promise.all([
    loginAs(t.app, 'pune.kothrud'),
    loginAs(t.app, 'pune.admin'),
    loginAs(t.app, 'nagpur.admin'),
    loginAs(t.app, 'superadmin'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const counts = async (cookie: string) => (await get('/api/dashboard/counts', cookie)).json();
/** Users of a role among those the actor's user list shows. */
const usersOfRole = async (role: string, cookie: string) =>
  (await get('/api/users?size=100', cookie))
    .json()
    .items.filter((u: { role: string }) => u.role === role).length;
const totalOf = async (url: string, cookie: string) => (await get(url, cookie)).json().total;

describe('dashboard tiles (spec 1 §2, §3 Dashboard counts)', () => {
  it('needs a session', async () => {
    expect((await get('/api/dashboard/counts')).statusCode).toBe(401);
  });

  it("counts a station's accused, preventive actions and 2-plus, and only those three", async () => {
    const before = await counts(kothrud);
    expect(before).toMatchObject({ appUsers: null, registered: null, checkedToday: null });
    const twoCrimes = await createTestAccused(t.app, kothrud, { crimes: 2 });
    await createTestAccused(t.app, kothrud, { crimes: 1 });
    const preventive = await t.app.inject({
      method: 'POST',
      url: `/api/accused/${twoCrimes}/preventive-actions`,
      headers: { cookie: kothrud },
      payload: {
        actionTypeId: 1,
        chapterCase: '12',
        chapterYear: 2024,
        bondDate: '2024-03-01',
        dateFrom: '2024-03-02',
        dateTo: '2025-03-01',
        externmentCityIds: [],
        orderType: '',
      },
    });
    expect(preventive.statusCode, preventive.body).toBe(200);
    const after = await counts(kothrud);
    expect(after.accused).toBe(before.accused + 2);
    expect(after.twoPlus).toBe(before.twoPlus + 1);
    expect(after.preventiveActions).toBe(before.preventiveActions + 1);
    // The station's tile matches its "filled by the police station" tab.
    expect(after.accused).toBe(await totalOf('/api/accused?tab=entered', kothrud));
    // Another unit's admin does not see them.
    const nagpur = await counts(nagpurAdmin);
    expect(nagpur.accused).toBe(await totalOf('/api/accused', nagpurAdmin));
  });

  it("counts the unit's app users by status, its stations and today's GPS check-ins", async () => {
    const c = await counts(puneAdmin);
    expect(c.appUsers).toBe(await totalOf('/api/app-users', puneAdmin));
    expect(c.appUsersPending).toBe(await totalOf('/api/app-users?status=0', puneAdmin));
    expect(c.appUsersRejected).toBe(await totalOf('/api/app-users?status=2', puneAdmin));
    expect(c.registered).toBe(await usersOfRole('2', puneAdmin));
    expect(c.accused).toBe(await totalOf('/api/accused', puneAdmin));
    expect(c.appUsers).toBeGreaterThan(0);
    expect(c.registered).toBeGreaterThan(0);

    // Two check-ins today on one accused count once; yesterday's does not count.
    const id = await createTestAccused(t.app, kothrud);
    const other = await createTestAccused(t.app, kothrud);
    const now = new Date();
    await insertCheckin(t.deps.db, id, now);
    await insertCheckin(t.deps.db, id, new Date(now.getTime() - 60_000));
    await insertCheckin(t.deps.db, other, new Date(now.getTime() - 36 * 3600_000));
    expect((await counts(puneAdmin)).checkedToday).toBe(c.checkedToday + 1);
    expect((await counts(nagpurAdmin)).checkedToday).toBe(0);
    expect((await counts(superadmin)).checkedToday).toBe(c.checkedToday + 1);
  });

  // PGlite's now() reads the process clock; a PostgreSQL server keeps its own.
  it.skipIf(process.env.CMIS_TEST_DB === 'postgres')(
    "counts India's today at 20:00 UTC: 00:30 in India is today, 23:30 the evening before is not",
    async () => {
      const early = await createTestAccused(t.app, kothrud);
      const late = await createTestAccused(t.app, kothrud);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
        const before = (await counts(puneAdmin)).checkedToday;
        await insertCheckin(t.deps.db, early, new Date('2026-11-24T19:00:00Z'));
        // The same UTC day, so a machine-zone count would take it too.
        await insertCheckin(t.deps.db, late, new Date('2026-11-24T18:00:00Z'));
        expect((await counts(puneAdmin)).checkedToday).toBe(before + 1);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('counts the whole state for the super admin, with unit admins as registered', async () => {
    const [state, pune, nagpur] = await Promise.all([
      counts(superadmin),
      counts(puneAdmin),
      counts(nagpurAdmin),
    ]);
    expect(state.accused).toBeGreaterThanOrEqual(pune.accused + nagpur.accused);
    expect(state.registered).toBe(await usersOfRole('4', superadmin));
    expect(state.appUsers).toBeGreaterThanOrEqual(pune.appUsers + nagpur.appUsers);
  });
});

describe('Wanted view (spec 1 §2 Dashboard)', () => {
  it('lists accused by current condition and downloads them as Excel', async () => {
    const wanted = await createTestAccused(t.app, kothrud, {
      name: 'पाहिजे चाचणी',
      currentCondition: 'wanted',
    });
    const absconding = await createTestAccused(t.app, kothrud, {
      name: 'फरार चाचणी',
      currentCondition: 'absconding',
    });
    const list = (await get('/api/accused?condition=wanted&size=100', puneAdmin)).json();
    const ids = list.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(wanted);
    expect(ids).not.toContain(absconding);
    expect(
      list.items.every((i: { currentCondition: string }) => i.currentCondition === 'wanted'),
    ).toBe(true);

    const res = await get('/api/accused/wanted-export?condition=wanted', puneAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wanted_wanted_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'अ. क्र.',
      'नाव',
      'वय',
      'पोलीस ठाणे',
      'एकूण गुन्हे',
      'सद्यस्थिती',
    ]);
    expect(sheet.rowCount).toBe(list.total + 1);
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toContain('पाहिजे चाचणी');
    expect(names).not.toContain('फरार चाचणी');
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
    expect(sheet.getRow(2).getCell(6).value).toBe('पाहिजे आरोपी');

    const bad = await get('/api/accused/wanted-export?condition=missing', puneAdmin);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/accused/wanted-export?condition=wanted')).statusCode).toBe(401);
  });
});

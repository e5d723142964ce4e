import { addDays, fieldCheckinPath, istDate, istDayStart, OVERDUE_PUSH } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused, uniqueSurname } from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAll } from '../../test/login.js';
import {
  deleteRuns,
  deleteUnitSettings,
  overdueOf,
  pushesAfter,
  runsKept,
  setAccusedActive,
  setAccusedCreatedAt,
  setOverdueDays,
} from '../../test/overdue-data.repo.js';
import { addDevice, insertCheckin, maxOutboxId, placeOf } from '../../test/test-data.repo.js';
import { OverdueJob } from './overdue.job.js';
import { runOverdueCheck } from './overdue.service.js';

let t: TestApp;
let who: Record<string, string>;
let kothrud: { cityId: number; stationId: number };
let sitabuldi: { cityId: number; stationId: number };

/** The run's clock: today in India; `daysAgo(n)` is 06:00 in India n India days earlier. */
const now = new Date();
const today = istDate(now);
const daysAgo = (n: number) => new Date(istDayStart(addDays(today, -n)).getTime() + 6 * 3600_000);

const ids: Record<string, number> = {};
/** Each accused's two names (distinct surnames, so none is taken for a duplicate). */
const names = new Map<number, { name: string; nameEn: string }>();

async function accusedAt(station: 'kothrud' | 'sitabuldi', _label: string): Promise<number> {
  const place = station === 'kothrud' ? kothrud : sitabuldi;
  const cookie = who[station === 'kothrud' ? 'pune.kothrud' : 'nagpur.sitabuldi']!;
  const surname = uniqueSurname();
  const named = { name: `चाचणी ${surname.mr}`, nameEn: `Test ${surname.en}` };
  const id = await createTestAccused(t.app, cookie, {
    ...named,
    cityId: place.cityId,
    stationId: place.stationId,
  });
  names.set(id, named);
  return id;
}

async function rerun() {
  await deleteRuns(t.deps.db);
  return runOverdueCheck(t.deps.db, now);
}

beforeAll(async () => {
  t = await buildTestApp();
  who = await loginAll(t.app, [
    'pune.kothrud',
    'pune.shivajinagar',
    'nagpur.sitabuldi',
    'pune.admin',
    'nagpur.admin',
    'superadmin',
  ]);
  kothrud = await placeOf(t.deps.db, 'pune.kothrud');
  sitabuldi = await placeOf(t.deps.db, 'nagpur.sitabuldi');
  // Checked exactly the limit ago, one day past it, long ago and lately, never (old and new).
  ids.atLimit = await accusedAt('kothrud', 'AtLimit');
  await insertCheckin(t.deps.db, ids.atLimit, daysAgo(30));
  ids.pastLimit = await accusedAt('kothrud', 'PastLimit');
  await insertCheckin(t.deps.db, ids.pastLimit, daysAgo(31));
  ids.recheck = await accusedAt('kothrud', 'Rechecked');
  await insertCheckin(t.deps.db, ids.recheck, daysAgo(100));
  await insertCheckin(t.deps.db, ids.recheck, daysAgo(5));
  ids.neverOld = await accusedAt('kothrud', 'NeverOld');
  await setAccusedCreatedAt(t.deps.db, ids.neverOld, daysAgo(40));
  ids.neverNew = await accusedAt('kothrud', 'NeverNew');
  await setAccusedCreatedAt(t.deps.db, ids.neverNew, daysAgo(10));
  ids.inactive = await accusedAt('kothrud', 'Inactive');
  await insertCheckin(t.deps.db, ids.inactive, daysAgo(100));
  await setAccusedActive(t.deps.db, ids.inactive, false);
  ids.nagpur = await accusedAt('sitabuldi', 'Nagpur');
  await insertCheckin(t.deps.db, ids.nagpur, daysAgo(20));
}, 120_000);
afterAll(() => t.close());

const overdueIds = async () => (await overdueOf(t.deps.db, today)).map((r) => r.accusedId);

describe('the daily overdue check (issue 20 item 3)', () => {
  it('lists the active accused past the default 30 days, counting from creation when never checked', async () => {
    await deleteUnitSettings(t.deps.db, kothrud.cityId);
    const result = await rerun();
    expect(result).toMatchObject({ day: today, claimed: true, overdue: 2 });
    const rows = await overdueOf(t.deps.db, today);
    expect(rows.map((r) => r.accusedId).sort()).toEqual([ids.pastLimit, ids.neverOld].sort());
    const past = rows.find((r) => r.accusedId === ids.pastLimit)!;
    expect(past).toMatchObject({
      cityId: kothrud.cityId,
      stationId: kothrud.stationId,
      daysUnchecked: 31,
    });
    expect(past.lastCheckinAt?.toISOString()).toBe(daysAgo(31).toISOString());
    const never = rows.find((r) => r.accusedId === ids.neverOld)!;
    expect(never).toMatchObject({ lastCheckinAt: null, daysUnchecked: 40 });
    const [run] = await runsKept(t.deps.db);
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it("follows the unit's own setting and leaves other units on theirs", async () => {
    await setOverdueDays(t.deps.db, kothrud.cityId, 10);
    await rerun();
    const listed = await overdueIds();
    expect(listed).toEqual(expect.arrayContaining([ids.atLimit, ids.pastLimit, ids.neverOld]));
    // Ten days since creation is not past ten; five days since the last check neither.
    expect(listed).not.toContain(ids.neverNew);
    expect(listed).not.toContain(ids.recheck);
    expect(listed).not.toContain(ids.inactive);
    // Nagpur still has the default 30: its 20 days are fine, until Nagpur sets 19.
    expect(listed).not.toContain(ids.nagpur);
    await setOverdueDays(t.deps.db, sitabuldi.cityId, 19);
    await rerun();
    expect(await overdueIds()).toContain(ids.nagpur);
    await deleteUnitSettings(t.deps.db, kothrud.cityId);
    await deleteUnitSettings(t.deps.db, sitabuldi.cityId);
  });

  it('runs a day once: a later round finds it claimed', async () => {
    await rerun();
    const again = await runOverdueCheck(t.deps.db, now);
    expect(again.claimed).toBe(false);
    expect(await overdueIds()).toHaveLength(2);
  });

  it('computes a day once when two jobs race', async () => {
    await deleteRuns(t.deps.db);
    const first = new OverdueJob(t.deps.db, undefined, () => now);
    const second = new OverdueJob(t.deps.db, undefined, () => now);
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(await overdueIds()).toHaveLength(2);
  });

  it('keeps a week of runs and deletes older ones', async () => {
    await deleteRuns(t.deps.db);
    for (const n of [9, 8, 7, 1]) await runOverdueCheck(t.deps.db, daysAgo(n));
    await runOverdueCheck(t.deps.db, now);
    expect((await runsKept(t.deps.db)).map((r) => r.runDate)).toEqual([
      addDays(today, -7),
      addDays(today, -1),
      today,
    ]);
  });

  it("pushes the station's ten most overdue with the check-in link, and one summary", async () => {
    await addDevice(t.deps.db, '9100000002', 'tok-kothrud');
    // Sitabuldi's app user: none of its accused is overdue, so nothing reaches it.
    await addDevice(t.deps.db, '9100000003', 'tok-sitabuldi');
    const many: number[] = [];
    for (let i = 0; i < 11; i++) {
      const id = await accusedAt('kothrud', `Many${i}`);
      await setAccusedCreatedAt(t.deps.db, id, daysAgo(200 + i));
      many.push(id);
    }
    const before = await maxOutboxId(t.deps.db);
    const result = await rerun();
    const pushes = await pushesAfter(t.deps.db, before);
    expect(pushes.every((p) => p.token === 'tok-kothrud')).toBe(true);
    expect(pushes).toHaveLength(11);
    expect(result.pushes).toBe(11);
    // 11 + PastLimit + NeverOld are overdue; the ten most overdue first, one by one.
    const top = [...many].reverse().slice(0, 10);
    expect(pushes.slice(0, 10)).toEqual(
      top.map((id, i) => ({
        token: 'tok-kothrud',
        title: OVERDUE_PUSH.title,
        body: `${names.get(id)?.name}: not checked for ${210 - i} days`,
        url: fieldCheckinPath(id),
      })),
    );
    expect(pushes[10]).toMatchObject({
      title: 'Check overdue',
      body: '13 accused overdue for a check',
    });
    for (const id of many) await setAccusedActive(t.deps.db, id, false);
  });
});

describe('the dashboard card (issue 20 item 3)', () => {
  const list = (cookie: string, query = '') =>
    inject(t.app, 'GET', `/api/dashboard/overdue${query}`, cookie);
  const summary = (cookie: string, query = '') =>
    inject(t.app, 'GET', `/api/dashboard/overdue/summary${query}`, cookie);

  beforeAll(async () => {
    await setOverdueDays(t.deps.db, sitabuldi.cityId, 19);
    await rerun();
  });

  it('gives a station its own list, most overdue first, paged', async () => {
    const res = await list(who['pune.kothrud']!, '?page=0&size=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ runDate: today, total: 2 });
    expect(body.items).toEqual([
      {
        accusedId: ids.neverOld,
        ...names.get(ids.neverOld!),
        stationId: kothrud.stationId,
        lastCheckinAt: null,
        daysUnchecked: 40,
      },
    ]);
    const second = (await list(who['pune.kothrud']!, '?page=1&size=1')).json();
    expect(second.items.map((i: { accusedId: number }) => i.accusedId)).toEqual([ids.pastLimit]);
    expect((await list(who['pune.kothrud']!, '?page=5&size=1')).json().total).toBe(2);
    // Another station of the unit sees none of them, whatever it asks for.
    const other = await list(who['pune.shivajinagar']!, `?stationId=${kothrud.stationId}`);
    expect(other.json()).toMatchObject({ items: [], total: 0 });
    expect((await summary(who['pune.kothrud']!)).json()).toMatchObject({
      level: 'station',
      total: 2,
      groups: [{ id: kothrud.stationId, count: 2 }],
    });
  });

  it('gives a unit admin its stations with counts, and a station its list', async () => {
    const s = (await summary(who['pune.admin']!)).json();
    expect(s).toMatchObject({ runDate: today, level: 'unit', total: 2 });
    expect(s.groups).toEqual([
      { id: kothrud.stationId, name: expect.any(String), nameEn: 'Kothrud', count: 2 },
    ]);
    const l = (await list(who['pune.admin']!, `?stationId=${kothrud.stationId}`)).json();
    expect(l.total).toBe(2);
    // Nagpur's admin never sees Pune's, even by asking for its station or unit.
    const n = await list(
      who['nagpur.admin']!,
      `?stationId=${kothrud.stationId}&cityId=${kothrud.cityId}`,
    );
    expect(n.json().total).toBe(0);
    expect((await summary(who['nagpur.admin']!)).json()).toMatchObject({
      level: 'unit',
      total: 1,
      groups: [{ id: sitabuldi.stationId, count: 1 }],
    });
  });

  it('gives the state the units, and one unit when it names one', async () => {
    const s = (await summary(who.superadmin!)).json();
    expect(s).toMatchObject({ level: 'state', total: 3 });
    expect(s.groups.map((g: { id: number; count: number }) => [g.id, g.count])).toEqual([
      [kothrud.cityId, 2],
      [sitabuldi.cityId, 1],
    ]);
    const pune = (await summary(who.superadmin!, `?cityId=${kothrud.cityId}`)).json();
    expect(pune).toMatchObject({ level: 'unit', total: 2 });
    expect((await list(who.superadmin!)).json().total).toBe(3);
  });
});

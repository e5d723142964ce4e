import { REPORT_MESSAGES, istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAll } from '../../test/login.js';
import { placeOf, setHistorySheeter } from '../../test/test-data.repo.js';
import { readSheet } from '../../test/xlsx.js';

/**
 * Pins every figure of the 2-plus reports (docs/reports.md, decision 0024) on a hand-made
 * set. March of last year is the range. At Pune Kothrud: A (2 crimes, one on 1 March,
 * title 16 vehicle theft), B (2 crimes, the new one on 31 March, title 26 online fraud,
 * history sheeter), C (1 crime on 15 March: not 2-plus), D (2 crimes, the second on
 * 28 February: not new). At Shivajinagar: E (2 crimes, the new one on 10 March registered
 * at Kothrud: Kothrud's by_distinct only), G (2 crimes, the second on 1 April). At Nagpur
 * Sitabuldi: F (2 crimes, one on 10 March: another unit).
 */
let t: TestApp;
let cookies: Record<string, string> = {};
const Y = new Date().getFullYear() - 1;
const MARCH = `startDate=${Y}-03-01&endDate=${Y}-03-31`;
const ids: Record<string, number> = {};
let kothrud = 0;
let shivajinagar = 0;
let section = { actId: 0, sectionId: 0 };
let regNo = 500;

const get = (url: string, who?: string) => inject(t.app, 'GET', url, who && cookies[who]);

function crimeBody(place: { cityId: number; stationId: number }, day: string, titleId: number) {
  return {
    stateId: 1,
    ...place,
    registerNumber: String(regNo++),
    registerYear: Number(day.slice(0, 4)),
    registeredOn: day,
    crimeTitleId: titleId,
    statusId: 1,
    sections: [section],
    members: [],
  };
}

/** An accused of `who` whose first crime is moved to `first`, plus a crime on each of `more`. */
async function person(
  who: string,
  name: string,
  first: string,
  more: { day: string; title: number; stationId?: number }[] = [],
) {
  const place = await placeOf(t.deps.db, who);
  const id = await createTestAccused(t.app, cookies[who] ?? '', { name, ...place });
  const detail = (await get(`/api/accused/${id}`, who)).json<{ crimes: { id: number }[] }>();
  const crimeId = detail.crimes[0]?.id ?? 0;
  const body = crimeBody(place, first, 1);
  const moved = await inject(t.app, 'PUT', `/api/crimes/${crimeId}`, cookies[who], body);
  if (moved.statusCode !== 200) throw new Error(`move crime: ${moved.body}`);
  for (const c of more) {
    const stationId = c.stationId ?? place.stationId;
    const more = crimeBody({ cityId: place.cityId, stationId }, c.day, c.title);
    const res = await inject(t.app, 'POST', `/api/accused/${id}/crimes`, cookies[who], more);
    if (res.statusCode !== 200) throw new Error(`add crime: ${res.body}`);
  }
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  cookies = await loginAll(t.app, [
    'pune.kothrud',
    'pune.shivajinagar',
    'nagpur.sitabuldi',
    'pune.admin',
    'superadmin',
  ]);
  kothrud = (await placeOf(t.deps.db, 'pune.kothrud')).stationId;
  shivajinagar = (await placeOf(t.deps.db, 'pune.shivajinagar')).stationId;
  const acts = (await get('/api/masters/acts', 'pune.kothrud')).json<
    { id: number; code: string }[]
  >();
  const ipc = acts.find((a) => a.code === 'IPC')?.id ?? 0;
  const secs = (await get(`/api/masters/acts/${ipc}/sections`, 'pune.kothrud')).json<
    { id: number; code: string }[]
  >();
  section = { actId: ipc, sectionId: secs.find((s) => s.code === '379')?.id ?? 0 };

  ids.A = await person('pune.kothrud', 'अ आरोपी', `${Y}-01-10`, [{ day: `${Y}-03-01`, title: 16 }]);
  ids.B = await person('pune.kothrud', 'ब आरोपी', `${Y}-01-11`, [{ day: `${Y}-03-31`, title: 26 }]);
  ids.C = await person('pune.kothrud', 'क आरोपी', `${Y}-03-15`);
  ids.D = await person('pune.kothrud', 'ड आरोपी', `${Y}-01-12`, [{ day: `${Y}-02-28`, title: 1 }]);
  ids.E = await person('pune.shivajinagar', 'ई आरोपी', `${Y}-01-13`, [
    { day: `${Y}-03-10`, title: 5, stationId: kothrud },
  ]);
  ids.G = await person('pune.shivajinagar', 'ग आरोपी', `${Y}-01-14`, [
    { day: `${Y}-04-01`, title: 1 },
  ]);
  ids.F = await person('nagpur.sitabuldi', 'फ आरोपी', `${Y}-01-15`, [
    { day: `${Y}-03-10`, title: 1 },
  ]);
  // The history sheeter flag is set directly: the form's own rules are tested in accused.
  await setHistorySheeter(t.deps.db, ids.B ?? 0, 1, `${Y}-01-01`);
  await setHistorySheeter(t.deps.db, ids.G ?? 0, 3, `${Y}-01-01`);
});

afterAll(async () => {
  await t.close();
});

type StationRow = { stationId: number; count: number };
type NewRow = { stationId: number; property: number; other: number; body: number; total: number };
const rowOf = <T extends { stationId: number }>(rows: T[], id: number) =>
  rows.find((r) => r.stationId === id);
const todayIndia = () => istDate();

describe('access', () => {
  it('answers 401 without a session and 403 for role 8', async () => {
    expect((await get(`/api/reports/two-plus/new-statistics?${MARCH}`)).statusCode).toBe(401);
    expect((await get(`/api/reports/two-plus/list?kind=new&${MARCH}`)).statusCode).toBe(401);
    for (const url of [
      `/api/reports/two-plus/new-statistics?${MARCH}`,
      `/api/reports/two-plus/statistics?kind=new&${MARCH}`,
      `/api/reports/two-plus/list?kind=new&${MARCH}`,
      `/api/reports/two-plus/list.xlsx?kind=new&${MARCH}`,
    ]) {
      expect((await get(url, 'superadmin')).statusCode).toBe(403);
    }
  });

  it('gives each validation message', async () => {
    const fields = async (url: string) =>
      (await get(url, 'pune.admin')).json<{ error: { fields: Record<string, string> } }>().error
        .fields;
    expect(await fields('/api/reports/two-plus/list?kind=new')).toEqual({
      startDate: REPORT_MESSAGES.startRequired,
    });
    expect(await fields(`/api/reports/two-plus/list?${MARCH}`)).toEqual({
      kind: REPORT_MESSAGES.selectValue,
    });
    expect(
      await fields(
        `/api/reports/two-plus/statistics?kind=count&startDate=${Y}-03-05&endDate=${Y}-03-01`,
      ),
    ).toEqual({ endDate: REPORT_MESSAGES.dateOrder });
    expect(await fields(`/api/reports/two-plus/new-statistics?${MARCH}&crimeTitleIds=1,x`)).toEqual(
      {
        crimeTitleIds: REPORT_MESSAGES.invalidData,
      },
    );
    expect(await fields(`/api/reports/two-plus/list?kind=new&${MARCH}&source=all`)).toEqual({
      source: REPORT_MESSAGES.selectValue,
    });
  });
});

describe('new arophi statistics (crimes registered in the range)', () => {
  it('counts per police station where registered, with the boundary days, for role 4', async () => {
    const res = await get(`/api/reports/two-plus/new-statistics?${MARCH}`, 'pune.admin');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ rows: NewRow[]; total: NewRow }>();
    // Kothrud: A 1 March, B 31 March, C 15 March, E 10 March (registered there); not D (28 Feb).
    expect(rowOf(body.rows, kothrud)).toMatchObject({ property: 4, body: 0, other: 0, total: 4 });
    // Shivajinagar: G's 1 April is outside.
    expect(rowOf(body.rows, shivajinagar)).toMatchObject({ total: 0 });
    // Nagpur's F is another unit; every Pune station has a row.
    expect(body.total).toMatchObject({ property: 4, body: 0, other: 0, total: 4 });
    expect(body.rows.every((r) => r.stationId !== 0)).toBe(true);
  });

  it('narrows to crime titles', async () => {
    const body = (
      await get(`/api/reports/two-plus/new-statistics?${MARCH}&crimeTitleIds=16,26`, 'pune.admin')
    ).json<{ total: NewRow }>();
    expect(body.total.total).toBe(2);
  });

  it('gives the station one row by its source filter', async () => {
    const own = (await get(`/api/reports/two-plus/new-statistics?${MARCH}`, 'pune.kothrud')).json<{
      rows: NewRow[];
    }>();
    expect(own.rows).toHaveLength(1);
    expect(own.rows[0]).toMatchObject({ stationId: kothrud, total: 3 });
    const limits = (
      await get(`/api/reports/two-plus/new-statistics?${MARCH}&source=by_distinct`, 'pune.kothrud')
    ).json<{ rows: NewRow[] }>();
    expect(limits.rows[0]).toMatchObject({ stationId: kothrud, total: 4 });
  });
});

describe('2-plus kinds', () => {
  it('arophi_new_list: 2-plus accused with a crime registered in the range', async () => {
    const stats = (
      await get(`/api/reports/two-plus/statistics?kind=new&${MARCH}`, 'pune.admin')
    ).json<{ rows: StationRow[]; total: number }>();
    // A and B at Kothrud (C has one crime, D's new crime is before March); E entered by Shivajinagar.
    expect(rowOf(stats.rows, kothrud)?.count).toBe(2);
    expect(rowOf(stats.rows, shivajinagar)?.count).toBe(1);
    expect(stats.total).toBe(3);
    const list = (await get(`/api/reports/two-plus/list?kind=new&${MARCH}`, 'pune.admin')).json<{
      items: { accusedId: number; crimeCount: number }[];
      total: number;
    }>();
    expect(list.items.map((i) => i.accusedId)).toEqual([ids.A, ids.B, ids.E]);
    expect(list.items.every((i) => i.crimeCount === 2)).toBe(true);
  });

  it('the drawer narrows to one station and never leaves the unit', async () => {
    const drawer = (
      await get(`/api/reports/two-plus/list?kind=new&${MARCH}&stationId=${kothrud}`, 'pune.admin')
    ).json<{ items: { accusedId: number }[]; total: number }>();
    expect(drawer.items.map((i) => i.accusedId)).toEqual([ids.A, ids.B]);
    const nagpur = await placeOf(t.deps.db, 'nagpur.sitabuldi');
    const other = (
      await get(
        `/api/reports/two-plus/list?kind=new&${MARCH}&stationId=${nagpur.stationId}`,
        'pune.admin',
      )
    ).json<{ total: number }>();
    expect(other.total).toBe(0);
  });

  it('narrows to the crime title of the new crime', async () => {
    const list = (
      await get(`/api/reports/two-plus/list?kind=new&${MARCH}&crimeTitleIds=26`, 'pune.admin')
    ).json<{ items: { accusedId: number }[] }>();
    expect(list.items.map((i) => i.accusedId)).toEqual([ids.B]);
  });

  it('role 2: by_id its own records, by_distinct within its limits', async () => {
    const own = (await get(`/api/reports/two-plus/list?kind=new&${MARCH}`, 'pune.kothrud')).json<{
      items: { accusedId: number }[];
    }>();
    expect(own.items.map((i) => i.accusedId)).toEqual([ids.A, ids.B]);
    const limits = (
      await get(`/api/reports/two-plus/list?kind=new&${MARCH}&source=by_distinct`, 'pune.kothrud')
    ).json<{ items: { accusedId: number }[] }>();
    expect(limits.items.map((i) => i.accusedId)).toEqual([ids.A, ids.B, ids.E]);
    const stats = (
      await get(
        `/api/reports/two-plus/statistics?kind=new&${MARCH}&source=by_distinct`,
        'pune.kothrud',
      )
    ).json<{ rows: StationRow[]; total: number }>();
    expect(stats.rows).toEqual([expect.objectContaining({ stationId: kothrud, count: 3 })]);
  });

  it('arophi count: 2-plus records entered in the range (Indian days)', async () => {
    const today = todayIndia();
    const stats = (
      await get(`/api/reports/two-plus/statistics?kind=count&startDate=${today}`, 'pune.admin')
    ).json<{ rows: StationRow[]; total: number }>();
    // A, B, D at Kothrud; E, G at Shivajinagar; C has one crime.
    expect(rowOf(stats.rows, kothrud)?.count).toBe(3);
    expect(rowOf(stats.rows, shivajinagar)?.count).toBe(2);
    const before = (
      await get(`/api/reports/two-plus/statistics?kind=count&${MARCH}`, 'pune.admin')
    ).json<{ total: number }>();
    expect(before.total).toBe(0);
  });

  it('history sheeters need no dates', async () => {
    const stats = (await get('/api/reports/two-plus/statistics?kind=history', 'pune.admin')).json<{
      rows: StationRow[];
      total: number;
    }>();
    expect(rowOf(stats.rows, kothrud)?.count).toBe(1);
    expect(rowOf(stats.rows, shivajinagar)?.count).toBe(1);
    expect(stats.total).toBe(2);
    const own = (await get('/api/reports/two-plus/list?kind=history', 'pune.kothrud')).json<{
      items: { accusedId: number; historySheeter: number }[];
    }>();
    expect(own.items).toEqual([expect.objectContaining({ accusedId: ids.B, historySheeter: 1 })]);
  });
});

describe('Excel', () => {
  async function sheet(url: string) {
    const res = await get(url, 'pune.admin');
    expect(res.statusCode).toBe(200);
    const ws = await readSheet(res);
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('new statistics: one row per station and the एकूण row', async () => {
    const rows = await sheet(`/api/reports/two-plus/new-statistics.xlsx?${MARCH}`);
    expect(rows[0]?.[0]).toBe('नवीन आरोपी आकडेवारी');
    const total = rows.find((r) => r[1] === 'एकूण');
    expect(total?.slice(2, 10)).toEqual([0, 4, 0, 0, 0, 0, 0, 4]);
  });

  it('the list matches the API', async () => {
    const rows = await sheet(`/api/reports/two-plus/list.xlsx?kind=new&${MARCH}`);
    const names = rows.map((r) => r[1]);
    expect(names).toEqual(expect.arrayContaining(['अ आरोपी', 'ब आरोपी', 'ई आरोपी']));
    expect(names).not.toContain('क आरोपी');
  });

  it('statistics carry the total', async () => {
    const rows = await sheet(`/api/reports/two-plus/statistics.xlsx?kind=history`);
    expect(rows.find((r) => r[1] === 'एकूण')?.[2]).toBe(2);
  });
});

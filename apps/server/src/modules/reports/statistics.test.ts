import {
  REPORT_MESSAGES,
  type NotCheckedReport,
  type StateAccusedReport,
  type StateGpsReport,
  type StatisticsReport,
} from '@cmis/shared';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAll, REPORT_READERS } from '../../test/login.js';
import { insertCheckinBy, insertDatedAccused } from '../../test/statistics-data.repo.js';
import { placeOf } from '../../test/test-data.repo.js';
import { readSheet } from '../../test/xlsx.js';

/**
 * Pins every figure of the statistical and state reports (docs/reports.md, decision 0025) on
 * a hand-made data set around March of last year: accused entered and checked on the first
 * and last Indian day of the range and one minute outside it, at Pune Shivajinagar, Pune
 * Kothrud and Nagpur Sitabuldi. The test database holds no other accused or check-ins; its
 * app users are the demo ones (Approved: Shivajinagar 2, Kothrud 3, Sitabuldi 3).
 */
let t: TestApp;
let cookies: Record<string, string> = {};
const Y = new Date().getFullYear() - 1;
const MARCH = `startDate=${Y}-03-01&endDate=${Y}-03-31`;
const ist = (day: string, time: string) => `${Y}-${day}T${time}:00+05:30`;
const ids: Record<string, number> = {};
let pune = 0;
let nagpur = 0;
let shivajinagar = 0;
let kothrud = 0;
let sitabuldi = 0;

// App users (demo): Sachin and Sunil of Shivajinagar, Rahul of Kothrud, Ganesh of Sitabuldi.
const SACHIN = '9822000101';
const SUNIL = '9100000001';
const RAHUL = '9822000102';
const GANESH = '9823000201';

const get = (url: string, who?: string) => inject(t.app, 'GET', url, who && cookies[who]);
async function json<T>(url: string, who: string): Promise<T> {
  const res = await get(url, who);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}
async function sheetOf(url: string, who: string) {
  const res = await get(url, who);
  expect(res.statusCode).toBe(200);
  return { res, sheet: await readSheet(res) };
}
/** The sheet's rows from row 4 as text arrays, for finding a named row. */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const out: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n < 4) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text;
    });
    out.push(Array.from(cells, (c) => c ?? ''));
  });
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  cookies = await loginAll(t.app, REPORT_READERS);
  const db = t.deps.db;
  const s = await placeOf(db, 'pune.shivajinagar');
  const k = await placeOf(db, 'pune.kothrud');
  const n = await placeOf(db, 'nagpur.sitabuldi');
  pune = s.cityId;
  nagpur = n.cityId;
  shivajinagar = s.stationId;
  kothrud = k.stationId;
  sitabuldi = n.stationId;
  const add = async (
    key: string,
    place: { cityId: number; stationId: number },
    createdAt: string,
    o: { active?: boolean; crimeCount?: number } = {},
  ) => {
    ids[key] = await insertDatedAccused(db, { name: `आरोपी ${key}`, ...place, createdAt, ...o });
    return ids[key] ?? 0;
  };

  // Shivajinagar: s1 entered on the first day, not found on the first minute of the range and
  // found on its last minutes; s2 entered a minute before the range, not found in it (found a
  // minute after it); s3 entered on the last day, checked only a minute before the range; s4
  // entered a minute after it, never checked; s5 inactive, checked and found in the range.
  const s1 = await add('s1', s, ist('03-01', '00:10'), { crimeCount: 2 });
  const s2 = await add('s2', s, ist('02-28', '23:59'));
  const s3 = await add('s3', s, ist('03-31', '23:50'), { crimeCount: 3 });
  await add('s4', s, ist('04-01', '00:01'));
  const s5 = await add('s5', s, ist('03-10', '12:00'), { active: false, crimeCount: 2 });
  await insertCheckinBy(db, SACHIN, s1, ist('03-01', '00:05'), false);
  await insertCheckinBy(db, SUNIL, s1, ist('03-31', '23:55'), true);
  await insertCheckinBy(db, SACHIN, s2, ist('03-15', '10:00'), false);
  await insertCheckinBy(db, SACHIN, s2, ist('04-01', '00:05'), true);
  await insertCheckinBy(db, SACHIN, s3, ist('02-28', '23:55'), true);
  await insertCheckinBy(db, SACHIN, s5, ist('03-10', '12:30'), true);

  // Kothrud: k1 entered in the range, not found by its own app user; k2 entered before the
  // range, found by Shivajinagar's app user (the accused still counts for Kothrud).
  const k1 = await add('k1', k, ist('03-15', '09:00'));
  const k2 = await add('k2', k, ist('01-01', '09:00'), { crimeCount: 2 });
  await insertCheckinBy(db, RAHUL, k1, ist('03-20', '11:00'), false);
  await insertCheckinBy(db, SACHIN, k2, ist('03-05', '11:00'), true);

  // Nagpur Sitabuldi: n1 checked and found, n2 not checked.
  const n1 = await add('n1', n, ist('03-15', '09:00'), { crimeCount: 2 });
  await add('n2', n, ist('03-16', '09:00'));
  await insertCheckinBy(db, GANESH, n1, ist('03-15', '10:00'), true);
});
afterAll(() => t.close());

const iso = (at: string) => new Date(at).toISOString();

describe('access and dates (spec 3 §6, decision 0022)', () => {
  it('asks for a session, keeps the state reports to role 8 and report 4 to roles 2 and 4', async () => {
    for (const url of [
      `/api/reports/statistics?${MARCH}`,
      `/api/reports/not-checked?${MARCH}`,
      `/api/reports/state-accused?${MARCH}`,
      `/api/reports/state-gps?${MARCH}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const who of ['pune.admin', 'pune.kothrud']) {
      expect((await get(`/api/reports/state-accused?${MARCH}`, who)).statusCode).toBe(403);
      expect((await get(`/api/reports/state-gps.xlsx?${MARCH}`, who)).statusCode).toBe(403);
    }
    expect((await get(`/api/reports/not-checked?${MARCH}`, 'superadmin')).statusCode).toBe(403);
    expect((await get(`/api/reports/not-checked.xlsx?${MARCH}`, 'superadmin')).statusCode).toBe(
      403,
    );
  });

  it('answers 400 with the shared messages on reversed, malformed or missing dates', async () => {
    for (const path of ['statistics', 'not-checked', 'state-accused', 'state-gps']) {
      const who = path.startsWith('state') ? 'superadmin' : 'pune.admin';
      const reversed = await get(
        `/api/reports/${path}?startDate=${Y}-03-31&endDate=${Y}-03-01`,
        who,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().error.fields.endDate).toBe(REPORT_MESSAGES.dateOrder);
      const malformed = await get(`/api/reports/${path}?startDate=31-03-${Y}`, who);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields.startDate).toBe(REPORT_MESSAGES.dateFormat);
      const missing = await get(`/api/reports/${path}.xlsx`, who);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.startDate).toBe(REPORT_MESSAGES.startRequired);
    }
  });
});

describe('/reports accused statistical report', () => {
  const SHIVAJINAGAR = {
    totalCriminals: 4,
    totalInactiveCriminals: 1,
    enteredInRange: 3,
    checked: 3,
    found: 2,
    notFound: 1,
    remaining: 2,
    activeUsers: 2,
  };
  const KOTHRUD = {
    totalCriminals: 2,
    totalInactiveCriminals: 0,
    enteredInRange: 1,
    checked: 2,
    found: 1,
    notFound: 1,
    remaining: 0,
    activeUsers: 3,
  };

  it('gives role 2 its own station only, whatever cityId says', async () => {
    const r = await json<StatisticsReport>(
      `/api/reports/statistics?${MARCH}&cityId=${nagpur}`,
      'pune.shivajinagar',
    );
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      stationId: shivajinagar,
      station: { en: 'Shivajinagar' },
      ...SHIVAJINAGAR,
      lastUpdate: iso(ist('03-31', '23:55')),
    });
    expect(r.total).toMatchObject({ ...SHIVAJINAGAR, lastUpdate: iso(ist('03-31', '23:55')) });
    const k = await json<StatisticsReport>(`/api/reports/statistics?${MARCH}`, 'pune.kothrud');
    expect(k.rows.map((x) => x.stationId)).toEqual([kothrud]);
    expect(k.rows[0]).toMatchObject({ ...KOTHRUD, lastUpdate: iso(ist('03-20', '11:00')) });
  });

  it('gives role 4 every station of its unit, zero rows included, and the sums', async () => {
    const r = await json<StatisticsReport>(`/api/reports/statistics?${MARCH}`, 'pune.admin');
    expect(r.rows.length).toBe(15);
    expect(new Set(r.rows.map((x) => x.unit.en))).toEqual(new Set(['Pune City']));
    expect(r.rows.find((x) => x.stationId === shivajinagar)).toMatchObject(SHIVAJINAGAR);
    expect(r.rows.find((x) => x.stationId === kothrud)).toMatchObject(KOTHRUD);
    expect(r.rows.find((x) => x.station.en === 'Deccan')).toMatchObject({
      totalCriminals: 0,
      checked: 0,
      remaining: 0,
      lastUpdate: null,
      activeUsers: 1,
    });
    expect(r.total).toEqual({
      totalCriminals: 6,
      totalInactiveCriminals: 1,
      enteredInRange: 4,
      checked: 5,
      found: 3,
      notFound: 2,
      remaining: 2,
      lastUpdate: iso(ist('03-31', '23:55')),
      // Approved Pune app users: Shivajinagar 2, Kothrud 3, Deccan, Swargate, Hadapsar 1 each.
      activeUsers: 8,
    });
  });

  it('reads Indian days: a one-day range holds only that day', async () => {
    const first = await json<StatisticsReport>(
      `/api/reports/statistics?startDate=${Y}-03-01`,
      'pune.shivajinagar',
    );
    // s1 entered and checked (not found) on 1 March; nothing else happened that day.
    expect(first.total).toMatchObject({
      enteredInRange: 1,
      checked: 1,
      found: 0,
      notFound: 1,
      remaining: 3,
      lastUpdate: iso(ist('03-01', '00:05')),
    });
    const after = await json<StatisticsReport>(
      `/api/reports/statistics?startDate=${Y}-04-01`,
      'pune.shivajinagar',
    );
    // s4 entered at 00:01 and s2 found at 00:05 on 1 April, one day outside March.
    expect(after.total).toMatchObject({ enteredInRange: 1, checked: 1, found: 1, remaining: 3 });
  });

  it('gives role 8 the state, or one unit with cityId', async () => {
    const all = await json<StatisticsReport>(`/api/reports/statistics?${MARCH}`, 'superadmin');
    expect(new Set(all.rows.map((x) => x.unit.en)).size).toBeGreaterThan(2);
    expect(all.total).toMatchObject({
      totalCriminals: 8,
      totalInactiveCriminals: 1,
      enteredInRange: 6,
      checked: 6,
      found: 4,
      notFound: 2,
      remaining: 3,
    });
    const n = await json<StatisticsReport>(
      `/api/reports/statistics?${MARCH}&cityId=${nagpur}`,
      'superadmin',
    );
    expect(new Set(n.rows.map((x) => x.unit.en))).toEqual(new Set(['Nagpur City']));
    expect(n.rows.find((x) => x.stationId === sitabuldi)).toMatchObject({
      totalCriminals: 2,
      enteredInRange: 2,
      checked: 1,
      found: 1,
      notFound: 0,
      remaining: 1,
      activeUsers: 3,
      lastUpdate: iso(ist('03-15', '10:00')),
    });
  });

  it('exports the table with its total row (spec 3 §9)', async () => {
    const { res, sheet } = await sheetOf(`/api/reports/statistics.xlsx?${MARCH}`, 'pune.admin');
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? ''),
    ).toMatch(/^आरोपी सांख्यिकी अहवाल_\d{2}[A-Z]{3}\d{4}\.xlsx$/);
    expect(sheet.getCell('A1').text).toBe('आरोपी सांख्यिकी अहवाल');
    expect(sheet.getCell('A2').text).toBe(`घटक: पुणे शहर · 01-03-${Y} ते 31-03-${Y}`);
    expect(sheet.getCell('A3').text).toBe('तयार करणारे: pune.admin');
    const rows = rowsOf(sheet);
    expect(rows[0]?.slice(0, 3)).toEqual(['अ. क्र.', 'पोलीस ठाणे', 'सक्रिय आरोपी']);
    const s = rows.find((r) => r[1] === 'शिवाजीनगर');
    expect(s).toEqual([
      expect.any(String),
      'शिवाजीनगर',
      '4',
      '1',
      '3',
      '3',
      '2',
      '1',
      '2',
      `31-03-${Y} 23:55`,
      '2',
    ]);
    const total = rows[16];
    expect(total).toEqual(['', 'एकूण', '6', '1', '4', '5', '3', '2', '2', `31-03-${Y} 23:55`, '8']);
    expect(sheet.getCell(`A${4 + 17 + 1}`).text).toMatch(/^Generated At /);
  });
});

describe('/reports4 accused not yet checked', () => {
  it('lists role 2 its active accused with no check-in in the range', async () => {
    const r = await json<NotCheckedReport>(
      `/api/reports/not-checked?${MARCH}`,
      'pune.shivajinagar',
    );
    expect(r.total).toBe(2);
    expect(r.items.map((x) => x.id)).toEqual([ids.s3, ids.s4]);
    expect(r.items[0]).toMatchObject({
      name: 'आरोपी s3',
      station: { en: 'Shivajinagar' },
      address: 'आरोपी s3 address',
      mobile: '9876500000',
      lastCheckin: iso(ist('02-28', '23:55')),
      photoUrls: [],
    });
    expect(r.items[1]?.lastCheckin).toBeNull();
    const k = await json<NotCheckedReport>(`/api/reports/not-checked?${MARCH}`, 'pune.kothrud');
    expect(k.total).toBe(0);
  });

  it('gives role 4 its unit, with the station filter, search and paging', async () => {
    const all = await json<NotCheckedReport>(`/api/reports/not-checked?${MARCH}`, 'pune.admin');
    expect(all.items.map((x) => x.id)).toEqual([ids.s3, ids.s4]);
    const k = await json<NotCheckedReport>(
      `/api/reports/not-checked?${MARCH}&stationId=${kothrud}`,
      'pune.admin',
    );
    expect(k.total).toBe(0);
    // Another unit's station never widens the scope.
    const other = await json<NotCheckedReport>(
      `/api/reports/not-checked?${MARCH}&stationId=${sitabuldi}`,
      'pune.admin',
    );
    expect(other.total).toBe(0);
    const found = await json<NotCheckedReport>(
      `/api/reports/not-checked?${MARCH}&search=s4`,
      'pune.admin',
    );
    expect(found.items.map((x) => x.id)).toEqual([ids.s4]);
    const day = await json<NotCheckedReport>(
      `/api/reports/not-checked?startDate=${Y}-03-15&page=1&size=2`,
      'pune.admin',
    );
    // On 15 March only s2 was checked: s1, s3, s4, k1, k2 remain; page 1 of size 2.
    expect(day.total).toBe(5);
    expect(day.items.map((x) => x.id)).toEqual([ids.s4, ids.k1]);
    const n = await json<NotCheckedReport>(`/api/reports/not-checked?${MARCH}`, 'nagpur.admin');
    expect(n.items.map((x) => x.id)).toEqual([ids.n2]);
  });

  it('exports the list in keyset batches, Never for an accused never checked', async () => {
    const { sheet } = await sheetOf(`/api/reports/not-checked.xlsx?${MARCH}`, 'pune.admin');
    expect(sheet.getCell('A1').text).toBe('तपासणी न झालेले आरोपी');
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['अ. क्र.', 'नाव', 'पोलीस ठाणे', 'पत्ता', 'मोबाईल', 'शेवटची तपासणी']);
    expect(rows[1]).toEqual([
      '1',
      'आरोपी s3',
      'शिवाजीनगर',
      'आरोपी s3 address',
      '9876500000',
      `28-02-${Y} 23:55`,
    ]);
    expect(rows[2]?.[5]).toBe('कधीही नाही');
    expect(sheet.getCell('A8').text).toMatch(/^Generated At /);
  });
});

describe('/reportSupReport3 and /reportSupReport4 (role 8)', () => {
  it('counts accused per unit with the 2-plus and entered figures', async () => {
    const r = await json<StateAccusedReport>(`/api/reports/state-accused?${MARCH}`, 'superadmin');
    expect(r.rows.find((x) => x.cityId === pune)).toEqual({
      cityId: pune,
      unit: { mr: 'पुणे शहर', en: 'Pune City' },
      stations: 15,
      totalAccused: 7,
      active: 6,
      inactive: 1,
      enteredInRange: 4,
      twoPlus: 4,
    });
    expect(r.rows.find((x) => x.cityId === nagpur)).toMatchObject({
      totalAccused: 2,
      active: 2,
      inactive: 0,
      enteredInRange: 2,
      twoPlus: 1,
    });
    expect(r.total).toMatchObject({
      totalAccused: 9,
      active: 8,
      inactive: 1,
      enteredInRange: 6,
      twoPlus: 5,
    });
    expect(r.total.stations).toBe(r.rows.reduce((n, x) => n + x.stations, 0));
  });

  it('counts GPS checks per unit', async () => {
    const r = await json<StateGpsReport>(`/api/reports/state-gps?${MARCH}`, 'superadmin');
    expect(r.rows.find((x) => x.cityId === pune)).toMatchObject({
      active: 6,
      checked: 5,
      found: 3,
      notFound: 2,
      remaining: 2,
      // s1 twice, s2, s5, k1, k2: by Sachin, Sunil and Rahul.
      checkins: 6,
      checkinUsers: 3,
    });
    expect(r.rows.find((x) => x.cityId === nagpur)).toMatchObject({
      active: 2,
      checked: 1,
      found: 1,
      notFound: 0,
      remaining: 1,
      checkins: 1,
      checkinUsers: 1,
    });
    expect(r.total).toEqual({
      active: 8,
      checked: 6,
      found: 4,
      notFound: 2,
      remaining: 3,
      checkins: 7,
      checkinUsers: 4,
    });
    const day = await json<StateGpsReport>(
      `/api/reports/state-gps?startDate=${Y}-03-31`,
      'superadmin',
    );
    expect(day.total).toMatchObject({ checked: 1, found: 1, checkins: 1, checkinUsers: 1 });
  });

  it('exports both with a total row', async () => {
    const a = rowsOf(
      (await sheetOf(`/api/reports/state-accused.xlsx?${MARCH}`, 'superadmin')).sheet,
    );
    expect(a[0]?.[1]).toBe('घटक');
    expect(a.find((r) => r[1] === 'पुणे शहर')?.slice(2)).toEqual(['15', '7', '6', '1', '4', '4']);
    expect(a.find((r) => r[1] === 'एकूण')?.slice(3)).toEqual(['9', '8', '1', '6', '5']);
    const { sheet } = await sheetOf(`/api/reports/state-gps.xlsx?${MARCH}`, 'superadmin');
    expect(sheet.getCell('A1').text).toBe('राज्य जीपीएस तपासणी अहवाल');
    expect(sheet.getCell('A2').text).toBe(`महाराष्ट्र राज्य · 01-03-${Y} ते 31-03-${Y}`);
    const g = rowsOf(sheet);
    expect(g.find((r) => r[1] === 'पुणे शहर')?.slice(2)).toEqual(['6', '5', '3', '2', '2', '6', '3']);
    expect(g.find((r) => r[1] === 'एकूण')).toEqual(['', 'एकूण', '8', '6', '4', '2', '3', '7', '4']);
  });
});

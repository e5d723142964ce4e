import {
  RANGE_REPORT_COLUMNS,
  REPORT_MESSAGES,
  type RangeReport,
  type RangeReportRow,
} from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAll, REPORT_READERS } from '../../test/login.js';
import {
  accusedEnteredAt,
  appUserOf,
  arrestAt,
  checkinAt,
  crimeRegisteredOn,
  preventiveFrom,
  spotOf,
  summonsReceivedOn,
  visitAt,
  type Place,
} from '../../test/range-data.repo.js';
import { placeOf } from '../../test/test-data.repo.js';
import { readSheet } from '../../test/xlsx.js';

/**
 * Pins every column of the date-range report (docs/reports.md, decision 0028) on a
 * hand-made data set in March 2020 (a leap year, so 29 February is the day before): at
 * Pune Kothrud, one record of each kind on the first minute of 1 March and the last
 * minutes of 31 March (Indian time) and one either side; a little at Pune Shivajinagar and
 * at Nagpur Sitabuldi, another unit.
 */
let t: TestApp;
let cookies: Record<string, string> = {};
const MARCH = 'startDate=2020-03-01&endDate=2020-03-31';
const at = (s: string) => new Date(`${s}+05:30`);
const FIRST = '2020-03-01T00:10:00';
const LAST = '2020-03-31T23:50:00';
const BEFORE = '2020-02-29T23:50:00';
const AFTER = '2020-04-01T00:05:00';
const MOMENTS = [FIRST, LAST, BEFORE, AFTER];
const DAYS = ['2020-03-01', '2020-03-31', '2020-02-29', '2020-04-01'];
let K: Place;
let S: Place;
let N: Place;

const get = (url: string, who?: string) => inject(t.app, 'GET', url, who && cookies[who]);
async function report(who: string, query = MARCH) {
  const res = await get(`/api/reports/range?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RangeReport>();
}
const counts = (r: RangeReportRow | undefined) =>
  r && Object.fromEntries(RANGE_REPORT_COLUMNS.map((c) => [c, r[c]]));
/** Expected counts, in the report's column order. */
const tally = (...n: number[]) => Object.fromEntries(RANGE_REPORT_COLUMNS.map((c, i) => [c, n[i]]));
const rowOf = (rep: RangeReport, p: Place) => rep.rows.find((r) => r.stationId === p.stationId);

const KOTHRUD = tally(2, 3, 2, 2, 3, 2, 2, 2);
const SHIVAJINAGAR = tally(1, 0, 1, 1, 1, 1, 0, 1);
const SITABULDI = tally(1, 1, 1, 1, 1, 1, 1, 1);
/** Pune's एकूण: Kothrud + Shivajinagar, but accused kA checked by both stations is one. */
const PUNE = tally(3, 3, 3, 3, 4, 2, 2, 3);

beforeAll(async () => {
  t = await buildTestApp();
  cookies = await loginAll(t.app, REPORT_READERS);
  const db = t.deps.db;
  K = await placeOf(db, 'pune.kothrud');
  S = await placeOf(db, 'pune.shivajinagar');
  N = await placeOf(db, 'nagpur.sitabuldi');
  const now = new Date();

  // Kothrud: accused records the reports join on, entered today (outside the range).
  const kA = await accusedEnteredAt(db, K, now);
  const kB = await accusedEnteredAt(db, K, now);
  const kUser = await appUserOf(db, K, '9810000001');
  const kSpot = await spotOf(db, K, 'RangeTestSpotK1');
  for (const m of MOMENTS) {
    await accusedEnteredAt(db, K, at(m));
    await arrestAt(db, {
      accusedId: kA,
      crimeId: await crimeRegisteredOn(db, kA, K, '2019-01-10'),
      cityId: K.cityId,
      at: at(m),
    });
    await checkinAt(db, { accusedId: kA, appUserId: kUser, place: K, at: at(m) });
    await visitAt(db, { spotId: kSpot, appUserId: kUser, place: K, at: at(m) });
  }
  for (const d of DAYS) {
    await crimeRegisteredOn(db, kB, K, d);
    await preventiveFrom(db, kB, K, d);
    await summonsReceivedOn(db, K, d);
  }
  // A second accused checked by Kothrud: 3 check-ins in March, 2 distinct accused.
  await checkinAt(db, { accusedId: kB, appUserId: kUser, place: K, at: at('2020-03-15T12:00:00') });

  // Shivajinagar: its accused arrested in a crime registered at Kothrud (the arrest is
  // Shivajinagar's, the crime Kothrud's); its app user checks Kothrud's accused kA.
  const sA = await accusedEnteredAt(db, S, at('2020-03-15T12:00:00'));
  const sCrime = await crimeRegisteredOn(db, sA, K, '2020-03-15');
  await arrestAt(db, { accusedId: sA, crimeId: sCrime, cityId: K.cityId, at: at(FIRST) });
  await preventiveFrom(db, sA, S, '2020-03-20');
  const sUser = await appUserOf(db, S, '9810000002');
  await checkinAt(db, { accusedId: kA, appUserId: sUser, place: S, at: at('2020-03-10T09:00:00') });
  await summonsReceivedOn(db, S, '2020-03-10');

  // Nagpur Sitabuldi: one of each, mid-March.
  const nA = await accusedEnteredAt(db, N, at('2020-03-15T12:00:00'));
  const nCrime = await crimeRegisteredOn(db, nA, N, '2020-03-15');
  await arrestAt(db, { accusedId: nA, crimeId: nCrime, cityId: N.cityId, at: at(LAST) });
  await preventiveFrom(db, nA, N, '2020-03-15');
  const nUser = await appUserOf(db, N, '9810000003');
  await checkinAt(db, { accusedId: nA, appUserId: nUser, place: N, at: at(LAST) });
  const nSpot = await spotOf(db, N, 'RangeTestSpotN1');
  await visitAt(db, { spotId: nSpot, appUserId: nUser, place: N, at: at(FIRST) });
  await summonsReceivedOn(db, N, '2020-03-31');
});
afterAll(() => t.close());

describe('date-range report: scope (spec 3 §6)', () => {
  it('needs a session; every role may open it', async () => {
    expect((await get(`/api/reports/range?${MARCH}`)).statusCode).toBe(401);
    expect((await get(`/api/reports/range.xlsx?${MARCH}`)).statusCode).toBe(401);
  });

  it('gives a police station its own row only', async () => {
    const k = await report('pune.kothrud');
    expect(k.rows.map((r) => r.stationId)).toEqual([K.stationId]);
    expect(counts(k.rows[0])).toEqual(KOTHRUD);
    expect(k.total).toEqual(KOTHRUD);
    const s = await report('pune.shivajinagar');
    expect(s.rows.map((r) => r.stationId)).toEqual([S.stationId]);
    expect(s.total).toEqual(SHIVAJINAGAR);
  });

  it('gives a unit admin every station of its unit, zero included, and the एकूण row', async () => {
    const pune = await report('pune.admin');
    expect(pune.rows.length).toBeGreaterThan(2);
    expect(pune.rows.every((r) => r.cityId === K.cityId)).toBe(true);
    expect(counts(rowOf(pune, K))).toEqual(KOTHRUD);
    expect(counts(rowOf(pune, S))).toEqual(SHIVAJINAGAR);
    const others = pune.rows.filter(
      (r) => r.stationId !== K.stationId && r.stationId !== S.stationId,
    );
    expect(others.every((r) => Object.values(counts(r) ?? {}).every((n) => n === 0))).toBe(true);
    expect(pune.total).toEqual(PUNE);
    // The sum of the rows' distinct accused would be 3; kA is one accused.
    expect(pune.rows.reduce((n, r) => n + r.checkedAccused, 0)).toBe(3);

    const nagpur = await report('nagpur.admin');
    expect(nagpur.rows.every((r) => r.cityId === N.cityId)).toBe(true);
    expect(counts(rowOf(nagpur, N))).toEqual(SITABULDI);
    expect(nagpur.total).toEqual(SITABULDI);
  });

  it('gives the super admin the state, or one unit with cityId; cityId never widens', async () => {
    const state = await report('superadmin');
    expect(counts(rowOf(state, K))).toEqual(KOTHRUD);
    expect(counts(rowOf(state, N))).toEqual(SITABULDI);
    expect(state.total).toEqual(tally(4, 4, 4, 4, 5, 3, 3, 4));
    const pune = await report('superadmin', `${MARCH}&cityId=${K.cityId}`);
    expect(pune.rows.every((r) => r.cityId === K.cityId)).toBe(true);
    expect(pune.total).toEqual(PUNE);
    // A unit admin and a station asking for another unit still get their own scope.
    expect((await report('pune.admin', `${MARCH}&cityId=${N.cityId}`)).total).toEqual(PUNE);
    const k = await report('pune.kothrud', `${MARCH}&cityId=${N.cityId}`);
    expect(k.rows.map((r) => r.stationId)).toEqual([K.stationId]);
  });
});

describe('date-range report: days (Indian days, both ends included)', () => {
  it('reads one day when endDate is absent', async () => {
    const k = await report('pune.kothrud', 'startDate=2020-03-01');
    expect(k.total).toEqual(tally(1, 1, 1, 1, 1, 1, 1, 1));
  });

  it('takes the day before and the day after when the range grows by one day each side', async () => {
    const k = await report('pune.kothrud', 'startDate=2020-02-29&endDate=2020-04-01');
    expect(k.total).toEqual(tally(4, 5, 4, 4, 5, 2, 4, 4));
  });

  it('answers 400 with the shared messages for bad dates or a bad unit', async () => {
    const cases: [string, string, string][] = [
      ['endDate=2020-03-31', 'startDate', REPORT_MESSAGES.startRequired],
      ['startDate=01-03-2020', 'startDate', REPORT_MESSAGES.dateFormat],
      ['startDate=2020-02-30', 'startDate', REPORT_MESSAGES.dateInvalid],
      ['startDate=2020-03-31&endDate=2020-03-01', 'endDate', REPORT_MESSAGES.dateOrder],
    ];
    for (const [query, field, message] of cases) {
      for (const url of [`/api/reports/range?${query}`, `/api/reports/range.xlsx?${query}`]) {
        const res = await get(url, 'pune.admin');
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.fields?.[field], url).toBe(message);
      }
    }
    expect((await get(`/api/reports/range?${MARCH}&cityId=abc`, 'superadmin')).statusCode).toBe(
      400,
    );
  });
});

describe('date-range report: Excel (spec 3 §9)', () => {
  async function sheetOf(url: string, who: string) {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await readSheet(res);
    return { res, sheet, text: (row: number, col = 1) => sheet.getRow(row).getCell(col).text };
  }

  it("writes the unit's table: A1–A3, the header on row 4, a row per station, एकूण, footer", async () => {
    const pune = await report('pune.admin');
    const { res, text } = await sheetOf(`/api/reports/range.xlsx?${MARCH}`, 'pune.admin');
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? ''),
    ).toMatch(/^कालावधी अहवाल_\d{2}[A-Z]{3}\d{4}\.xlsx$/);
    expect(text(1)).toBe('कालावधी अहवाल');
    expect(text(2)).toBe('घटक: पुणे शहर · 01-03-2020 ते 31-03-2020');
    expect(text(3)).toBe('तयार करणारे: pune.admin');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((c) => text(4, c))).toEqual([
      'अ. क्र.',
      'पोलीस ठाणे',
      'नोंदविलेले आरोपी',
      'दाखल गुन्हे',
      'अटक',
      'प्रतिबंधक कारवाया',
      'GPS तपासण्या',
      'तपासलेले आरोपी',
      'गस्त भेटी',
      'समन्स',
    ]);
    const kRow = 5 + pune.rows.findIndex((r) => r.stationId === K.stationId);
    expect(text(kRow, 2)).toBe(rowOf(pune, K)?.station.mr);
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((c) => Number(text(kRow, c)))).toEqual(
      Object.values(KOTHRUD),
    );
    const totalRow = 5 + pune.rows.length;
    expect(text(totalRow, 1)).toBe('');
    expect(text(totalRow, 2)).toBe('एकूण');
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((c) => Number(text(totalRow, c)))).toEqual(
      Object.values(PUNE),
    );
    expect(text(totalRow + 1)).toBe('');
    expect(text(totalRow + 2)).toMatch(
      /^Generated At \d{2}-\d{2}-\d{4} \d{2}:\d{2} From Criminal Monitoring Intelligent System$/,
    );
  });

  it('adds the unit column for the super admin and names the filtered unit on A2', async () => {
    const { text } = await sheetOf(
      `/api/reports/range.xlsx?${MARCH}&cityId=${N.cityId}`,
      'superadmin',
    );
    expect(text(2)).toBe('घटक: नागपूर शहर · 01-03-2020 ते 31-03-2020');
    expect([1, 2, 3, 4].map((c) => text(4, c))).toEqual([
      'अ. क्र.',
      'घटक',
      'पोलीस ठाणे',
      'नोंदविलेले आरोपी',
    ]);
  });

  it('gives a station its one row', async () => {
    const { text } = await sheetOf(`/api/reports/range.xlsx?startDate=2020-03-01`, 'pune.kothrud');
    expect(text(2)).toMatch(/^पोलीस ठाणे: .+ · 01-03-2020$/);
    expect(text(5, 1)).toBe('1');
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((c) => Number(text(5, c)))).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1,
    ]);
    expect(text(6, 2)).toBe('एकूण');
  });
});

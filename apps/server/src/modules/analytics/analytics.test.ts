import { ANALYTICS_MESSAGES, REPORT_MESSAGES, istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backdateAppUsers,
  countAppUsersOf,
  insertAccusedAt,
  insertAppUserAt,
  insertCheckinAt,
  insertPreventiveFrom,
  insertVisitAt,
  stationCount,
} from '../../test/analytics-data.repo.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { insertTestSpot } from '../../test/field-data.repo.js';
import { loginAll } from '../../test/login.js';
import { placeOf } from '../../test/test-data.repo.js';
import { monthsBefore } from './analytics.service.js';

/**
 * Pins every figure of the analytical dashboard (docs/reports.md "Analytical dashboard",
 * decision 0027) on a hand-made set. Y is three years ago, so its March never falls in a
 * duration but 'all'. Each per-station type gets one record at each of these moments:
 * Kothrud (K): today 00:05, Y-03-01 00:10 and Y-03-31 23:50 (first and last minutes of the
 * custom March); Shivajinagar (S): Y-02-28 23:50 and Y-04-01 00:10 (a day outside March on
 * each side), 40 and 200 days ago; Nagpur Sitabuldi (N, another unit): today and Y-03-10.
 * GPS check-ins are at the same moments, plus K at Y-03-01 10:00 (a second one the same
 * day) and S at Y-03-01 12:00.
 */
let t: TestApp;
let cookies: Record<string, string> = {};
const today = istDate();
const Y = Number(today.slice(0, 4)) - 3;
const MARCH = `startDate=${Y}-03-01&endDate=${Y}-03-31`;
type Place = { cityId: number; stationId: number };
let K: Place;
let S: Place;
let N: Place;
let P = 0; // police stations of Pune City
const seededAppUsers: Record<string, number> = {};

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
function daysAgo(n: number) {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
/** Every month YYYY-MM from `start`'s to `end`'s. */
function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const get = (url: string, who?: string) => inject(t.app, 'GET', url, who && cookies[who]);
type Bar = { key: string; label: string; labelEn: string; value: number };
type Answer = {
  type: string;
  duration: string;
  bucket: string;
  range: { start: string | null; end: string };
  bars: Bar[];
  totalRecord: number;
};
async function chart(query: string): Promise<Answer> {
  const res = await get(`/api/analytics?${query}`, 'pune.admin');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}
const valueOf = (a: Answer, key: string | number) =>
  a.bars.find((b) => b.key === String(key))?.value;

beforeAll(async () => {
  t = await buildTestApp();
  cookies = await loginAll(t.app, ['pune.admin', 'pune.kothrud', 'superadmin', 'nagpur.admin']);
  const db = t.deps.db;
  K = await placeOf(db, 'pune.kothrud');
  S = await placeOf(db, 'pune.shivajinagar');
  N = await placeOf(db, 'nagpur.sitabuldi');
  P = await stationCount(db, K.cityId);
  // The seeded app users are registered long ago, so only this file's count in a duration.
  await backdateAppUsers(db, new Date('2001-01-01T00:00:00Z'));

  const moments: [Place, Date][] = [
    [K, ist(today, '00:05')],
    [K, ist(`${Y}-03-01`, '00:10')],
    [K, ist(`${Y}-03-31`, '23:50')],
    [S, ist(`${Y}-02-28`, '23:50')],
    [S, ist(`${Y}-04-01`, '00:10')],
    [S, ist(daysAgo(40), '12:00')],
    [S, ist(daysAgo(200), '12:00')],
    [N, ist(today, '00:05')],
    [N, ist(`${Y}-03-10`, '12:00')],
  ];
  const spots = new Map<number, number>();
  for (const [i, place] of [K, S, N].entries()) {
    spots.set(
      place.stationId,
      await insertTestSpot(db, {
        code: `ANALYTICS${i}ABCDEF`.slice(0, 15),
        name: `Spot ${i}`,
        ...place,
      }),
    );
  }
  for (const [place, at] of moments) {
    await insertCheckinAt(db, place, at);
    await insertAccusedAt(db, place, at, 2);
    const day = istDate(at);
    await insertPreventiveFrom(db, place, day);
    await insertVisitAt(db, place, spots.get(place.stationId) ?? 0, at);
    await insertAppUserAt(db, place, at);
  }
  await insertCheckinAt(db, K, ist(`${Y}-03-01`, '10:00'));
  await insertCheckinAt(db, S, ist(`${Y}-03-01`, '12:00'));
  // One crime only: never 2-plus, even entered today.
  await insertAccusedAt(db, K, ist(today, '00:05'), 1);
  seededAppUsers.K = await countAppUsersOf(db, K.stationId);
  seededAppUsers.S = await countAppUsersOf(db, S.stationId);
});

afterAll(async () => {
  await t.close();
});

describe('access and validation', () => {
  it('answers 401 without a session and 403 for roles 2 and 8', async () => {
    expect((await get('/api/analytics?type=filled')).statusCode).toBe(401);
    expect((await get('/api/analytics?type=filled', 'pune.kothrud')).statusCode).toBe(403);
    expect((await get('/api/analytics?type=filled', 'superadmin')).statusCode).toBe(403);
  });

  it('answers 400 with the message on a bad type, duration or range', async () => {
    const cases: [string, string, string][] = [
      ['type=bogus', 'type', ANALYTICS_MESSAGES.selectType],
      ['duration=month', 'type', ANALYTICS_MESSAGES.selectType],
      ['type=filled&duration=weekly', 'duration', REPORT_MESSAGES.selectValue],
      [`type=filled&startDate=${Y}-03-31&endDate=${Y}-03-01`, 'endDate', REPORT_MESSAGES.dateOrder],
      ['type=filled&startDate=2025-02-30', 'startDate', REPORT_MESSAGES.dateInvalid],
      ['type=filled&startDate=01-03-2025', 'startDate', REPORT_MESSAGES.dateFormat],
      [`type=filled&endDate=${Y}-03-01`, 'startDate', REPORT_MESSAGES.startRequired],
      [`type=two-plus&duration=all&${MARCH}`, 'duration', ANALYTICS_MESSAGES.durationOrRange],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/analytics?${query}`, 'pune.admin');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[field], query).toBe(message);
    }
  });
});

describe('durations', () => {
  it('six months and a year go back calendar months, the day clamped', () => {
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15');
    expect(monthsBefore('2026-11-22', 12)).toBe('2025-11-22');
  });

  it('defaults to monthly: this calendar month to today', async () => {
    const a = await chart('type=two-plus');
    expect(a.duration).toBe('month');
    expect(a.range).toEqual({ start: `${today.slice(0, 8)}01`, end: today });
  });
});

/** K's and S's figures for each duration, and March of Y as a custom range. */
const PER_STATION: [string, number, number][] = [
  ['duration=today', 1, 0],
  ['duration=month', 1, 0],
  ['duration=six-months', 1, 1],
  ['duration=year', 1, 2],
  ['duration=all', 3, 4],
  [MARCH, 2, 0],
];

describe.each(['two-plus', 'preventive', 'surveillance', 'app-users'])(
  'per police station: %s',
  (type) => {
    it.each(PER_STATION)('%s', async (query, k, s) => {
      const a = await chart(`type=${type}&${query}`);
      expect(a.type).toBe(type);
      expect(a.bucket).toBe('station');
      // Every police station of Pune City, none of Nagpur's.
      expect(a.bars).toHaveLength(P);
      expect(valueOf(a, N.stationId)).toBeUndefined();
      const all = query === 'duration=all' && type === 'app-users';
      expect(valueOf(a, K.stationId)).toBe(all ? seededAppUsers.K : k);
      expect(valueOf(a, S.stationId)).toBe(all ? seededAppUsers.S : s);
      expect(a.totalRecord).toBe(a.bars.reduce((sum, b) => sum + b.value, 0));
      if (!all) {
        expect(a.totalRecord).toBe(k + s);
      }
      expect(a.bars.find((b) => b.key === String(K.stationId))?.labelEn).toBe('Kothrud');
    });
  },
);

describe('filled and not filled police stations', () => {
  it('per day in a custom month: distinct stations with a check-in that Indian day', async () => {
    const a = await chart(`type=filled&${MARCH}`);
    expect(a.bucket).toBe('day');
    expect(a.duration).toBe('custom');
    expect(a.range).toEqual({ start: `${Y}-03-01`, end: `${Y}-03-31` });
    expect(a.bars).toHaveLength(31);
    expect(a.bars[0]).toEqual({
      key: `${Y}-03-01`,
      label: `${Y}-03-01`,
      labelEn: `${Y}-03-01`,
      value: 2,
    });
    expect(valueOf(a, `${Y}-03-31`)).toBe(1);
    expect(valueOf(a, `${Y}-03-10`)).toBe(0); // Nagpur's check-in
    expect(a.totalRecord).toBe(3);

    const b = await chart(`type=not-filled&${MARCH}`);
    expect(valueOf(b, `${Y}-03-01`)).toBe(P - 2);
    expect(valueOf(b, `${Y}-03-31`)).toBe(P - 1);
    expect(valueOf(b, `${Y}-03-15`)).toBe(P);
    expect(b.totalRecord).toBe(31 * P - 3);
  });

  it('per month beyond 62 days', async () => {
    const a = await chart(`type=filled&startDate=${Y}-01-01&endDate=${Y}-06-30`);
    expect(a.bucket).toBe('month');
    expect(a.bars.map((x) => [x.key, x.value])).toEqual([
      [`${Y}-01`, 0],
      [`${Y}-02`, 1],
      [`${Y}-03`, 2],
      [`${Y}-04`, 1],
      [`${Y}-05`, 0],
      [`${Y}-06`, 0],
    ]);
    const b = await chart(`type=not-filled&startDate=${Y}-01-01&endDate=${Y}-06-30`);
    expect(b.bars.map((x) => x.value)).toEqual([P, P - 1, P - 2, P - 1, P, P]);
  });

  it('today and monthly: one bar per day, today filled by Kothrud', async () => {
    const a = await chart('type=filled&duration=today');
    expect(a.bars).toEqual([{ key: today, label: today, labelEn: today, value: 1 }]);
    const b = await chart('type=not-filled&duration=today');
    expect(b.totalRecord).toBe(P - 1);

    const m = await chart('type=filled&duration=month');
    expect(m.bucket).toBe('day');
    expect(m.bars).toHaveLength(Number(today.slice(8, 10)));
    expect(valueOf(m, today)).toBe(1);
    expect(m.totalRecord).toBe(1);
  });

  it('six months, a year and all: per month', async () => {
    const six = await chart('type=filled&duration=six-months');
    expect(six.bucket).toBe('month');
    expect(six.range).toEqual({ start: monthsBefore(today, 6), end: today });
    expect(six.bars.map((b) => b.key)).toEqual(monthsBetween(monthsBefore(today, 6), today));
    expect(valueOf(six, today.slice(0, 7))).toBe(1);
    expect(valueOf(six, daysAgo(40).slice(0, 7))).toBe(1);
    expect(six.totalRecord).toBe(2);

    const year = await chart('type=filled&duration=year');
    expect(year.bars).toHaveLength(13);
    expect(valueOf(year, daysAgo(200).slice(0, 7))).toBe(1);
    expect(year.totalRecord).toBe(3);

    // 'all' starts on the unit's first check-in (S, Y-02-28).
    const all = await chart('type=filled&duration=all');
    expect(all.range).toEqual({ start: `${Y}-02-28`, end: today });
    expect(all.bars.map((b) => b.key)).toEqual(monthsBetween(`${Y}-02-28`, today));
    expect(all.totalRecord).toBe(7);
    const notAll = await chart('type=not-filled&duration=all');
    expect(notAll.totalRecord).toBe(all.bars.length * P - 7);
  });

  it("another unit's admin sees only its own unit", async () => {
    const res = await get(`/api/analytics?type=filled&${MARCH}`, 'nagpur.admin');
    expect(res.statusCode).toBe(200);
    const a = res.json<Answer>();
    expect(a.totalRecord).toBe(1);
    expect(a.bars.find((b) => b.key === `${Y}-03-10`)?.value).toBe(1);
  });
});

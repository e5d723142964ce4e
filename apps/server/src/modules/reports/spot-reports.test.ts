import { REPORT_MESSAGES, SPOT_REPORT_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { insertTestSpot, stationIdOf } from '../../test/field-data.repo.js';
import { loginAll } from '../../test/login.js';
import { geotagTestSpot, insertTestVisit } from '../../test/spot-data.repo.js';
import { placeOf } from '../../test/test-data.repo.js';
import { readSheet } from '../../test/xlsx.js';

/**
 * Pins every figure of the patrol and spot reports (docs/reports.md, decision 0026) on a
 * hand-made set; March of last year is the range (Indian days).
 * Pune Shivajinagar: Alpha (tagged; visited by Sunil on 28 Feb 23:55 IST, one day outside,
 * by Sunil on 1 Mar 00:05 IST, the first minutes of the range, and by Mahesh of Kothrud on
 * 31 Mar 23:50 IST, its last minutes), Bravo (visited 1 Apr 00:10 IST only: outside),
 * Charlie (Sunil, 15 Mar 12:00 IST). Pune Kothrud: Kilo (tagged; Mahesh, 10 Mar 10:00 IST).
 * Nagpur Sitabuldi (another unit): November (Dnyaneshwar, 10 Mar 10:00 IST).
 * App users (demo): Sunil 9100000001 Shivajinagar, Mahesh 9100000002 Kothrud,
 * Dnyaneshwar 9100000003 Sitabuldi.
 */
let t: TestApp;
let cookies: Record<string, string> = {};
const Y = new Date().getFullYear() - 1;
const MARCH = `startDate=${Y}-03-01&endDate=${Y}-03-31`;
const SUNIL = '9100000001';
const MAHESH = '9100000002';
const DNYANESHWAR = '9100000003';
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const iso = (day: string, time: string) => ist(day, time).toISOString();
let shivajinagar = 0;
let kothrud = 0;
let sitabuldi = 0;
let nagpurCity = 0;

const get = (url: string, who?: string) => inject(t.app, 'GET', url, who && cookies[who]);

beforeAll(async () => {
  t = await buildTestApp();
  cookies = await loginAll(t.app, [
    'pune.shivajinagar',
    'pune.kothrud',
    'pune.admin',
    'superadmin',
  ]);
  const db = t.deps.db;
  const sj = await placeOf(db, 'pune.shivajinagar');
  shivajinagar = sj.stationId;
  kothrud = (await placeOf(db, 'pune.kothrud')).stationId;
  sitabuldi = await stationIdOf(db, 'Sitabuldi');
  const ns = await placeOf(db, 'nagpur.sitabuldi');
  nagpurCity = ns.cityId;
  const spot = (name: string, place: { cityId: number; stationId: number }) =>
    insertTestSpot(db, {
      code: `T${name.replace(/[^A-Za-z]/g, '').padEnd(14, 'x')}`.slice(0, 15),
      name,
      ...place,
    });
  const alpha = await spot('Alpha chowk', sj);
  const bravo = await spot('Bravo chowk', sj);
  const charlie = await spot('Charlie chowk', sj);
  const kilo = await spot('Kilo chowk', { cityId: sj.cityId, stationId: kothrud });
  const november = await spot('November chowk', ns);
  await geotagTestSpot(db, alpha);
  await geotagTestSpot(db, kilo);
  await insertTestVisit(db, alpha, SUNIL, ist(`${Y}-02-28`, '23:55'));
  await insertTestVisit(db, alpha, SUNIL, ist(`${Y}-03-01`, '00:05'));
  await insertTestVisit(db, alpha, MAHESH, ist(`${Y}-03-31`, '23:50'));
  await insertTestVisit(db, bravo, SUNIL, ist(`${Y}-04-01`, '00:10'));
  await insertTestVisit(db, charlie, SUNIL, ist(`${Y}-03-15`, '12:00'));
  await insertTestVisit(db, kilo, MAHESH, ist(`${Y}-03-10`, '10:00'));
  await insertTestVisit(db, november, DNYANESHWAR, ist(`${Y}-03-10`, '10:00'));
});

afterAll(() => t.close());

interface Figures {
  spots: number;
  tagged: number;
  visitedSpots: number;
  notVisited: number;
  visits: number;
  patrollers: number;
  lastVisitAt: string | null;
}
type Stations = {
  rows: (Figures & { stationId: number; station: { en: string }; unit: { en: string } })[];
  total: Figures;
};
const zero = {
  spots: 0,
  tagged: 0,
  visitedSpots: 0,
  notVisited: 0,
  visits: 0,
  patrollers: 0,
  lastVisitAt: null,
};

describe('access and dates', () => {
  it('keeps the per-station and per-app-user reports to roles 4 and 8', async () => {
    for (const url of [
      `/api/reports/spots/stations?${MARCH}`,
      `/api/reports/spots/stations.xlsx?${MARCH}&sheet=spots`,
      `/api/reports/patrol/app-users?${MARCH}`,
      `/api/reports/patrol/app-users.xlsx?${MARCH}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, 'pune.shivajinagar')).statusCode, url).toBe(403);
      expect((await get(url, 'pune.admin')).statusCode, url).toBe(200);
      expect((await get(url, 'superadmin')).statusCode, url).toBe(200);
    }
  });

  it('answers 400 with the shared messages on bad dates', async () => {
    for (const url of [
      '/api/reports/spots/stations',
      '/api/reports/patrol/app-users',
      '/api/reports/spots/station',
    ]) {
      const reversed = await get(`${url}?startDate=${Y}-03-31&endDate=${Y}-03-01`, 'pune.admin');
      expect(reversed.statusCode, url).toBe(400);
      expect(reversed.json().error.fields.endDate).toBe(REPORT_MESSAGES.dateOrder);
      const malformed = await get(`${url}?startDate=01-03-${Y}`, 'pune.admin');
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json().error.fields.startDate).toBe(REPORT_MESSAGES.dateFormat);
      const missing = await get(url, 'pune.admin');
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().error.fields.startDate).toBe(REPORT_MESSAGES.startRequired);
      const impossible = await get(`${url}?startDate=${Y}-02-30`, 'pune.admin');
      expect(impossible.json().error.fields.startDate).toBe(REPORT_MESSAGES.dateInvalid);
    }
    const sheet = await get(`/api/reports/spots/stations.xlsx?${MARCH}&sheet=other`, 'pune.admin');
    expect(sheet.statusCode).toBe(400);
  });
});

describe('per police station (/reports3 variant a, /reportAdminSpotvise)', () => {
  it('counts the unit admin’s stations, zero rows included, with a distinct totals row', async () => {
    const res = await get(`/api/reports/spots/stations?${MARCH}`, 'pune.admin');
    expect(res.statusCode).toBe(200);
    const body = res.json<Stations>();
    expect(body.rows.every((r) => r.unit.en === 'Pune City')).toBe(true);
    const row = (id: number) => body.rows.find((r) => r.stationId === id);
    expect(row(shivajinagar)).toMatchObject({
      spots: 3,
      tagged: 1,
      visitedSpots: 2,
      notVisited: 1,
      visits: 3,
      patrollers: 2,
      lastVisitAt: iso(`${Y}-03-31`, '23:50'),
    });
    expect(row(kothrud)).toMatchObject({
      spots: 1,
      tagged: 1,
      visitedSpots: 1,
      notVisited: 0,
      visits: 1,
      patrollers: 1,
      lastVisitAt: iso(`${Y}-03-10`, '10:00'),
    });
    expect(row(sitabuldi)).toBeUndefined();
    for (const r of body.rows.filter(
      (x) => x.stationId !== shivajinagar && x.stationId !== kothrud,
    )) {
      expect(r).toMatchObject(zero);
    }
    // Mahesh patrolled at both stations: the total counts him once.
    expect(body.total).toEqual({
      spots: 4,
      tagged: 2,
      visitedSpots: 3,
      notVisited: 1,
      visits: 4,
      patrollers: 2,
      lastVisitAt: iso(`${Y}-03-31`, '23:50'),
    });
  });

  it('reads the first and last day only: one day each side moves the figures', async () => {
    const first = await get(
      `/api/reports/spots/stations?startDate=${Y}-03-01&endDate=${Y}-03-01`,
      'pune.admin',
    );
    expect(first.json<Stations>().total).toMatchObject({ visits: 1, visitedSpots: 1 });
    const wide = await get(
      `/api/reports/spots/stations?startDate=${Y}-02-28&endDate=${Y}-04-01`,
      'pune.admin',
    );
    const sj = wide.json<Stations>().rows.find((r) => r.stationId === shivajinagar);
    expect(sj).toMatchObject({ visits: 5, visitedSpots: 3, notVisited: 0 });
  });

  it('gives the super admin the state, or one unit', async () => {
    const state = (
      await get(`/api/reports/spots/stations?${MARCH}`, 'superadmin')
    ).json<Stations>();
    expect(state.total).toEqual({
      spots: 5,
      tagged: 2,
      visitedSpots: 4,
      notVisited: 1,
      visits: 5,
      patrollers: 3,
      lastVisitAt: iso(`${Y}-03-31`, '23:50'),
    });
    expect(state.rows.find((r) => r.stationId === sitabuldi)).toMatchObject({
      spots: 1,
      tagged: 0,
      visitedSpots: 1,
      visits: 1,
      patrollers: 1,
    });
    const nagpur = (
      await get(`/api/reports/spots/stations?${MARCH}&cityId=${nagpurCity}`, 'superadmin')
    ).json<Stations>();
    expect(nagpur.rows.every((r) => r.unit.en !== 'Pune City')).toBe(true);
    expect(nagpur.total).toMatchObject({ spots: 1, visits: 1, patrollers: 1 });
    // A unit admin's cityId never widens its scope.
    const admin = (
      await get(`/api/reports/spots/stations?${MARCH}&cityId=${nagpurCity}`, 'pune.admin')
    ).json<Stations>();
    expect(admin.total).toMatchObject({ spots: 4, visits: 4 });
  });

  it('exports the admin spot-wise workbook in the §9 layout', async () => {
    const stations = (
      await get(`/api/reports/spots/stations?${MARCH}`, 'pune.admin')
    ).json<Stations>();
    const res = await get(`/api/reports/spots/stations.xlsx?${MARCH}&sheet=spots`, 'pune.admin');
    expect(res.statusCode).toBe(200);
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? ''),
    ).toMatch(/^स्पॉटनिहाय अहवाल_\d{2}[A-Z]{3}\d{4}\.xlsx$/);
    const sheet = await readSheet(res);
    const text = (row: number, col = 1) => sheet.getRow(row).getCell(col).text;
    expect(text(1)).toBe('स्पॉटनिहाय अहवाल');
    expect(text(2)).toContain('घटक');
    expect(text(2)).toContain(`01-03-${Y} ते 31-03-${Y}`);
    expect(text(3)).toContain('pune.admin');
    expect([1, 2, 3, 4, 5, 6, 7].map((c) => text(4, c))).toEqual([
      'अ. क्र.',
      'पोलीस ठाणे',
      'एकूण स्पॉट',
      'टॅग केलेले स्पॉट',
      'भेट दिलेले स्पॉट',
      'एकूण भेटी',
      'भेट न दिलेले स्पॉट',
    ]);
    const at = stations.rows.findIndex((r) => r.stationId === shivajinagar);
    const sj = sheet.getRow(5 + at);
    expect(sj.getCell(2).text).toBe('शिवाजीनगर');
    expect([3, 4, 5, 6, 7].map((c) => Number(sj.getCell(c).value))).toEqual([3, 1, 2, 3, 1]);
    const total = sheet.getRow(5 + stations.rows.length);
    expect(total.getCell(1).text).toBe('');
    expect(total.getCell(2).text).toBe('एकूण');
    expect([3, 4, 5, 6, 7].map((c) => Number(total.getCell(c).value))).toEqual([4, 2, 3, 4, 1]);
    expect(text(7 + stations.rows.length)).toMatch(
      /^Generated At \d{2}-\d{2}-\d{4} \d{2}:\d{2} From Criminal Monitoring Intelligent System$/,
    );
  });

  it('exports the patrol statistics for the state with a unit column', async () => {
    const stations = (
      await get(`/api/reports/spots/stations?${MARCH}`, 'superadmin')
    ).json<Stations>();
    const res = await get(`/api/reports/spots/stations.xlsx?${MARCH}&sheet=patrol`, 'superadmin');
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res);
    const text = (row: number, col = 1) => sheet.getRow(row).getCell(col).text;
    expect(text(1)).toBe('पोलीस ठाणेनिहाय गस्त आकडेवारी');
    expect(text(2)).toContain('महाराष्ट्र राज्य');
    expect([2, 3, 7, 8, 9].map((c) => text(4, c))).toEqual([
      'घटक',
      'पोलीस ठाणे',
      'गस्त फेऱ्या',
      'गस्त घालणारे ॲप वापरकर्ते',
      'शेवटची भेट',
    ]);
    const at = stations.rows.findIndex((r) => r.stationId === shivajinagar);
    const sj = sheet.getRow(5 + at);
    expect(sj.getCell(2).text).toBe('पुणे शहर');
    expect(Number(sj.getCell(7).value)).toBe(3);
    expect(Number(sj.getCell(8).value)).toBe(2);
    expect(sj.getCell(9).text).toBe(`31-03-${Y} 23:50`);
    const total = sheet.getRow(5 + stations.rows.length);
    expect(total.getCell(3).text).toBe('एकूण');
    expect([4, 5, 6, 7, 8].map((c) => Number(total.getCell(c).value))).toEqual([5, 2, 4, 5, 3]);
  });
});

describe('per app user (/reports3 variant b)', () => {
  type Users = {
    rows: {
      name: string;
      phone: string;
      station: { en: string };
      rounds: number;
      spots: number;
      firstVisitAt: string;
      lastVisitAt: string;
    }[];
    total: { appUsers: number; rounds: number };
  };

  it('lists the unit’s app users who made rounds in the range', async () => {
    const body = (await get(`/api/reports/patrol/app-users?${MARCH}`, 'pune.admin')).json<Users>();
    expect(body.rows).toEqual([
      {
        appUserId: expect.any(Number),
        name: 'Mahesh Kale',
        phone: MAHESH,
        station: expect.objectContaining({ en: 'Kothrud' }),
        unit: expect.objectContaining({ en: 'Pune City' }),
        rounds: 2,
        spots: 2,
        firstVisitAt: iso(`${Y}-03-10`, '10:00'),
        lastVisitAt: iso(`${Y}-03-31`, '23:50'),
      },
      {
        appUserId: expect.any(Number),
        name: 'Sunil Patil',
        phone: SUNIL,
        station: expect.objectContaining({ en: 'Shivajinagar' }),
        unit: expect.objectContaining({ en: 'Pune City' }),
        rounds: 2,
        spots: 2,
        firstVisitAt: iso(`${Y}-03-01`, '00:05'),
        lastVisitAt: iso(`${Y}-03-15`, '12:00'),
      },
    ]);
    expect(body.total).toEqual({ appUsers: 2, rounds: 4 });
  });

  it('gives the super admin every unit', async () => {
    const body = (await get(`/api/reports/patrol/app-users?${MARCH}`, 'superadmin')).json<Users>();
    expect(body.rows.map((r) => r.phone)).toEqual([DNYANESHWAR, MAHESH, SUNIL]);
    expect(body.total).toEqual({ appUsers: 3, rounds: 5 });
    const wide = (
      await get(
        `/api/reports/patrol/app-users?startDate=${Y}-02-28&endDate=${Y}-04-01`,
        'superadmin',
      )
    ).json<Users>();
    expect(wide.rows.find((r) => r.phone === SUNIL)).toMatchObject({ rounds: 4, spots: 3 });
  });

  it('exports the app users as the §9 workbook', async () => {
    const res = await get(`/api/reports/patrol/app-users.xlsx?${MARCH}`, 'pune.admin');
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res);
    const text = (row: number, col = 1) => sheet.getRow(row).getCell(col).text;
    expect(text(1)).toBe('ॲप वापरकर्तानिहाय गस्त फेऱ्या');
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((c) => text(4, c))).toEqual([
      'अ. क्र.',
      'नाव',
      'मोबाईल क्रमांक',
      'पोलीस ठाणे',
      'गस्त फेऱ्या',
      'भेट दिलेले स्पॉट',
      'पहिली भेट',
      'शेवटची भेट',
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((c) => text(6, c))).toEqual([
      '2',
      'Sunil Patil',
      SUNIL,
      'शिवाजीनगर',
      '2',
      '2',
      `01-03-${Y} 00:05`,
      `15-03-${Y} 12:00`,
    ]);
    expect(text(7, 2)).toBe('एकूण');
    expect(Number(sheet.getRow(7).getCell(5).value)).toBe(4);
  });
});

describe('one police station’s spots (/reportPoliceSpotvise, the Report View modal)', () => {
  type Spots = {
    stationId: number;
    rows: Record<string, unknown>[];
    spots: number;
    tagged: number;
    visitedSpots: number;
    visits: number;
  };

  it('gives the station its own spots whatever station it names', async () => {
    const res = await get(
      `/api/reports/spots/station?${MARCH}&stationId=${kothrud}`,
      'pune.shivajinagar',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<Spots>();
    expect(body.stationId).toBe(shivajinagar);
    const incharge = { inchargeName: 'Shivajinagar Police Station', inchargePhone: '9000000002' };
    expect(body.rows).toEqual([
      expect.objectContaining({
        name: 'Alpha chowk',
        tagged: true,
        visits: 2,
        lastVisitAt: iso(`${Y}-03-31`, '23:50'),
        lastVisitorName: 'Mahesh Kale',
        lastVisitorPhone: MAHESH,
        patrollingPerson: 'Beat marshal',
        ...incharge,
      }),
      expect.objectContaining({
        name: 'Bravo chowk',
        tagged: false,
        visits: 0,
        lastVisitAt: null,
        lastVisitorName: null,
        lastVisitorPhone: null,
        ...incharge,
      }),
      expect.objectContaining({
        name: 'Charlie chowk',
        tagged: false,
        visits: 1,
        lastVisitAt: iso(`${Y}-03-15`, '12:00'),
        lastVisitorName: 'Sunil Patil',
        lastVisitorPhone: SUNIL,
      }),
    ]);
    expect(body).toMatchObject({ spots: 3, tagged: 1, visitedSpots: 2, visits: 3 });
  });

  it('lets the unit admin choose a station of its unit only', async () => {
    const none = await get(`/api/reports/spots/station?${MARCH}`, 'pune.admin');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.stationId).toBe(SPOT_REPORT_MESSAGES.stationRequired);
    const own = await get(`/api/reports/spots/station?${MARCH}&stationId=${kothrud}`, 'pune.admin');
    expect(own.json<Spots>()).toMatchObject({ spots: 1, tagged: 1, visitedSpots: 1, visits: 1 });
    expect(own.json<Spots>().rows[0]).toMatchObject({
      name: 'Kilo chowk',
      lastVisitorName: 'Mahesh Kale',
      inchargePhone: '9000000003',
    });
    const other = `/api/reports/spots/station?${MARCH}&stationId=${sitabuldi}`;
    expect((await get(other, 'pune.admin')).statusCode).toBe(404);
    const state = await get(other, 'superadmin');
    expect(state.statusCode).toBe(200);
    expect(state.json<Spots>()).toMatchObject({ spots: 1, tagged: 0, visitedSpots: 1, visits: 1 });
    expect(
      (await get(`/api/reports/spots/station?${MARCH}&stationId=999999`, 'superadmin')).statusCode,
    ).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { GPS_MESSAGES, istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_DEMO_PASSWORD } from '../../db/seed/demo-content.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { insertTestAccused, stationIdOf } from '../../test/field-data.repo.js';
import { loginAs } from '../../test/login.js';
import { countAudit, insertCheckin } from '../../test/test-data.repo.js';

let t: TestApp;
let kothrudOfficer: string;
let shivajinagarOfficer: string;
let puneAdmin: string;
let nagpurAdmin: string;
let superadmin: string;
let accusedId: number;
const checkinIds: number[] = [];

const today = istDate();
// The report's days are Indian days; a week around today covers any time zone offset.
const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
const to = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

function send(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
}

beforeAll(async () => {
  t = await buildTestApp();
  const kothrud = await stationIdOf(t.deps.db, 'Kothrud');
  accusedId = await insertTestAccused(t.deps.db, {
    name: 'Gps Accused',
    cityId: 1,
    stationId: kothrud,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/field/auth/login',
    payload: { phone: '9100000002', password: FIELD_DEMO_PASSWORD },
  });
  const app = `cmis_field=${login.cookies.find((c) => c.name === 'cmis_field')?.value}`;
  const points: [number, number, boolean][] = [
    [18.5074, 73.8077, true],
    [18.5164, 73.8077, false],
  ];
  for (const [latitude, longitude, found] of points) {
    const res = await send('POST', '/api/field/checkins', app, {
      clientId: randomUUID(),
      accusedId,
      latitude,
      longitude,
      found,
      details: found ? 'घरी मिळाला' : 'घरी नव्हता',
      capturedAt: new Date().toISOString(),
    });
    checkinIds.push(res.json().id);
  }
  kothrudOfficer = await loginAs(t.app, 'pune.kothrud');
  shivajinagarOfficer = await loginAs(t.app, 'pune.shivajinagar');
  puneAdmin = await loginAs(t.app, 'pune.admin');
  nagpurAdmin = await loginAs(t.app, 'nagpur.admin');
  superadmin = await loginAs(t.app, 'superadmin');
});
afterAll(() => t.close());

describe('GPS report (spec 1 §2)', () => {
  const url = () => `/api/gps?from=${from}&to=${to}&page=0&size=10`;

  it('answers 401 without a session and 403 for role 8', async () => {
    expect((await send('GET', url(), null)).statusCode).toBe(401);
    expect((await send('GET', url(), superadmin)).statusCode).toBe(403);
    expect((await send('GET', `/api/gps/accused/${accusedId}`, superadmin)).statusCode).toBe(403);
    expect(
      (await send('POST', `/api/gps/accused/${accusedId}/lock`, superadmin, { checkinId: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('validates the date range', async () => {
    const res = await send('GET', `/api/gps?from=${to}&to=${from}`, kothrudOfficer);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.to).toBe(GPS_MESSAGES.rangeOrder);
    const missing = await send('GET', '/api/gps?from=nope', kothrudOfficer);
    expect(missing.json().error.fields.from).toBe(GPS_MESSAGES.dateInvalid);
  });

  it('shows the station its check-ins and the city admin its city', async () => {
    const station = await send('GET', url(), kothrudOfficer);
    expect(station.statusCode).toBe(200);
    expect(station.json().total).toBe(2);
    expect(station.json().items[0]).toMatchObject({
      accusedId,
      name: 'Gps Accused',
      userName: 'Mahesh Kale',
      counts: 2,
      distanceMeters: null,
    });
    expect((await send('GET', url(), puneAdmin)).json().total).toBe(2);
    expect((await send('GET', url(), shivajinagarOfficer)).json().total).toBe(0);
    expect((await send('GET', url(), nagpurAdmin)).json().total).toBe(0);
    const before = await send('GET', `/api/gps?from=2000-01-01&to=2000-01-02`, kothrudOfficer);
    expect(before.json().total).toBe(0);
  });

  it('opens the history with counts; out of scope is 404', async () => {
    const res = await send('GET', `/api/gps/accused/${accusedId}`, kothrudOfficer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ counts: { total: 2, found: 1, notFound: 1 }, home: null });
    expect(
      (await send('GET', `/api/gps/accused/${accusedId}`, shivajinagarOfficer)).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/gps/accused/${accusedId}`, nagpurAdmin)).statusCode).toBe(404);
  });

  it('locks the home at a check-in and measures distances in the database', async () => {
    const out = await send('POST', `/api/gps/accused/${accusedId}/lock`, shivajinagarOfficer, {
      checkinId: checkinIds[0],
    });
    expect(out.statusCode).toBe(404);
    const bad = await send('POST', `/api/gps/accused/${accusedId}/lock`, kothrudOfficer, {});
    expect(bad.json().error.fields.checkinId).toBe(GPS_MESSAGES.checkinRequired);

    const res = await send('POST', `/api/gps/accused/${accusedId}/lock`, kothrudOfficer, {
      checkinId: checkinIds[0],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(GPS_MESSAGES.locked);
    expect(await countAudit(t.deps.db, 'accused-home', String(accusedId))).toBe(1);
    const history = (await send('GET', `/api/gps/accused/${accusedId}`, kothrudOfficer)).json();
    expect(history.home).toMatchObject({ latitude: 18.5074, longitude: 73.8077, locked: true });
    const far = history.items.find((i: { id: number }) => i.id === checkinIds[1]);
    // 0.009° of latitude is about 1 km.
    expect(far.distanceMeters).toBeGreaterThan(990);
    expect(far.distanceMeters).toBeLessThan(1010);
    const near = history.items.find((i: { id: number }) => i.id === checkinIds[0]);
    expect(near.distanceMeters).toBe(0);
  });

  it('keeps one locked address: another check-in replaces it only when confirmed (issue 17 §9)', async () => {
    const lockAt = (checkinId: number | undefined, replace?: boolean) =>
      send('POST', `/api/gps/accused/${accusedId}/lock`, kothrudOfficer, {
        checkinId,
        ...(replace === undefined ? {} : { replace }),
      });
    const pressedAgain = await lockAt(checkinIds[1]);
    expect(pressedAgain.statusCode).toBe(409);
    expect(pressedAgain.json().error.message).toBe(GPS_MESSAGES.alreadyLocked);
    const home = () =>
      send('GET', `/api/gps/accused/${accusedId}`, kothrudOfficer).then((r) => r.json().home);
    expect(await home()).toMatchObject({ latitude: 18.5074, locked: true });
    expect(await countAudit(t.deps.db, 'accused-home', String(accusedId))).toBe(1);

    expect((await lockAt(checkinIds[1], true)).statusCode).toBe(200);
    expect(await home()).toMatchObject({ latitude: 18.5164, locked: true });
    expect(await countAudit(t.deps.db, 'accused-home', String(accusedId))).toBe(2);
    // Back to the first, so the tests below find it where they expect.
    expect((await lockAt(checkinIds[0], true)).statusCode).toBe(200);
  });

  it('unlocks the address', async () => {
    const res = await send('POST', `/api/gps/accused/${accusedId}/unlock`, puneAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(GPS_MESSAGES.unlocked);
    const list = (await send('GET', url(), kothrudOfficer)).json();
    expect(list.items[0].distanceMeters).toBeNull();
    expect(await countAudit(t.deps.db, 'accused-home', String(accusedId))).toBe(4);
    // Nothing is locked now: Unlock says so instead of "unlocked" (issue 17 §9).
    const again = await send('POST', `/api/gps/accused/${accusedId}/unlock`, puneAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(GPS_MESSAGES.notLocked);
    expect(
      (await send('POST', `/api/gps/accused/${accusedId}/unlock`, nagpurAdmin)).statusCode,
    ).toBe(404);
  });

  it('downloads gps_report_{date}.xlsx with the rows of the range', async () => {
    expect(
      (await send('GET', `/api/gps/export?from=${from}&to=${to}`, superadmin)).statusCode,
    ).toBe(403);
    const res = await send('GET', `/api/gps/export?from=${from}&to=${to}`, kothrudOfficer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gps_report_${today}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Accused Name');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(2).text).toContain('Gps Accused');
    expect(sheet?.getRow(2).getCell(11).value).toBe(2);
  });

  it("names the file with India's day and shows check-ins in India's time at 20:00 UTC", async () => {
    // 12:15 in India; an old day, so the other tests' week around today never holds it.
    await insertCheckin(t.deps.db, accusedId, new Date('2024-06-14T06:45:00Z'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 01:30 on 25 November in India, still 24 November on a machine clock in UTC.
      vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
      const res = await send(
        'GET',
        '/api/gps/export?from=2024-06-14&to=2024-06-14',
        kothrudOfficer,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="gps_report_2026-11-25.xlsx"',
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet?.rowCount).toBe(2);
      expect(sheet?.getRow(2).values).toContain('14-06-2024 12:15 PM');
    } finally {
      vi.useRealTimers();
    }
  });
});

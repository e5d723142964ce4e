import { randomUUID } from 'node:crypto';
import type { FieldAccusedDetail } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestAccused } from '../../test/accused-factory.js';
import { lockHome, setMobile } from '../../test/field-accused-data.repo.js';
import { countCheckins, insertTestAccused, stationIdOf } from '../../test/field-data.repo.js';
import { fieldLoginAs, loginAs } from '../../test/login.js';

let t: TestApp;
let kothrudApp: string;
let sitabuldiApp: string;
let wanted: number;
let unlocked: number;
let elsewhere: number;

function get(url: string, cookie: string | null) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  t = await buildTestApp();
  const officer = await loginAs(t.app, 'pune.kothrud');
  const kothrud = await stationIdOf(t.deps.db, 'Kothrud');
  const shivajinagar = await stationIdOf(t.deps.db, 'Shivajinagar');
  wanted = await createTestAccused(t.app, officer, {
    name: 'तपशील वॉन्टेड',
    nameEn: 'Detail Wanted',
    crimes: 3,
    registerFrom: 700,
    currentCondition: 'wanted',
    stationId: kothrud,
  });
  await setMobile(t.deps.db, wanted, '9876501234');
  await lockHome(t.deps.db, wanted, { latitude: 18.5, longitude: 73.8 });
  unlocked = await insertTestAccused(t.deps.db, {
    name: 'Detail Unlocked',
    cityId: 1,
    stationId: kothrud,
  });
  await lockHome(t.deps.db, unlocked, { latitude: 18.6, longitude: 73.9, locked: false });
  elsewhere = await insertTestAccused(t.deps.db, {
    name: 'Detail Elsewhere',
    cityId: 1,
    stationId: shivajinagar,
  });
  kothrudApp = await fieldLoginAs(t.app, '9100000002');
  sitabuldiApp = await fieldLoginAs(t.app, '9100000003');
});
afterAll(() => t.close());

describe('the field details screen of an accused (issue 20)', () => {
  it('gives the crimes in short, newest first, the wanted status, mobile and locked home', async () => {
    const res = await get(`/api/field/accused/${wanted}`, kothrudApp);
    expect(res.statusCode).toBe(200);
    const body = res.json<FieldAccusedDetail>();
    expect(body).toMatchObject({
      id: wanted,
      name: 'तपशील वॉन्टेड',
      nameEn: 'Detail Wanted',
      mobile: '9876501234',
      currentCondition: 'wanted',
      home: { latitude: 18.5, longitude: 73.8 },
      lastCheckinAt: null,
    });
    expect(body.crimes.map((c) => c.registerNumber)).toEqual(['702', '701', '700']);
    const year = new Date().getFullYear() - 1;
    expect(body.crimes[0]).toMatchObject({
      registerYear: year,
      registeredOn: `${year}-02-03`,
      station: { en: 'Kothrud' },
    });
    expect(body.crimes[0]?.title.en).not.toBe('');
    expect(body.crimes[0]?.title.mr).not.toBe('');
  });

  it('gives no home while the address is unlocked', async () => {
    const res = await get(`/api/field/accused/${unlocked}`, kothrudApp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ home: null, crimes: [], mobile: null });
  });

  it("answers 404 for an accused outside the app user's station, and 401 without a session", async () => {
    expect((await get(`/api/field/accused/${elsewhere}`, kothrudApp)).statusCode).toBe(404);
    expect((await get(`/api/field/accused/${wanted}`, sitabuldiApp)).statusCode).toBe(404);
    expect((await get(`/api/field/accused/${wanted}`, null)).statusCode).toBe(401);
  });

  it('shows the last check-in of the station', async () => {
    const capturedAt = new Date(Date.now() - 60_000).toISOString();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/field/checkins',
      headers: { cookie: kothrudApp },
      payload: {
        clientId: randomUUID(),
        accusedId: unlocked,
        latitude: 18.6,
        longitude: 73.9,
        found: true,
        capturedAt,
      },
    });
    expect(sent.statusCode).toBe(200);
    const res = await get(`/api/field/accused/${unlocked}`, kothrudApp);
    expect(res.json()).toMatchObject({ lastCheckinAt: capturedAt, checkinCount: 1 });
  });
});

describe("the phone's offline copy of the station's list (issue 20)", () => {
  it('pages through the same accused as the list, with their details', async () => {
    const list = await get('/api/field/accused?size=200', kothrudApp);
    const { total } = list.json<{ total: number }>();
    const seen: FieldAccusedDetail[] = [];
    for (let page = 0; seen.length < total; page++) {
      const res = await get(`/api/field/offline/accused?page=${page}&size=7`, kothrudApp);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ items: FieldAccusedDetail[]; total: number }>();
      expect(body.total).toBe(total);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(7);
      seen.push(...body.items);
    }
    expect(new Set(seen.map((a) => a.id)).size).toBe(total);
    expect(seen.some((a) => a.id === elsewhere)).toBe(false);
    const mine = seen.find((a) => a.id === wanted);
    expect(mine?.crimes).toHaveLength(3);
    expect(mine?.home).toEqual({ latitude: 18.5, longitude: 73.8 });
  });

  it('refuses a page size above 200', async () => {
    expect((await get('/api/field/offline/accused?size=201', kothrudApp)).statusCode).toBe(400);
  });
});

describe('a check-in queued offline and sent twice (issue 20)', () => {
  it('keeps one row for one client id, even when the resend races the first send', async () => {
    const body = {
      clientId: randomUUID(),
      accusedId: wanted,
      latitude: 18.5,
      longitude: 73.8,
      found: true,
      capturedAt: new Date().toISOString(),
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/field/checkins',
        headers: { cookie: kothrudApp },
        payload: body,
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json<{ replayed: boolean }>().replayed)).toHaveLength(2);
    expect(await countCheckins(t.deps.db, wanted)).toBe(1);
  });
});

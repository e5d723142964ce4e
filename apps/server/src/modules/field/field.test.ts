import { randomUUID } from 'node:crypto';
import { encodeSpotQr, FIELD_MESSAGES, MESSAGES, PASSWORD_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_DEMO_PASSWORD } from '../../db/seed/demo-content.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  appUserIdOf,
  countCheckins,
  countDevices,
  countVisits,
  findSpot,
  insertTestAccused,
  insertTestSpot,
  setMustChangePassword,
  stationIdOf,
} from '../../test/field-data.repo.js';
import { fieldLoginAs, loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { multipart, samplePng } from '../../test/upload.js';

let t: TestApp;
let kothrudApp: string;
let sitabuldiApp: string;
let kothrudOfficer: string;
let kothrud: number;
let shivajinagar: number;
let ownAccused: number;
let livesHere: number;
let otherAccused: number;

const KOTHRUD_PHONE = '9100000002';
const SITABULDI_PHONE = '9100000003';

async function fieldLogin(phone: string, password = FIELD_DEMO_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/field/auth/login',
    payload: { phone, password },
  });
}

const fieldCookie = (phone: string) => fieldLoginAs(t.app, phone);

function send(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
}

const checkin = (over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  accusedId: ownAccused,
  latitude: 18.5074,
  longitude: 73.8077,
  accuracyMeters: 12,
  found: true,
  details: 'Found at home',
  capturedAt: new Date().toISOString(),
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await stationIdOf(t.deps.db, 'Kothrud');
  shivajinagar = await stationIdOf(t.deps.db, 'Shivajinagar');
  ownAccused = await insertTestAccused(t.deps.db, {
    name: 'Field Own',
    cityId: 1,
    stationId: kothrud,
  });
  livesHere = await insertTestAccused(t.deps.db, {
    name: 'Field Resident',
    cityId: 1,
    stationId: shivajinagar,
    addressStationId: kothrud,
  });
  otherAccused = await insertTestAccused(t.deps.db, {
    name: 'Field Other',
    cityId: 1,
    stationId: shivajinagar,
  });
  kothrudApp = await fieldCookie(KOTHRUD_PHONE);
  sitabuldiApp = await fieldCookie(SITABULDI_PHONE);
  kothrudOfficer = await loginAs(t.app, 'pune.kothrud');
});
afterAll(() => t.close());

describe('field login (issue 5 §7)', () => {
  it('signs an approved app user in with a cookie scoped to /api/field', async () => {
    const res = await fieldLogin(KOTHRUD_PHONE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: KOTHRUD_PHONE,
      stationId: kothrud,
      mustChangePassword: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'cmis_field');
    expect(cookie).toMatchObject({ path: '/api/field', httpOnly: true });
    expect(res.cookies.find((c) => c.name === 'cmis_session')).toBeUndefined();
  });

  it('refuses a wrong password and an app user that is not approved', async () => {
    const wrong = await fieldLogin(KOTHRUD_PHONE, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);
    // 9822000103 is pending (status 0) and has no password at all.
    expect((await fieldLogin('9822000103', 'Anything#1')).statusCode).toBe(401);
  });

  it('validates the phone and password', async () => {
    const res = await send('POST', '/api/field/auth/login', null, { phone: '12', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      phone: FIELD_MESSAGES.phoneInvalid,
      password: PASSWORD_MESSAGES.required,
    });
  });

  it('locks a phone after five wrong tries', async () => {
    for (let i = 0; i < 5; i++) await fieldLogin('9822000104', 'Wrong#Pass1');
    const res = await fieldLogin('9822000104', 'Wrong#Pass1');
    expect(res.statusCode).toBe(429);
  });

  it('ends the session on logout', async () => {
    const cookie = await fieldCookie(KOTHRUD_PHONE);
    expect((await send('POST', '/api/field/auth/logout', cookie)).statusCode).toBe(200);
    expect((await send('GET', '/api/field/auth/me', cookie)).statusCode).toBe(401);
  });
});

describe('app users and officers never share a session', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/api/field/auth/me', '/api/field/accused', '/api/field/news']) {
      expect((await send('GET', url, null)).statusCode).toBe(401);
    }
    expect((await send('POST', '/api/field/checkins', null, checkin())).statusCode).toBe(401);
  });

  it("does not let an officer's cookie reach the field API", async () => {
    expect((await send('GET', '/api/field/accused', kothrudOfficer)).statusCode).toBe(401);
  });

  it("does not let an app user's cookie reach officer routes", async () => {
    expect((await send('GET', '/api/auth/me', kothrudApp)).statusCode).toBe(401);
    expect((await send('GET', '/api/accused?page=0&size=10', kothrudApp)).statusCode).toBe(401);
  });
});

describe('one-time password must be changed first', () => {
  const phone = '9100000004';
  it('allows only me, logout and password change until the password is changed', async () => {
    await setMustChangePassword(t.deps.db, phone, true);
    const cookie = await fieldCookie(phone);
    const me = await send('GET', '/api/field/auth/me', cookie);
    expect(me.json().mustChangePassword).toBe(true);
    const blocked = await send('GET', '/api/field/accused', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(FIELD_MESSAGES.mustChangePassword);

    const reused = await send('POST', '/api/field/auth/password', cookie, {
      oldPassword: FIELD_DEMO_PASSWORD,
      password: FIELD_DEMO_PASSWORD,
      confirmPassword: FIELD_DEMO_PASSWORD,
    });
    expect(reused.json().error.fields.password).toBe(PASSWORD_MESSAGES.reused);
    const mismatch = await send('POST', '/api/field/auth/password', cookie, {
      oldPassword: FIELD_DEMO_PASSWORD,
      password: 'New#Pass12',
      confirmPassword: 'New#Pass13',
    });
    expect(mismatch.json().error.fields.confirmPassword).toBe(PASSWORD_MESSAGES.mismatch);
    const weak = await send('POST', '/api/field/auth/password', cookie, {
      oldPassword: FIELD_DEMO_PASSWORD,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json().error.fields.password).toBe(PASSWORD_MESSAGES.min);
    const wrongOld = await send('POST', '/api/field/auth/password', cookie, {
      oldPassword: 'Not#The1Old',
      password: 'New#Pass12',
      confirmPassword: 'New#Pass12',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error.fields.oldPassword).toBe(FIELD_MESSAGES.wrongOldPassword);

    const ok = await send('POST', '/api/field/auth/password', cookie, {
      oldPassword: FIELD_DEMO_PASSWORD,
      password: 'New#Pass12',
      confirmPassword: 'New#Pass12',
    });
    expect(ok.statusCode).toBe(200);
    expect((await send('GET', '/api/field/accused', cookie)).statusCode).toBe(200);
    const id = await appUserIdOf(t.deps.db, phone);
    expect(await countAudit(t.deps.db, 'app-user', String(id))).toBeGreaterThan(0);
    expect((await fieldLogin(phone, 'New#Pass12')).statusCode).toBe(200);
  });
});

describe('an admin reset of the password', () => {
  it('asks for a new password again and ends the sessions on the old one', async () => {
    const phone = '9100000005';
    const before = await fieldCookie(phone);
    const admin = await loginAs(t.app, 'pune.admin');
    const id = await appUserIdOf(t.deps.db, phone);
    const reset = await send('POST', `/api/app-users/${id}/reset-password`, admin, {});
    expect(reset.statusCode).toBe(200);
    expect((await send('GET', '/api/field/auth/me', before)).statusCode).toBe(401);
    const otp = reset.json().oneTimePassword as string;
    const cookie = (await fieldLogin(phone, otp)).cookies.find((c) => c.name === 'cmis_field');
    const after = `cmis_field=${cookie?.value}`;
    expect((await send('GET', '/api/field/auth/me', after)).json().mustChangePassword).toBe(true);
    expect((await send('GET', '/api/field/accused', after)).statusCode).toBe(403);
  });
});

describe('accused of the station', () => {
  it('lists the accused entered by the station or living in its limits', async () => {
    const res = await send('GET', '/api/field/accused?size=200', kothrudApp);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((a: { id: number }) => a.id);
    expect(ids).toContain(ownAccused);
    expect(ids).toContain(livesHere);
    expect(ids).not.toContain(otherAccused);
    const search = await send('GET', '/api/field/accused?search=Resident', kothrudApp);
    expect(search.json().items.map((a: { id: number }) => a.id)).toEqual([livesHere]);
  });
});

describe('check-ins', () => {
  it('validates the check-in', async () => {
    const res = await send('POST', '/api/field/checkins', kothrudApp, {
      clientId: 'nope',
      accusedId: 0,
      latitude: 200,
      longitude: 73,
      details: 'x'.repeat(501),
      capturedAt: 'yesterday',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      clientId: FIELD_MESSAGES.clientIdInvalid,
      accusedId: FIELD_MESSAGES.accusedRequired,
      latitude: FIELD_MESSAGES.positionRequired,
      found: FIELD_MESSAGES.statusRequired,
      details: FIELD_MESSAGES.detailsTooLong,
      capturedAt: FIELD_MESSAGES.timeInvalid,
    });
  });

  it('stores a check-in once, audited, and answers a replay with the stored item', async () => {
    const item = checkin();
    const first = await send('POST', '/api/field/checkins', kothrudApp, item);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accusedId: ownAccused, found: true, replayed: false });
    const id = first.json().id;
    expect(await countAudit(t.deps.db, 'gps-checkin', String(id))).toBe(1);

    const again = await send('POST', '/api/field/checkins', kothrudApp, { ...item, found: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, found: true, replayed: true });
    expect(await countCheckins(t.deps.db, ownAccused)).toBe(1);
    expect(await countAudit(t.deps.db, 'gps-checkin', String(id))).toBe(1);
    const list = await send('GET', '/api/field/accused?search=Field Own', kothrudApp);
    expect(list.json().items[0]).toMatchObject({ id: ownAccused, checkinCount: 1 });
    expect(list.json().items[0].lastCheckinAt).not.toBeNull();
  });

  it('accepts an accused who lives in the station limits', async () => {
    const res = await send(
      'POST',
      '/api/field/checkins',
      kothrudApp,
      checkin({ accusedId: livesHere, found: false }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an accused of another station and writes nothing', async () => {
    const res = await send(
      'POST',
      '/api/field/checkins',
      kothrudApp,
      checkin({ accusedId: otherAccused }),
    );
    expect(res.statusCode).toBe(404);
    expect(await countCheckins(t.deps.db, otherAccused)).toBe(0);
    const nagpur = await send('POST', '/api/field/checkins', sitabuldiApp, checkin());
    expect(nagpur.statusCode).toBe(404);
  });

  it('takes a camera photo and links it; officers of the station can open it', async () => {
    const body = multipart('camera.png', await samplePng(), 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/field/photos',
      headers: { cookie: kothrudApp, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    const photoId = up.json().id;
    // Another app user cannot use it.
    const stolen = await send('POST', '/api/field/checkins', sitabuldiApp, checkin({ photoId }));
    expect(stolen.statusCode).toBe(404);
    const res = await send('POST', '/api/field/checkins', kothrudApp, checkin({ photoId }));
    expect(res.statusCode).toBe(200);
    expect(res.json().photoUrl).toBe(`/api/files/${photoId}`);
    expect((await send('GET', `/api/files/${photoId}`, kothrudOfficer)).statusCode).toBe(200);
    const bad = multipart('notes.txt', Buffer.from('plain text'), 'text/plain');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/field/photos',
      headers: { cookie: kothrudApp, 'content-type': bad.contentType },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
  });
});

describe('patrol visits from a spot QR', () => {
  let puneSpot: number;
  let nagpurSpot: number;
  const qrOf = (code: string, name = 'x', landmark = 'x') =>
    encodeSpotQr({ code, name, spotTypeId: 1, landmark, cityId: 1, stationId: kothrud });
  const puneQr = () => qrOf('PuneSpot0000001', 'Kothrud depot', 'Bus depot');
  beforeAll(async () => {
    puneSpot = await insertTestSpot(t.deps.db, {
      code: 'PuneSpot0000001',
      name: 'Kothrud depot',
      cityId: 1,
      stationId: kothrud,
    });
    nagpurSpot = await insertTestSpot(t.deps.db, {
      code: 'NagpurSpot00001',
      name: 'Sitabuldi fort gate',
      cityId: 3,
      stationId: await stationIdOf(t.deps.db, 'Sitabuldi'),
    });
  });
  const visit = (qr: string, over: Record<string, unknown> = {}) => ({
    clientId: randomUUID(),
    qr,
    latitude: 18.5,
    longitude: 73.81,
    accuracyMeters: 15,
    scannedAt: new Date().toISOString(),
    ...over,
  });

  it('refuses text that is not a spot QR', async () => {
    const res = await send('POST', '/api/field/visits', kothrudApp, visit('hello'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.qr).toBe(FIELD_MESSAGES.qrInvalid);
    const empty = await send('POST', '/api/field/visits', kothrudApp, visit(''));
    expect(empty.json().error.fields.qr).toBe(FIELD_MESSAGES.qrRequired);
  });

  it('refuses the QR of another city and writes nothing', async () => {
    // The city inside the QR (Pune) is not trusted: only the code is looked up.
    const qr = qrOf('NagpurSpot00001');
    const res = await send('POST', '/api/field/visits', kothrudApp, visit(qr));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(FIELD_MESSAGES.qrOtherCity);
    expect(await countVisits(t.deps.db, nagpurSpot)).toBe(0);
  });

  it('records a visit, geotags the spot on the first scan only, and ignores a replay', async () => {
    const first = visit(puneQr());
    const res = await send('POST', '/api/field/visits', kothrudApp, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ spotId: puneSpot, geotagged: true, replayed: false });
    expect(await countAudit(t.deps.db, 'patrol-visit', String(res.json().id))).toBe(1);
    const replay = await send('POST', '/api/field/visits', kothrudApp, first);
    expect(replay.json()).toMatchObject({ id: res.json().id, geotagged: true, replayed: true });
    const second = await send(
      'POST',
      '/api/field/visits',
      kothrudApp,
      visit(puneQr(), { latitude: 18.5005, longitude: 73.8105 }),
    );
    expect(second.json().geotagged).toBe(false);
    expect(await countVisits(t.deps.db, puneSpot)).toBe(2);
    const spot = await findSpot(t.deps.db, puneSpot);
    expect(spot).toMatchObject({ geotagged: true, latitude: 18.5, longitude: 73.81 });
  });

  it('takes a typed spot code as well as the QR text', async () => {
    const res = await send('POST', '/api/field/visits', kothrudApp, visit('PuneSpot0000001'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ spotId: puneSpot, geotagged: false });
  });

  it('answers 404 for a code no spot has', async () => {
    const body = visit(qrOf('Unknown00000000'));
    expect((await send('POST', '/api/field/visits', kothrudApp, body)).statusCode).toBe(404);
  });
});

describe('devices and news', () => {
  it('registers a push token once per device', async () => {
    const empty = await send('POST', '/api/field/devices', kothrudApp, { token: ' ' });
    expect(empty.json().error.fields.token).toBe(FIELD_MESSAGES.tokenRequired);
    const token = `webpush:https://push.example/${randomUUID()}`;
    expect((await send('POST', '/api/field/devices', kothrudApp, { token })).statusCode).toBe(200);
    expect((await send('POST', '/api/field/devices', kothrudApp, { token })).statusCode).toBe(200);
    const id = await appUserIdOf(t.deps.db, KOTHRUD_PHONE);
    expect(await countDevices(t.deps.db, id, token)).toBe(1);
  });

  it("shows the active news of the app user's city and the notifications", async () => {
    const res = await send('GET', '/api/field/news', kothrudApp);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.news.length).toBeGreaterThan(0);
    expect(
      body.news.every((n: { cityId: number | null }) => n.cityId === null || n.cityId === 1),
    ).toBe(true);
    expect(body.news.every((n: { status: number }) => n.status === 1)).toBe(true);
    expect(body.notifications.length).toBeGreaterThan(0);
  });
});

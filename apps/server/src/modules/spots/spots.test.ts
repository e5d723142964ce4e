import { decodeSpotQr, encodeSpotQr, SPOT_MESSAGES, SPOT_QR_MAX_BYTES } from '@cmis/shared';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { newSpotCode, qrPng } from './spots.service.js';

let t: TestApp;
let puneAdmin: string;
let kothrud: string;
let shivajinagar: string;
let nagpurAdmin: string;
let superadmin: string;
let puneStations: { id: number; nameEn: string }[];
let nagpurStations: { id: number; nameEn: string }[];

const send = (method: 'POST' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const create = (cookie: string | undefined, body: object) =>
  send('POST', '/api/spots', cookie, body);

beforeAll(async () => {
  t = await buildTestApp();
  puneAdmin = await loginAs(t.app, 'pune.admin');
  kothrud = await loginAs(t.app, 'pune.kothrud');
  shivajinagar = await loginAs(t.app, 'pune.shivajinagar');
  nagpurAdmin = await loginAs(t.app, 'nagpur.admin');
  superadmin = await loginAs(t.app, 'superadmin');
  puneStations = (await send('GET', '/api/masters/cities/1/stations', puneAdmin)).json();
  nagpurStations = (await send('GET', '/api/masters/cities/3/stations', nagpurAdmin)).json();
});
afterAll(() => t.close());

const stationId = (name: string) => {
  const s = [...puneStations, ...nagpurStations].find((x) => x.nameEn === name);
  if (!s) throw new Error(`no station ${name}`);
  return s.id;
};

const spot = (over: object = {}) => ({
  spotTypeId: 1,
  name: 'कर्वे रस्ता एटीएम',
  spotTime: 'night',
  landmark: 'Near Karve Road bus stop',
  patrollingPerson: 'HC 1234 Patil',
  ...over,
});

describe('patrol spots (spec 2 §2.5, §3.7, §5.8, §6)', () => {
  it('answers 401 without a session and 403 to role 8 on create', async () => {
    for (const url of ['/api/spots', '/api/spots/1', '/api/spots/1/qr.png']) {
      expect((await send('GET', url)).statusCode, url).toBe(401);
    }
    expect((await create(undefined, spot())).statusCode).toBe(401);
    expect((await create(superadmin, spot())).statusCode).toBe(403);
  });

  it('gives every §5.8 message for an empty form', async () => {
    const res = await create(puneAdmin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      spotTypeId: SPOT_MESSAGES.spotTypeRequired,
      name: 'Spot Name is required',
      spotTime: 'Spot Time is required',
      landmark: 'Landmark is required',
      patrollingPerson: 'Please enter Patrolling Person',
    });
    const noStation = await create(puneAdmin, spot());
    expect(noStation.statusCode).toBe(400);
    expect(noStation.json().error.fields).toEqual({ stationId: 'Please enter user district' });
    const badType = await create(
      puneAdmin,
      spot({ spotTypeId: 999, stationId: stationId('Kothrud') }),
    );
    expect(badType.json().error.fields).toEqual({ spotTypeId: 'Please enter a valid spotType' });
    const otherUnit = await create(puneAdmin, spot({ stationId: stationId('Sitabuldi') }));
    expect(otherUnit.statusCode).toBe(400);
    expect(otherUnit.json().error.fields.stationId).toBe(SPOT_MESSAGES.stationOutsideUnit);
    const long = await create(kothrud, spot({ name: 'न'.repeat(81), landmark: 'x'.repeat(151) }));
    expect(long.json().error.fields).toEqual({
      name: SPOT_MESSAGES.nameTooLong,
      landmark: SPOT_MESSAGES.landmarkTooLong,
    });
    // Within the limits but too much Devanagari for a readable QR.
    const dense = await create(kothrud, spot({ name: 'न'.repeat(80), landmark: 'ठ'.repeat(150) }));
    expect(dense.statusCode).toBe(400);
    expect(dense.json().error.fields.name).toBe(SPOT_MESSAGES.qrTooLong);
  });

  it('role 4 creates in a station of its unit; the QR PNG decodes to the encoded content', async () => {
    const res = await create(puneAdmin, spot({ stationId: stationId('Kothrud') }));
    expect(res.statusCode).toBe(200);
    const { item, message } = res.json();
    expect(message).toBe(SPOT_MESSAGES.saved);
    expect(item.code).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(item).toMatchObject({
      cityId: 1,
      stationId: stationId('Kothrud'),
      geotagged: false,
      visitCount: 0,
      lastVisitAt: null,
    });
    const expected = encodeSpotQr({
      code: item.code,
      name: 'कर्वे रस्ता एटीएम',
      spotTypeId: 1,
      landmark: 'Near Karve Road bus stop',
      cityId: 1,
      stationId: stationId('Kothrud'),
    });
    expect(item.qrContent).toBe(expected);
    expect(await countAudit(t.deps.db, 'spot', String(item.id))).toBe(1);

    const png = await send('GET', `/api/spots/${item.id}/qr.png?download=1`, puneAdmin);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="spot-${item.code}.png"`);
    const { data, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(300);
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(expected);
    expect(decodeSpotQr(decoded?.data ?? '')?.code).toBe(item.code);
  });

  it('a long Marathi spot within the limit still gives a readable QR', async () => {
    const res = await create(
      kothrud,
      spot({ name: 'कर्वे रस्ता नळ स्टॉप चौक एटीएम केंद्र', landmark: 'म'.repeat(90) }),
    );
    expect(res.statusCode).toBe(200);
    const { item } = res.json();
    const png = await send('GET', `/api/spots/${item.id}/qr.png`, kothrud);
    const { data, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(item.qrContent);
  });

  it('role 2 creates for its own station whatever station it sends', async () => {
    const res = await create(
      kothrud,
      spot({ name: 'Paud Road petrol pump', stationId: stationId('Shivajinagar') }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().item.stationId).toBe(stationId('Kothrud'));
  });

  it('lists by scope and answers 404 out of scope', async () => {
    const created = (await create(kothrud, spot({ name: 'Scope check spot' }))).json().item;
    const listOf = async (cookie: string) =>
      (await send('GET', '/api/spots?page=0&size=100', cookie)).json<{
        items: { id: number; cityId: number; stationId: number }[];
        total: number;
      }>();
    const kothrudList = await listOf(kothrud);
    expect(kothrudList.items.every((s) => s.stationId === stationId('Kothrud'))).toBe(true);
    expect(kothrudList.items.some((s) => s.id === created.id)).toBe(true);
    expect((await listOf(shivajinagar)).items.some((s) => s.id === created.id)).toBe(false);
    expect((await listOf(puneAdmin)).items.every((s) => s.cityId === 1)).toBe(true);
    expect((await listOf(nagpurAdmin)).items.some((s) => s.id === created.id)).toBe(false);
    expect((await listOf(superadmin)).items.some((s) => s.id === created.id)).toBe(true);

    const search = await send('GET', '/api/spots?search=scope%20check', puneAdmin);
    expect(search.json().items.map((s: { id: number }) => s.id)).toEqual([created.id]);

    for (const cookie of [shivajinagar, nagpurAdmin]) {
      expect((await send('GET', `/api/spots/${created.id}`, cookie)).statusCode).toBe(404);
      expect((await send('GET', `/api/spots/${created.id}/qr.png`, cookie)).statusCode).toBe(404);
    }
    expect((await send('GET', `/api/spots/${created.id}`, superadmin)).statusCode).toBe(200);
    expect((await send('GET', '/api/spots/999999', superadmin)).statusCode).toBe(404);
  });

  it('draws every QR up to the length limit 300 px wide and readable', async () => {
    for (const letters of [1, 40, 80, Math.floor((SPOT_QR_MAX_BYTES - 120) / 9)]) {
      const text = encodeSpotQr({
        code: newSpotCode(),
        name: 'न'.repeat(letters),
        spotTypeId: 12,
        landmark: 'Near the canal bridge',
        cityId: 1,
        stationId: 2,
      });
      expect(text.length).toBeLessThanOrEqual(SPOT_QR_MAX_BYTES);
      const { data, info } = await sharp(await qrPng(text))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([300, 300]);
      expect(jsQR(new Uint8ClampedArray(data), 300, 300)?.data, `${letters} letters`).toBe(text);
    }
  });

  it('draws 15 alphanumeric characters for every code', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newSpotCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{15}$/);
  });
});

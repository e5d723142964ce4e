import { randomUUID } from 'node:crypto';
import { addDays, BREACH_MESSAGES, FIELD_MESSAGES, istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccused,
  findTheftSection,
  type TheftSection,
} from '../../test/accused-factory.js';
import { countBreachesOf, countPushesNaming } from '../../test/breach-data.repo.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { stationIdOf } from '../../test/field-data.repo.js';
import { fieldLoginAs, loginAll } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { multipart, samplePng } from '../../test/upload.js';
import { readSheet } from '../../test/xlsx.js';

let t: TestApp;
let who: Record<string, string>;
let kothrudApp: string;
let kothrud: number;
let shivajinagar: number;
let theft: TheftSection;
const today = istDate();

function send(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

/** An order of `type` (6 = MPA section 56) over `from..to` on the given area. */
async function order(
  accusedId: number,
  over: { type?: number; from?: string; to?: string; cityIds?: number[]; stationIds?: number[] },
) {
  const res = await send(
    'POST',
    `/api/accused/${accusedId}/preventive-actions`,
    who['pune.kothrud']!,
    {
      actionTypeId: over.type ?? 6,
      chapterCase: String(Math.floor(Math.random() * 100000)),
      chapterYear: Number(today.slice(0, 4)),
      bondDate: addDays(today, -10),
      dateFrom: over.from ?? addDays(today, -2),
      dateTo: over.to ?? addDays(today, 2),
      externmentCityIds: over.cityIds ?? [],
      externmentStationIds: over.stationIds ?? [],
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; externmentStationIds: number[] }>();
}

const checkin = (accusedId: number, over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  accusedId,
  latitude: 18.5074,
  longitude: 73.8077,
  accuracyMeters: 12,
  found: true,
  details: '',
  capturedAt: new Date().toISOString(),
  ...over,
});

async function photo(): Promise<string> {
  const m = multipart('seen.png', await samplePng(), 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/field/photos',
    headers: { cookie: kothrudApp, 'content-type': m.contentType },
    payload: m.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

const newAccused = (name: string) =>
  createTestAccused(t.app, who['pune.kothrud']!, { name, nameEn: name });

beforeAll(async () => {
  t = await buildTestApp();
  who = await loginAll(t.app, [
    'pune.kothrud',
    'pune.shivajinagar',
    'pune.admin',
    'nagpur.admin',
    'nagpur.sitabuldi',
    'superadmin',
  ]);
  kothrudApp = await fieldLoginAs(t.app, '9100000002');
  kothrud = await stationIdOf(t.deps.db, 'Kothrud');
  shivajinagar = await stationIdOf(t.deps.db, 'Shivajinagar');
  theft = await findTheftSection(async (url) =>
    (await send('GET', url, who['pune.kothrud']!)).json(),
  );
  // A phone of the Kothrud app user, to see the breach's push queued for it.
  await send('POST', '/api/field/devices', kothrudApp, { token: 'breach-test-device' });
});
afterAll(() => t.close());

describe('the breach rule (issue 20 item 2)', () => {
  it('stores and returns the order’s police stations, and clears them for other types', async () => {
    const id = await newAccused('Area Keeper');
    const extern = await order(id, { stationIds: [kothrud, shivajinagar] });
    expect(extern.externmentStationIds).toEqual([kothrud, shivajinagar]);
    const chapter = await order(id, { type: 1, stationIds: [kothrud] });
    expect(chapter.externmentStationIds).toEqual([]);
    const profile = (await send('GET', `/api/accused/${id}`, who['pune.kothrud']!)).json();
    expect(
      profile.preventiveActions.map(
        (p: { externmentStationIds: number[] }) => p.externmentStationIds,
      ),
    ).toEqual(expect.arrayContaining([[kothrud, shivajinagar], []]));
  });

  it('raises one breach for a check-in inside the area during the period, and none on a resend', async () => {
    const id = await newAccused('Externed Checkin');
    await order(id, { stationIds: [kothrud] });
    const body = checkin(id);
    const first = await send('POST', '/api/field/checkins', kothrudApp, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(await countBreachesOf(t.deps.db, id, 'checkin')).toBe(1);
    const again = await send('POST', '/api/field/checkins', kothrudApp, body);
    expect(again.json().replayed).toBe(true);
    expect(await countBreachesOf(t.deps.db, id)).toBe(1);
    // Pushed to the app users of the station where it happened.
    expect(await countPushesNaming(t.deps.db, 'Externed Checkin')).toBeGreaterThan(0);
  });

  it('counts a whole unit of the area as well as its stations', async () => {
    const id = await newAccused('Externed Unit');
    await order(id, { cityIds: [1] });
    await send('POST', '/api/field/checkins', kothrudApp, checkin(id));
    expect(await countBreachesOf(t.deps.db, id, 'checkin')).toBe(1);
  });

  it('raises nothing outside the area, before or after the period, or under another type', async () => {
    const outside = await newAccused('Externed Elsewhere');
    await order(outside, { cityIds: [3], stationIds: [shivajinagar] });
    await send('POST', '/api/field/checkins', kothrudApp, checkin(outside));

    const period = await newAccused('Externed Later');
    await order(period, {
      from: addDays(today, -10),
      to: addDays(today, -5),
      stationIds: [kothrud],
    });
    await send('POST', '/api/field/checkins', kothrudApp, checkin(period));
    const before = new Date(Date.now() - 12 * 86_400_000).toISOString();
    await send('POST', '/api/field/checkins', kothrudApp, checkin(period, { capturedAt: before }));

    const chapter = await newAccused('Chapter Case Only');
    await order(chapter, { type: 1, cityIds: [1], stationIds: [kothrud] });
    await send('POST', '/api/field/checkins', kothrudApp, checkin(chapter));

    expect(await countBreachesOf(t.deps.db, outside)).toBe(0);
    expect(await countBreachesOf(t.deps.db, period)).toBe(0);
    expect(await countBreachesOf(t.deps.db, chapter)).toBe(0);
  });

  it('raises a breach for an arrest and for a crime registered inside the area', async () => {
    const id = await newAccused('Externed Arrest');
    const detail = (await send('GET', `/api/accused/${id}`, who['pune.kothrud']!)).json();
    await order(id, { stationIds: [kothrud] });
    const arrest = await send(
      'POST',
      `/api/crimes/${detail.crimes[0].id}/arrests`,
      who['pune.kothrud']!,
      {
        currentStatusId: 1,
        arrestedAt: new Date().toISOString(),
        courtAt: `${addDays(today, 1)}T11:00:00+05:30`,
        fingerprint: '0',
        aadhaar: '',
      },
    );
    expect(arrest.statusCode, arrest.body).toBe(200);
    expect(await countBreachesOf(t.deps.db, id, 'arrest')).toBe(1);

    const crime = {
      stateId: 1,
      cityId: 1,
      stationId: kothrud,
      registerNumber: '771',
      registerYear: Number(today.slice(0, 4)),
      registeredOn: today,
      crimeTitleId: 1,
      statusId: 1,
      sections: [theft],
      members: [],
    };
    const added = await send('POST', `/api/accused/${id}/crimes`, who['pune.kothrud']!, crime);
    expect(added.statusCode, added.body).toBe(200);
    expect(await countBreachesOf(t.deps.db, id, 'crime')).toBe(1);
    const crimeId = added
      .json()
      .crimes.find((c: { registerNumber: string }) => c.registerNumber === '771').id;
    const updated = await send('PUT', `/api/crimes/${crimeId}`, who['pune.kothrud']!, crime);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await countBreachesOf(t.deps.db, id, 'crime')).toBe(1);
  });
});

describe('"seen here" sightings (issue 20 item 2)', () => {
  it('stores a sighting once, audited, and raises a breach', async () => {
    const id = await newAccused('Externed Seen');
    await order(id, { stationIds: [kothrud] });
    const body = {
      clientId: randomUUID(),
      accusedId: id,
      latitude: 18.5,
      longitude: 73.8,
      photoId: await photo(),
      details: 'At the bus stand',
      seenAt: new Date().toISOString(),
    };
    const res = await send('POST', '/api/field/sightings', kothrudApp, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accusedId: id, breach: true, replayed: false });
    const again = await send('POST', '/api/field/sightings', kothrudApp, body);
    expect(again.json()).toMatchObject({ id: res.json().id, breach: true, replayed: true });
    expect(await countBreachesOf(t.deps.db, id, 'sighting')).toBe(1);
    expect(await countAudit(t.deps.db, 'field-sighting', String(res.json().id))).toBe(1);
    const list = (await send('GET', `/api/breaches?kind=sighting`, who['pune.kothrud']!)).json();
    const row = list.items.find((b: { accusedId: number }) => b.accusedId === id);
    expect(row).toMatchObject({ latitude: 18.5, longitude: 73.8, kind: 'sighting' });
    expect(row.photoUrl).toMatch(/^\/api\/files\//);
  });

  it('says what is missing, and refuses an accused the station does not check', async () => {
    const bad = await send('POST', '/api/field/sightings', kothrudApp, {
      clientId: randomUUID(),
      accusedId: 1,
      seenAt: new Date().toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      photoId: FIELD_MESSAGES.sightingPhotoRequired,
      latitude: FIELD_MESSAGES.positionRequired,
    });
    const elsewhere = await createTestAccused(t.app, who['pune.shivajinagar']!, {
      stationId: shivajinagar,
    });
    const res = await send('POST', '/api/field/sightings', kothrudApp, {
      clientId: randomUUID(),
      accusedId: elsewhere,
      latitude: 18.5,
      longitude: 73.8,
      photoId: await photo(),
      seenAt: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the Breaches screen: scope, filters, acknowledging, export', () => {
  let accusedId: number;
  let breachId: number;

  beforeAll(async () => {
    accusedId = await newAccused('Externed Screen');
    await order(accusedId, { stationIds: [kothrud] });
    await send('POST', '/api/field/checkins', kothrudApp, checkin(accusedId));
    const list = (await send('GET', '/api/breaches?size=100', who['pune.kothrud']!)).json();
    breachId = list.items.find((b: { accusedId: number }) => b.accusedId === accusedId).id;
  });

  const idsSeenBy = async (userid: string, query = '') => {
    const res = await send('GET', `/api/breaches?size=100${query}`, who[userid]!);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { id: number }[] }>().items.map((b) => b.id);
  };

  it('shows a breach to its station, its unit and the state only', async () => {
    expect(await idsSeenBy('pune.kothrud')).toContain(breachId);
    expect(await idsSeenBy('pune.admin')).toContain(breachId);
    expect(await idsSeenBy('superadmin')).toContain(breachId);
    expect(await idsSeenBy('superadmin', '&cityId=3')).not.toContain(breachId);
    expect(await idsSeenBy('pune.shivajinagar')).not.toContain(breachId);
    expect(await idsSeenBy('nagpur.admin')).not.toContain(breachId);
    expect(await idsSeenBy('nagpur.sitabuldi')).not.toContain(breachId);
  });

  it('filters by kind, status, station and dates, newest first, with the total', async () => {
    const res = (await send('GET', '/api/breaches?size=2', who['pune.kothrud']!)).json();
    expect(res.total).toBeGreaterThan(2);
    expect(res.items).toHaveLength(2);
    expect(res.items[0].occurredAt >= res.items[1].occurredAt).toBe(true);
    expect(await idsSeenBy('pune.kothrud', '&kind=arrest')).not.toContain(breachId);
    expect(await idsSeenBy('pune.kothrud', '&kind=checkin')).toContain(breachId);
    expect(await idsSeenBy('pune.admin', `&stationId=${shivajinagar}`)).not.toContain(breachId);
    expect(await idsSeenBy('pune.admin', `&stationId=${kothrud}`)).toContain(breachId);
    expect(await idsSeenBy('pune.kothrud', `&from=${today}&to=${today}`)).toContain(breachId);
    expect(await idsSeenBy('pune.kothrud', `&to=${addDays(today, -1)}`)).not.toContain(breachId);
    const order = await send(
      'GET',
      `/api/breaches?from=${today}&to=${addDays(today, -1)}`,
      who['pune.kothrud']!,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields.to).toBe(BREACH_MESSAGES.rangeOrder);
  });

  it('lists the accused’s breaches on the profile for whoever reads the record', async () => {
    const res = await send('GET', `/api/accused/${accusedId}/breaches`, who['pune.admin']!);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((b: { id: number }) => b.id)).toContain(breachId);
    expect(
      (await send('GET', `/api/accused/${accusedId}/breaches`, who['nagpur.admin']!)).statusCode,
    ).toBe(404);
  });

  it('acknowledges once, audited; 404 outside the scope, 409 the second time', async () => {
    const path = `/api/breaches/${breachId}/acknowledge`;
    expect((await send('POST', path, who['pune.shivajinagar']!, { note: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send('POST', path, who['nagpur.admin']!, { note: 'x' })).statusCode).toBe(404);
    expect((await send('POST', path, who['superadmin']!, { note: 'x' })).statusCode).toBe(403);
    const long = await send('POST', path, who['pune.kothrud']!, { note: 'x'.repeat(501) });
    expect(long.json().error.fields.note).toBe(BREACH_MESSAGES.noteTooLong);
    const res = await send('POST', path, who['pune.kothrud']!, { note: 'Sent a team' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: breachId, acknowledgeNote: 'Sent a team' });
    expect(res.json().acknowledgedAt).not.toBeNull();
    expect(res.json().acknowledgedBy).toBeTruthy();
    expect(await countAudit(t.deps.db, 'externment-breach', String(breachId))).toBe(1);
    const again = await send('POST', path, who['pune.admin']!, { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BREACH_MESSAGES.alreadyAcknowledged);
    expect(await idsSeenBy('pune.kothrud', '&status=open')).not.toContain(breachId);
    expect(await idsSeenBy('pune.kothrud', '&status=acknowledged')).toContain(breachId);
  });

  it("exports the filtered breaches as a workbook that opens, in the officer's language", async () => {
    const cookie = who['pune.admin']!;
    const names = (sheet: Awaited<ReturnType<typeof readSheet>>) => {
      const found: string[] = [];
      sheet.eachRow((row, n) => {
        if (n > 4) found.push(row.getCell(2).text);
      });
      return found;
    };
    // Marathi first, as the account starts (spec 3 §9: the reports follow the language).
    expect(
      (await send('PUT', '/api/auth/me/language', cookie, { language: 'mr' })).statusCode,
    ).toBe(200);
    const mr = await send('GET', '/api/breaches/export.xlsx?kind=checkin&status=open', cookie);
    expect(mr.statusCode).toBe(200);
    expect(decodeURIComponent(String(mr.headers['content-disposition']))).toContain(
      'तडीपार उल्लंघने_',
    );
    const mrSheet = await readSheet(mr);
    expect(mrSheet.getCell('A1').value).toBe('तडीपार उल्लंघने');
    expect(mrSheet.getCell('A2').text).toContain('घटक: ');
    expect(mrSheet.getCell('A2').text).toContain(' · प्रलंबित · GPS चेक-इन');
    expect(mrSheet.getCell('A3').text).toBe('तयार करणारे: pune.admin');
    expect(mrSheet.getRow(4).getCell(2).value).toBe('आरोपीचे नाव');
    expect(mrSheet.getRow(5).getCell(3).value).toBe('GPS चेक-इन');

    expect(
      (await send('PUT', '/api/auth/me/language', cookie, { language: 'en' })).statusCode,
    ).toBe(200);
    const res = await send('GET', '/api/breaches/export.xlsx?kind=checkin', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Externment Breaches_');
    const sheet = await readSheet(res);
    expect(sheet.getCell('A1').value).toBe('Externment Breaches');
    expect(sheet.getCell('A3').text).toBe('Generated by: pune.admin');
    expect(sheet.getRow(4).getCell(2).value).toBe('Accused Name');
    expect(names(sheet)).toContain('Externed Screen');
    expect(names(sheet).some((n) => n.startsWith('Externed Seen'))).toBe(false);
    // Positions without binary noise (six decimals at most).
    const positions: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 4 && typeof row.getCell(7).value === 'number') positions.push(row.getCell(7).text);
    });
    expect(positions.length).toBeGreaterThan(0);
    for (const p of positions) expect(p).toMatch(/^-?\d+(\.\d{1,6})?$/);
    await send('PUT', '/api/auth/me/language', cookie, { language: 'mr' });
  });
});

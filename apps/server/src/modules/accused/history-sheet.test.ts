import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accusedCreateBody, findTheftSection } from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { stationIdOf } from '../../test/field-data.repo.js';
import { setExternedStations } from '../../test/history-sheet-data.repo.js';
import { fieldLoginAs, loginAs } from '../../test/login.js';
import { pdfPageSize, pdfText } from '../../test/pdf-text.js';
import { countAuditActions } from '../../test/test-data.repo.js';
import { samplePng, upload } from '../../test/upload.js';

/**
 * Issue 20 §4: the history sheet of an accused as an A4 PDF, read back with pdftotext as a
 * person copies it: the Marathi words exactly as typed (conjuncts, reph, the ि matra), every
 * part of the record, the reader's language, the profile's read rule, an audit row a print.
 */
let t: TestApp;
let kothrud: string;
let id: number;
const year = new Date().getFullYear() - 1;
const NAME = 'श्रीकांत क्षीरसागर';
const NAME_EN = 'Shrikant Kshirsagar';
const CO_ACCUSED = 'प्रदीप म्हात्रे';
const MEMBER = 'रमेश पाटील';

async function sheet(cookie: string, query = '') {
  const res = await t.app.inject({
    url: `/api/accused/${id}/history-sheet.pdf${query}`,
    headers: { cookie },
  });
  return res;
}

beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await loginAs(t.app, 'pune.kothrud');
  const get = async <T>(url: string) => (await inject(t.app, 'GET', url, kothrud)).json<T>();
  const theft = await findTheftSection(get);
  const kothrudId = await stationIdOf(t.deps.db, 'Kothrud');
  const sitabuldi = await stationIdOf(t.deps.db, 'Sitabuldi');
  const shivajinagar = await stationIdOf(t.deps.db, 'Shivajinagar');
  const photo = await upload(t.app, kothrud, 'image', 'face.png', await samplePng());
  expect(photo.statusCode).toBe(200);

  // The accused: a photo, a street robbery at Kothrud shared with a co-accused, a theft at
  // Nagpur's Sitabuldi (so Nagpur reads the record too, decision 0011), wanted.
  const body = accusedCreateBody(theft, {
    name: NAME,
    nameEn: NAME_EN,
    registerFrom: 501,
    crimes: 2,
    members: [MEMBER],
    currentCondition: 'wanted',
    photoIds: [photo.json<{ id: string }>().id],
    otherInfo: { business: 'भंगार व्यवसाय' },
  });
  body.basic.fatherName = 'दत्तात्रय';
  body.basic.aliases = ['बंड्या'];
  const [robbery, nagpurTheft] = body.crimes as [
    (typeof body.crimes)[number],
    (typeof body.crimes)[number],
  ];
  robbery.crimeTitleId = 9; // रस्त्यावरील जबरी चोरी
  nagpurTheft.cityId = 3;
  nagpurTheft.stationId = sitabuldi;
  const created = await inject(t.app, 'POST', '/api/accused', kothrud, body);
  expect(created.statusCode, created.body).toBe(200);
  id = created.json<{ id: number; crimes: { id: number }[] }>().id;
  const crimeId = created.json<{ crimes: { id: number }[] }>().crimes[0]?.id;

  // The co-accused of the same FIR (Kothrud 501/year), entered and living in Pune only.
  const co = accusedCreateBody(theft, {
    name: CO_ACCUSED,
    nameEn: 'Pradeep Mhatre',
    registerFrom: 501,
  });
  co.basic.address = 'कर्वे रस्ता, कोथरूड';
  const coRes = await inject(t.app, 'POST', '/api/accused', kothrud, co);
  expect(coRes.statusCode, coRes.body).toBe(200);

  const arrest = await inject(t.app, 'POST', `/api/crimes/${crimeId}/arrests`, kothrud, {
    currentStatusId: 3,
    arrestedAt: `${year}-02-10T18:30:00+05:30`,
    courtAt: `${year}-02-11T11:00:00+05:30`,
    fingerprint: '1',
    dateOfBirth: '1990-06-15',
  });
  expect(arrest.statusCode, arrest.body).toBe(200);
  // An externment (type 5) out of Pune city and, by station, Shivajinagar.
  const action = await inject(t.app, 'POST', `/api/accused/${id}/preventive-actions`, kothrud, {
    actionTypeId: 5,
    chapterCase: '12',
    chapterYear: year,
    bondDate: `${year}-04-01`,
    dateFrom: `${year}-04-01`,
    dateTo: `${year + 1}-03-31`,
    externmentCityIds: [1],
    orderType: '',
  });
  expect(action.statusCode, action.body).toBe(200);
  await setExternedStations(t.deps.db, action.json<{ id: number }>().id, [shivajinagar]);

  // Two check-ins by a Kothrud app user, the home locked at the first.
  const app = await fieldLoginAs(t.app, '9100000002');
  const checkinIds: number[] = [];
  for (const [latitude, longitude, found] of [
    [18.5074, 73.8077, true],
    [18.5164, 73.8077, false],
  ] as const) {
    const res = await inject(t.app, 'POST', '/api/field/checkins', app, {
      clientId: randomUUID(),
      accusedId: id,
      latitude,
      longitude,
      found,
      details: '',
      capturedAt: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    checkinIds.push(res.json<{ id: number }>().id);
  }
  const lock = await inject(t.app, 'POST', `/api/gps/accused/${id}/lock`, kothrud, {
    checkinId: checkinIds[0],
  });
  expect(lock.statusCode, lock.body).toBe(200);
  expect(kothrudId).toBeGreaterThan(0);
}, 60_000);
afterAll(() => t?.close());

describe('history sheet PDF (issue 20 §4)', () => {
  it('prints the whole record in Marathi, as typed, on A4 with page numbers', async () => {
    const before = await countAuditActions(t.deps.db, 'accused', 'history-sheet');
    const res = await sheet(kothrud);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent(`हिस्ट्रीशीट ${NAME}.pdf`),
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageSize(pdf)).toContain('(A4)');
    // The photo is in the file as an image.
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const text = pdfText(pdf);
    for (const words of [
      'हिस्ट्रीशीट',
      NAME,
      NAME_EN,
      'दत्तात्रय',
      'बंड्या',
      'भंगार व्यवसाय',
      'कोथरूड',
      'रस्त्यावरील जबरी चोरी',
      'भारतीय दंड विधान, १८६०',
      `501/${year}`,
      'पाहिजे आरोपी',
      'जामिनावर मुक्त',
      '15-06-1990',
      `01-04-${year} ते 31-03-${year + 1}`,
      'पुणे शहर',
      'शिवाजीनगर',
      CO_ACCUSED,
      MEMBER,
      'मिळाला नाही',
      '18.50740, 73.80770',
      '1 km',
      'पान 1 /',
      'छापणारे',
      'pune.kothrud',
    ]) {
      expect(text, words).toContain(words);
    }
    // No shaped cluster leaks out in glyph order: no word starts with the ि matra.
    expect(text).not.toMatch(/(^|\s)\u093F/m);
    expect(await countAuditActions(t.deps.db, 'accused', 'history-sheet')).toBe(before + 1);
  });

  it('prints in English when asked, with the English name and masters', async () => {
    const res = await sheet(kothrud, '?lang=en');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const words of [
      'History sheet',
      NAME_EN,
      'Street robbery',
      'Kothrud',
      'Wanted',
      'Released on bail',
      'Not found',
      'Page 1 of',
      'Pradeep Mhatre',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain('हिस्ट्रीशीट');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent(`History sheet ${NAME_EN}.pdf`),
    );
  });

  it('follows the saved language of the user', async () => {
    const english = await loginAs(t.app, 'pune.admin');
    const saved = await inject(t.app, 'PUT', '/api/auth/me/language', english, { language: 'en' });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const text = pdfText((await sheet(english)).rawPayload);
    expect(text).toContain('History sheet');
    expect(text).toContain(NAME_EN);
  });

  it('is read like the profile: 404 in a unit the record does not reach', async () => {
    const nashik = await loginAs(t.app, 'nashik.admin');
    const before = await countAuditActions(t.deps.db, 'accused', 'history-sheet');
    expect((await sheet(nashik)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/accused/${id}/history-sheet.pdf` })).statusCode).toBe(
      401,
    );
    expect(await countAuditActions(t.deps.db, 'accused', 'history-sheet')).toBe(before);
  });

  it('names only the co-accused the reader reaches and counts the others', async () => {
    // Nagpur reads the record through its Sitabuldi crime, not the Pune-only co-accused.
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    const res = await sheet(nagpur, '?lang=en');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(NAME_EN);
    expect(text).not.toContain('Pradeep Mhatre');
    expect(text).not.toContain(CO_ACCUSED);
    expect(text).toMatch(/Co-accused outside your area\s+1/);
    // Nagpur's scope holds none of the Kothrud check-ins.
    expect(text).toContain('No check-ins recorded');
  });

  it('leaves the check-ins out for the state, which has no GPS', async () => {
    const state = await loginAs(t.app, 'superadmin');
    const text = pdfText((await sheet(state, '?lang=en')).rawPayload);
    expect(text).toContain('GPS check-ins are not shown to your role');
    expect(text).toContain('Pradeep Mhatre');
  });
});

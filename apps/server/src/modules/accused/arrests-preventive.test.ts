import { ARREST_MESSAGES, PREVENTIVE_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { countAudit, rawArrestAadhaar } from '../../test/test-data.repo.js';
import { samplePdf, upload } from '../../test/upload.js';

let t: TestApp;
let kothrud: string;
let accusedId: number;
let crimeId: number;
const year = new Date().getFullYear() - 1;

function send(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}
const addAction = (cookie: string, body: object) =>
  send('POST', `/api/accused/${accusedId}/preventive-actions`, cookie, body);
const addArrest = (cookie: string, body: object) =>
  send('POST', `/api/crimes/${crimeId}/arrests`, cookie, body);

beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await loginAs(t.app, 'pune.kothrud');
  const acts = (await send('GET', '/api/masters/acts', kothrud)).json();
  const ipc = acts.find((a: { code: string }) => a.code === 'IPC');
  const theft = (await send('GET', `/api/masters/acts/${ipc.id}/sections`, kothrud)).json()[0];
  const created = await send('POST', '/api/accused', kothrud, {
    basic: {
      crimeTypeIds: [1],
      historySheeter: 2,
      name: 'अटक चाचणी',
      age: 30,
      stateId: 1,
      cityId: 1,
      stationId: 2,
      religionId: 1,
      address: 'कोथरूड',
    },
    crimes: [
      {
        stateId: 1,
        cityId: 1,
        stationId: 2,
        registerNumber: '9',
        registerYear: year,
        registeredOn: `${year}-02-02`,
        crimeTitleId: 1,
        statusId: 1,
        sections: [{ actId: ipc.id, sectionId: theft.id }],
      },
    ],
  });
  accusedId = created.json().id;
  crimeId = created.json().crimes[0].id;
});
afterAll(() => t.close());

const arrest = (over: Record<string, unknown> = {}) => ({
  currentStatusId: 1,
  arrestedAt: `${year}-02-10T18:30:00+05:30`,
  courtAt: `${year}-02-11T11:00:00+05:30`,
  fingerprint: '1',
  aadhaar: '234567890123',
  dateOfBirth: '1992-05-17',
  ...over,
});

describe('arrests (spec 2 §3.3, §5.3; issue 4 §4)', () => {
  it('saves an arrest with the Aadhaar encrypted, shown masked, revealed only with an audit entry', async () => {
    const res = await addArrest(kothrud, arrest());
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      crimeId,
      fingerprint: '1',
      aadhaarMasked: 'XXXX XXXX 0123',
      dateOfBirth: '1992-05-17',
    });
    expect(JSON.stringify(a)).not.toContain('234567890123');
    const raw = await rawArrestAadhaar(t.deps.db, a.id);
    expect(raw.cipher).toMatch(/^v1:/);
    expect(raw.cipher).not.toContain('234567890123');
    expect(raw.hash).not.toContain('234567890123');

    const detail = (await send('GET', `/api/accused/${accusedId}`, kothrud)).json();
    expect(detail.arrests[0].aadhaarMasked).toBe('XXXX XXXX 0123');
    expect(JSON.stringify(detail)).not.toContain('234567890123');

    const reveal = await send('GET', `/api/arrests/${a.id}/aadhaar`, kothrud);
    expect(reveal.json()).toEqual({ aadhaar: '234567890123' });
    expect(await countAudit(t.deps.db, 'arrest', String(a.id))).toBe(2);
    const unitAdmin = await loginAs(t.app, 'pune.admin');
    expect((await send('GET', `/api/arrests/${a.id}/aadhaar`, unitAdmin)).statusCode).toBe(200);
    const otherStation = await loginAs(t.app, 'pune.shivajinagar');
    expect((await send('GET', `/api/arrests/${a.id}/aadhaar`, otherStation)).statusCode).toBe(404);
  });

  it("answers 'Aadhar number already exists!' for another person, not for the same one", async () => {
    const check = await send('POST', '/api/arrests/check-aadhaar', kothrud, {
      aadhaar: '234567890123',
    });
    expect(check.json()).toEqual({ unique: false, candidates: [] });
    expect(
      (
        await send('POST', '/api/arrests/check-aadhaar', kothrud, { aadhaar: '987654321098' })
      ).json(),
    ).toEqual({ unique: true, candidates: [] });
    // The same person's further arrest carries his own number (issue 16 §6).
    const own = await send('POST', '/api/arrests/check-aadhaar', kothrud, {
      aadhaar: '234567890123',
      crimeId,
    });
    expect(own.json()).toEqual({ unique: true, candidates: [] });
    expect((await addArrest(kothrud, arrest())).statusCode).toBe(200);
    const other = await createTestAccused(t.app, kothrud);
    const otherCrime = (await send('GET', `/api/accused/${other}`, kothrud)).json().crimes[0].id;
    const dup = await send('POST', `/api/crimes/${otherCrime}/arrests`, kothrud, arrest());
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.aadhaar).toBe(ARREST_MESSAGES.aadhaarTaken);
  });

  it('checks the arrest rules with the form messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ aadhaar: '012345678901' }, 'aadhaar', ARREST_MESSAGES.aadhaarFormat],
      [{ aadhaar: '12345' }, 'aadhaar', ARREST_MESSAGES.aadhaarFormat],
      [{ courtAt: `${year}-02-10T23:00:00+05:30` }, 'courtAt', ARREST_MESSAGES.courtTooEarly],
      [
        { dateOfBirth: `${new Date().getFullYear() + 1}-01-01` },
        'dateOfBirth',
        ARREST_MESSAGES.dobFuture,
      ],
      [{ fingerprint: '2' }, 'fingerprint', ARREST_MESSAGES.fingerprintRequired],
      [{ currentStatusId: null }, 'currentStatusId', ARREST_MESSAGES.currentStatusRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await addArrest(kothrud, arrest({ aadhaar: '', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
    // The court date may be the day after even when the arrest was late at night.
    const ok = await addArrest(
      kothrud,
      arrest({
        aadhaar: '',
        arrestedAt: `${year}-03-01T23:50:00+05:30`,
        courtAt: `${year}-03-02T00:10:00+05:30`,
      }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('only the entering station writes arrests', async () => {
    const other = await loginAs(t.app, 'pune.shivajinagar');
    expect((await addArrest(other, arrest({ aadhaar: '' }))).statusCode).toBe(404);
    const admin = await loginAs(t.app, 'pune.admin');
    expect((await addArrest(admin, arrest({ aadhaar: '' }))).statusCode).toBe(403);
  });
});

describe('preventive actions (spec 2 §3.4, §5.4; issue 4 §5)', () => {
  const action = (over: Record<string, unknown> = {}) => ({
    actionTypeId: 6,
    chapterCase: '12',
    chapterYear: year,
    bondDate: `${year}-04-01`,
    dateFrom: `${year}-04-01`,
    dateTo: `${year + 1}-03-31`,
    externmentCityIds: [1, 2],
    orderType: 'आदेश',
    ...over,
  });

  it('saves an externment with its units and an order PDF', async () => {
    const pdf = (await upload(t.app, kothrud, 'pdf', 'order.pdf', samplePdf())).json();
    const res = await addAction(kothrud, action({ orderFileId: pdf.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      actionTypeId: 6,
      externmentCityIds: [1, 2],
      orderFileUrl: pdf.url,
      dateTo: `${year + 1}-03-31`,
    });
    const detail = (await send('GET', `/api/accused/${accusedId}`, kothrud)).json();
    expect(detail.preventiveActions).toHaveLength(1);
  });

  it('drops externment units for non-externment types and checks the rules', async () => {
    const chapter = await addAction(kothrud, action({ actionTypeId: 3 }));
    expect(chapter.json().externmentCityIds).toEqual([]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ chapterCase: '12a' }, 'chapterCase', PREVENTIVE_MESSAGES.chapterCaseDigits],
      [{ chapterCase: '' }, 'chapterCase', PREVENTIVE_MESSAGES.chapterCaseRequired],
      [{ dateTo: `${year - 1}-01-01` }, 'dateTo', PREVENTIVE_MESSAGES.dateOrder],
      [{ bondDate: 'not-a-date' }, 'bondDate', PREVENTIVE_MESSAGES.bondDateRequired],
      [{ actionTypeId: undefined }, 'actionTypeId', PREVENTIVE_MESSAGES.actionRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await addAction(kothrud, action(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
    const image = await addAction(
      kothrud,
      action({ orderFileId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(image.json().error.fields.orderFileId).toBe(PREVENTIVE_MESSAGES.orderFile);
  });
});

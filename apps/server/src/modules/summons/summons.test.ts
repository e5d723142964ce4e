import { SUMMONS_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFieldRegisters } from '../../db/seed/demo-field-registers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { multipart, samplePdf, samplePng } from '../../test/upload.js';

let t: TestApp;
let puneAdmin: string;
let kothrud: string;
let shivajinagar: string;
let nagpurAdmin: string;
let superadmin: string;
let stations: { id: number; nameEn: string }[];

const send = (method: 'POST' | 'PUT' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

async function uploadFor(cookie: string, kind: 'image' | 'pdf', name: string, bytes: Buffer) {
  const body = multipart(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}&purpose=summons`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  puneAdmin = await loginAs(t.app, 'pune.admin');
  kothrud = await loginAs(t.app, 'pune.kothrud');
  shivajinagar = await loginAs(t.app, 'pune.shivajinagar');
  nagpurAdmin = await loginAs(t.app, 'nagpur.admin');
  superadmin = await loginAs(t.app, 'superadmin');
  stations = (await send('GET', '/api/masters/cities/1/stations', puneAdmin)).json();
});
afterAll(() => t.close());

const station = (name: string) => stations.find((s) => s.nameEn === name)?.id ?? -1;

async function entry(over: object = {}) {
  const file = (await uploadFor(puneAdmin, 'pdf', 'summons.pdf', samplePdf())).json();
  return {
    serialNo: '501',
    receivedOn: '2026-11-02',
    courtName: 'प्रथम वर्ग न्यायदंडाधिकारी, शिवाजीनगर',
    crimeNo: '245/2026',
    caseNo: 'RCC 812/2026',
    crimeType: 1,
    assignedOn: '2026-11-03',
    stationId: station('Kothrud'),
    partyType: 2,
    partyName: 'सुनील गायकवाड',
    partyAddress: 'मयूर कॉलनी, कोथरूड',
    fileId: file.id,
    ...over,
  };
}

const first = {
  fetchedOn: '2026-11-04',
  handoverName: 'पो.हे.कॉ. पवार',
  handoverMobile: '9822041234',
};
async function stationBody() {
  const file = (await uploadFor(kothrud, 'image', 'served.png', await samplePng())).json();
  return {
    informed: 'YES',
    sentBy: 'in-person',
    finalDocNo: 'जा.क्र. 77/2026',
    finalDocDate: '2026-11-06',
    fileId: file.id,
  };
}

describe('summons register (spec 2 §2.6, §3.8, §4, §5.9)', () => {
  it('seeds demo entries in every stage once', async () => {
    await seedDemoFieldRegisters(t.deps.db, t.deps.storage);
    await seedDemoFieldRegisters(t.deps.db, t.deps.storage);
    const all = (await send('GET', '/api/summons?size=100', nagpurAdmin)).json();
    const stages = new Set(all.items.map((s: { stage: string }) => s.stage));
    expect(stages).toEqual(new Set(['registered', 'fetched', 'completed']));
    expect(all.total).toBe(3);
    const spots = (await send('GET', '/api/spots?size=100', nagpurAdmin)).json();
    expect(spots.total).toBe(10);
  });
  it('answers 401 without a session and 403 to roles without the permission', async () => {
    expect((await send('GET', '/api/summons')).statusCode).toBe(401);
    expect((await send('POST', '/api/summons', undefined, {})).statusCode).toBe(401);
    expect((await send('PUT', '/api/summons/1/first-update', undefined, first)).statusCode).toBe(
      401,
    );
    expect((await send('PUT', '/api/summons/1/station-update', undefined, {})).statusCode).toBe(
      401,
    );
    expect((await send('GET', '/api/summons', superadmin)).statusCode).toBe(403);
    expect((await send('POST', '/api/summons', kothrud, await entry())).statusCode).toBe(403);
    expect((await send('PUT', '/api/summons/1/first-update', kothrud, first)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/api/summons/1/station-update', puneAdmin, await stationBody()))
        .statusCode,
    ).toBe(403);
  });

  it('gives the required messages of the register form', async () => {
    const res = await send('POST', '/api/summons', puneAdmin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      serialNo: 'Please enter serial number.',
      receivedOn: 'Please enter get date.',
      courtName: SUMMONS_MESSAGES.courtNameRequired,
      crimeNo: SUMMONS_MESSAGES.crimeNoRequired,
      caseNo: SUMMONS_MESSAGES.caseNoRequired,
      crimeType: SUMMONS_MESSAGES.crimeTypeRequired,
      assignedOn: SUMMONS_MESSAGES.assignedOnRequired,
      stationId: SUMMONS_MESSAGES.stationRequired,
      partyType: SUMMONS_MESSAGES.partyTypeRequired,
      partyName: SUMMONS_MESSAGES.partyNameRequired,
      partyAddress: SUMMONS_MESSAGES.partyAddressRequired,
      fileId: 'Please upload sheet',
    });
    const letters = await send('POST', '/api/summons', puneAdmin, await entry({ serialNo: 'A1' }));
    expect(letters.json().error.fields).toEqual({ serialNo: 'Please enter serial number.' });
    const otherUnit = await send('POST', '/api/summons', nagpurAdmin, await entry());
    expect(otherUnit.statusCode).toBe(400);
    expect(otherUnit.json().error.fields.stationId).toBe(SUMMONS_MESSAGES.stationOutsideUnit);
  });

  it('refuses uploads with the summons sentences', async () => {
    const text = await uploadFor(puneAdmin, 'pdf', 'notes.pdf', Buffer.from('plain text'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('You can only upload JPG/PNG/PDF file!');
    const big = await uploadFor(puneAdmin, 'pdf', 'big.pdf', Buffer.alloc(2 * 1024 * 1024 + 10));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Image must smaller than 2MB!');
    // Someone else's upload cannot be attached.
    const othersFile = (await uploadFor(nagpurAdmin, 'pdf', 'x.pdf', samplePdf())).json();
    const res = await send(
      'POST',
      '/api/summons',
      puneAdmin,
      await entry({ fileId: othersFile.id }),
    );
    expect(res.json().error.fields).toEqual({ fileId: 'Please upload sheet' });
  });

  it('registers, then lsb1 by the unit, then ps1 by the assigned station, in that order', async () => {
    const created = await send('POST', '/api/summons', puneAdmin, await entry());
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Samans record save Successfully!!!');
    const item = created.json().item;
    expect(item).toMatchObject({ stage: 'registered', stationId: station('Kothrud'), cityId: 1 });
    expect(item.registerFile.url).toMatch(/^\/api\/files\//);

    // ps1 before lsb1 is refused.
    const early = await send(
      'PUT',
      `/api/summons/${item.id}/station-update`,
      kothrud,
      await stationBody(),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(SUMMONS_MESSAGES.firstUpdateMissing);

    const badMobile = await send('PUT', `/api/summons/${item.id}/first-update`, puneAdmin, {
      ...first,
      handoverMobile: '98220',
    });
    expect(badMobile.json().error.fields).toEqual({
      handoverMobile: SUMMONS_MESSAGES.handoverMobileInvalid,
    });
    const emptyFirst = await send('PUT', `/api/summons/${item.id}/first-update`, puneAdmin, {});
    expect(Object.keys(emptyFirst.json().error.fields).sort()).toEqual([
      'fetchedOn',
      'handoverMobile',
      'handoverName',
    ]);
    expect(
      (await send('PUT', `/api/summons/${item.id}/first-update`, nagpurAdmin, first)).statusCode,
    ).toBe(404);
    const lsb1 = await send('PUT', `/api/summons/${item.id}/first-update`, puneAdmin, first);
    expect(lsb1.statusCode).toBe(200);
    expect(lsb1.json().message).toBe('Samans update Successfully!!!');
    expect(lsb1.json().item).toMatchObject({ stage: 'fetched', handoverMobile: '9822041234' });
    const again = await send('PUT', `/api/summons/${item.id}/first-update`, puneAdmin, first);
    expect(again.statusCode).toBe(409);

    const emptyPs = await send('PUT', `/api/summons/${item.id}/station-update`, kothrud, {});
    expect(emptyPs.json().error.fields).toEqual({
      informed: SUMMONS_MESSAGES.informedRequired,
      sentBy: SUMMONS_MESSAGES.sentByRequired,
      finalDocNo: SUMMONS_MESSAGES.finalDocNoRequired,
      finalDocDate: SUMMONS_MESSAGES.finalDocDateRequired,
      fileId: 'Please upload sheet',
    });
    // Another station of the same unit does not see it.
    const shivajiBody = {
      ...(await stationBody()),
      fileId: (await uploadFor(shivajinagar, 'pdf', 'a.pdf', samplePdf())).json().id,
    };
    expect(
      (await send('PUT', `/api/summons/${item.id}/station-update`, shivajinagar, shivajiBody))
        .statusCode,
    ).toBe(404);
    const ps1 = await send(
      'PUT',
      `/api/summons/${item.id}/station-update`,
      kothrud,
      await stationBody(),
    );
    expect(ps1.statusCode).toBe(200);
    expect(ps1.json().item).toMatchObject({
      stage: 'completed',
      informed: 'YES',
      sentBy: 'in-person',
    });
    expect(ps1.json().item.stationFile.mime).toBe('image/png');
    const twice = await send(
      'PUT',
      `/api/summons/${item.id}/station-update`,
      kothrud,
      await stationBody(),
    );
    expect(twice.json().error.message).toBe(SUMMONS_MESSAGES.stationUpdateDone);
    expect(await countAudit(t.deps.db, 'summons', String(item.id))).toBe(3);

    // The station user can open the unit's register document.
    expect((await send('GET', item.registerFile.url, kothrud)).statusCode).toBe(200);
  });

  it('lists the station its own entries and the unit its city', async () => {
    const created = (await send('POST', '/api/summons', puneAdmin, await entry())).json().item;
    const ids = async (cookie: string, query = '') =>
      (
        (await send('GET', `/api/summons?size=100${query}`, cookie)).json().items as {
          id: number;
        }[]
      ).map((s) => s.id);
    expect(await ids(kothrud)).toContain(created.id);
    expect(await ids(puneAdmin)).toContain(created.id);
    expect(await ids(shivajinagar)).not.toContain(created.id);
    expect(await ids(nagpurAdmin)).not.toContain(created.id);
    expect(await ids(puneAdmin, '&stage=completed')).not.toContain(created.id);
  });
});

import { UPLOAD_MESSAGES, WANTED_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { seedDemoWanted } from '../../db/seed/demo-wanted.js';
import { countAudit } from '../../test/test-data.repo.js';
import { samplePdf, samplePng, upload } from '../../test/upload.js';

let t: TestApp;
let pune: string;
let nagpur: string;
let superadmin: string;
let station: string;
let puneStation: number;
let nagpurStation: number;
let ipc: { actId: number; theft: number };
let otherActSection: number;

function send(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}
const addPerson = (cookie: string, body: object) =>
  send('POST', '/api/wanted/persons', cookie, body);

beforeAll(async () => {
  t = await buildTestApp();
  pune = await loginAs(t.app, 'pune.admin');
  nagpur = await loginAs(t.app, 'nagpur.admin');
  superadmin = await loginAs(t.app, 'superadmin');
  station = await loginAs(t.app, 'pune.kothrud');
  puneStation = (await send('GET', '/api/masters/cities/1/stations', pune)).json()[0].id;
  nagpurStation = (await send('GET', '/api/masters/cities/3/stations', pune)).json()[0].id;
  const acts = (await send('GET', '/api/masters/acts', pune)).json();
  const ipcId = acts.find((a: { code: string }) => a.code === 'IPC').id;
  const ipcSections = (await send('GET', `/api/masters/acts/${ipcId}/sections`, pune)).json();
  ipc = {
    actId: ipcId,
    theft: ipcSections.find((s: { code: string }) => s.code === '379').id,
  };
  const mpaId = acts.find((a: { code: string }) => a.code === 'MPA').id;
  otherActSection = (await send('GET', `/api/masters/acts/${mpaId}/sections`, pune)).json()[0].id;
});
afterAll(() => t.close());

const person = (over: Record<string, unknown> = {}) => ({
  typeId: 1,
  name: 'रमेश पवार',
  address: 'कसबा पेठ पुणे',
  stateId: 1,
  cityId: 1,
  stationId: puneStation,
  members: ['सुरेश पवार'],
  crimes: [],
  ...over,
});
const crime = (over: Record<string, unknown> = {}) => ({
  memberName: 'रमेश पवार',
  registerNumber: '123',
  registerYear: 2024,
  courtCaseNo: 'RCC 45',
  stateId: 1,
  cityId: 1,
  stationId: puneStation,
  sections: [{ actId: ipc.actId, sectionId: ipc.theft }],
  ...over,
});
const vehicle = (over: Record<string, unknown> = {}) => ({
  typeId: 8,
  vehicleNo: 'MH12AB1234',
  model: 'Hero Splendor',
  colour: 'Black',
  chassisNo: 'MBLHA10AMDHB12345',
  ...over,
});
const licence = (over: Record<string, unknown> = {}) => ({
  typeId: 10,
  licenceNo: 'ARMS-PUNE-2019-114',
  name: 'Vijay Kale',
  address: 'Aundh Pune',
  stateId: 1,
  cityId: 1,
  stationId: puneStation,
  ...over,
});
const mobile = (over: Record<string, unknown> = {}) => ({
  typeId: 11,
  mobileNo: '9822012345',
  imeiNo: '356938035643809',
  model: 'Samsung Galaxy M31',
  colour: 'Blue',
  ...over,
});

describe('wanted particulars (spec 1 §2, §3, §4, §5, §8)', () => {
  it('demo data: every type for Pune and Nagpur, seeded once', async () => {
    await seedDemoWanted(t.deps.db, t.deps.storage);
    await seedDemoWanted(t.deps.db, t.deps.storage);
    for (const [cookie, unitId] of [
      [pune, 1],
      [nagpur, 3],
    ] as const) {
      for (let typeId = 1; typeId <= 13; typeId++) {
        const list = (await send('GET', `/api/wanted?typeId=${typeId}`, cookie)).json();
        expect(list.total, `unit ${unitId} type ${typeId}`).toBeGreaterThan(0);
        expect(list.items.every((i: { unitId: number }) => i.unitId === unitId)).toBe(true);
      }
    }
    const externed = (await send('GET', '/api/wanted?typeId=3', pune)).json().items[0];
    const view = (await send('GET', `/api/wanted/${externed.id}`, pune)).json();
    expect(view.externmentArea).toBeTruthy();
    const photo = await send('GET', view.photo.url, pune);
    expect(photo.statusCode).toBe(200);
    const pdf = await send('GET', view.pdf.url, pune);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('answers 401 without a session and 403 to a police-station user', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/wanted?typeId=1' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await t.app.inject({
      method: 'POST',
      url: '/api/wanted/persons',
      payload: person(),
    });
    expect(anonymousPost.statusCode).toBe(401);
    expect((await send('GET', '/api/wanted?typeId=1', station)).statusCode).toBe(403);
    for (const [path, body] of [
      ['persons', person()],
      ['vehicles', vehicle()],
      ['licences', licence()],
      ['mobiles', mobile()],
    ] as const) {
      expect((await send('POST', `/api/wanted/${path}`, station, body)).statusCode).toBe(403);
    }
    expect((await send('PUT', '/api/wanted/1/status', station, { status: 0 })).statusCode).toBe(
      403,
    );
  });

  it('saves a person with crimes, photo and PDF; lists, views and audits it', async () => {
    const photo = (await upload(t.app, pune, 'image', 'w_photo.png', await samplePng())).json();
    const pdf = (await upload(t.app, pune, 'pdf', 'w_order.pdf', samplePdf())).json();
    const res = await addPerson(
      pune,
      person({
        typeId: 3,
        externmentArea: 'पुणे शहर व पुणे ग्रामीण',
        photoId: photo.id,
        pdfId: pdf.id,
        crimes: [crime()],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Perticular save Successfully !!!');
    const item = res.json().item;
    expect(item).toMatchObject({
      typeId: 3,
      unitId: 1,
      status: 1,
      externmentArea: 'पुणे शहर व पुणे ग्रामीण',
      members: ['सुरेश पवार'],
      crimeCount: 1,
    });
    expect(item.photo.url).toBe(photo.url);
    expect(item.pdf.url).toBe(pdf.url);
    expect(item.crimes[0].sections[0]).toMatchObject({ actId: ipc.actId, sectionCode: '379' });
    expect(await countAudit(t.deps.db, 'wanted', String(item.id))).toBe(1);

    const list = (await send('GET', '/api/wanted?typeId=3&page=0&size=10', pune)).json();
    expect(list.items.map((i: { id: number }) => i.id)).toContain(item.id);
    const view = await send('GET', `/api/wanted/${item.id}`, pune);
    expect(view.json().crimes).toHaveLength(1);
    // Another type's list does not show it; nor does another unit's.
    const other = (await send('GET', '/api/wanted?typeId=1', pune)).json();
    expect(other.items.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const nagpurList = (await send('GET', '/api/wanted?typeId=3', nagpur)).json();
    expect(nagpurList.items.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const state = (await send('GET', '/api/wanted?typeId=3', superadmin)).json();
    expect(state.items.map((i: { id: number }) => i.id)).toContain(item.id);
  });

  it('gives each person-form message of spec 1 §5 on the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [person({ name: '' }), 'name', WANTED_MESSAGES.nameRequired],
      [person({ name: 'Ramesh <b>' }), 'name', 'Only enter valid format allowed!'],
      [person({ address: '' }), 'address', WANTED_MESSAGES.addressRequired],
      [person({ address: 'Flat #12' }), 'address', 'Only enter valid format allowed!'],
      [person({ stateId: undefined }), 'stateId', WANTED_MESSAGES.stateRequired],
      [person({ cityId: undefined }), 'cityId', WANTED_MESSAGES.cityRequired],
      [person({ stationId: undefined }), 'stationId', WANTED_MESSAGES.stationRequired],
      [person({ typeId: 4 }), 'externmentArea', WANTED_MESSAGES.externmentAreaRequired],
      [
        person({ typeId: 5, externmentArea: ' ' }),
        'externmentArea',
        WANTED_MESSAGES.externmentAreaRequired,
      ],
      [person({ typeId: 8 }), 'typeId', WANTED_MESSAGES.typeRequired],
      [person({ photoId: 'not-a-uuid' }), 'photoId', WANTED_MESSAGES.fileInvalid],
      [
        person({ crimes: [crime({ registerNumber: '' })] }),
        'crimes.0.registerNumber',
        WANTED_MESSAGES.registerNumberRequired,
      ],
      [
        person({ crimes: [crime({ sections: [] })] }),
        'crimes.0.sections',
        WANTED_MESSAGES.ruleRequired,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await addPerson(pune, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(message);
    }
    // Types 1, 2, 6 and 7 need no externment area.
    for (const typeId of [1, 2, 6, 7]) {
      const res = await addPerson(pune, person({ typeId }));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('checks references and files on the server', async () => {
    const wrongStation = await addPerson(pune, person({ stationId: nagpurStation }));
    expect(wrongStation.json().error.fields.stationId).toBe(WANTED_MESSAGES.stationOutsideCity);
    const wrongSection = await addPerson(
      pune,
      person({
        crimes: [crime({ sections: [{ actId: ipc.actId, sectionId: otherActSection }] })],
      }),
    );
    expect(wrongSection.json().error.fields['crimes.0.sections']).toBe(
      WANTED_MESSAGES.sectionNotOfAct,
    );
    // A PDF offered as the photo, or someone else's upload, is refused.
    const pdf = (await upload(t.app, pune, 'pdf', 'x.pdf', samplePdf())).json();
    const asPhoto = await addPerson(pune, person({ photoId: pdf.id }));
    expect(asPhoto.json().error.fields.photoId).toBe(WANTED_MESSAGES.fileInvalid);
    const nagpurPhoto = (await upload(t.app, nagpur, 'image', 'n.png', await samplePng())).json();
    const notMine = await addPerson(pune, person({ photoId: nagpurPhoto.id }));
    expect(notMine.statusCode).toBe(400);
  });

  it('refuses wanted uploads with the spec 1 §5 upload messages', async () => {
    const cases: [string, string, Buffer, string][] = [
      [
        'pdf',
        'w_order.pdf',
        Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024)]),
        UPLOAD_MESSAGES.pdfSize,
      ],
      ['pdf', 'w_order.pdf', await samplePng(), UPLOAD_MESSAGES.pdfType],
      ['image', 'w_photo.png', samplePdf(), UPLOAD_MESSAGES.imageType],
      ['image', 'w_photo.php.png', await samplePng(), UPLOAD_MESSAGES.malicious],
    ];
    for (const [kind, name, bytes, message] of cases) {
      const res = await upload(t.app, pune, kind, name, bytes);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.json().error.message, name).toBe(message);
    }
  });

  it('saves vehicles, licences and mobiles with their messages and rules', async () => {
    const image = (await upload(t.app, pune, 'image', 'bike.png', await samplePng())).json();
    const v = await send('POST', '/api/wanted/vehicles', pune, vehicle({ photoId: image.id }));
    expect(v.json().message).toBe('Vehicle info save Successfully !!!');
    expect(v.json().item).toMatchObject({ typeId: 8, vehicleNo: 'MH12AB1234', unitId: 1 });
    const l = await send('POST', '/api/wanted/licences', pune, licence());
    expect(l.json().message).toBe('License Number save Successfully !!!');
    const m = await send('POST', '/api/wanted/mobiles', pune, mobile({ typeId: 12 }));
    expect(m.json().message).toBe('Mobile Info save Successfully !!!');
    expect(await countAudit(t.deps.db, 'wanted', String(m.json().item.id))).toBe(1);

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['vehicles', vehicle({ vehicleNo: '' }), 'vehicleNo', WANTED_MESSAGES.vehicleNoRequired],
      ['vehicles', vehicle({ model: '' }), 'model', WANTED_MESSAGES.modelRequired],
      ['vehicles', vehicle({ colour: '' }), 'colour', WANTED_MESSAGES.colourRequired],
      ['vehicles', vehicle({ chassisNo: '' }), 'chassisNo', WANTED_MESSAGES.chassisRequired],
      ['vehicles', vehicle({ typeId: 10 }), 'typeId', WANTED_MESSAGES.typeRequired],
      ['licences', licence({ licenceNo: '' }), 'licenceNo', WANTED_MESSAGES.licenceNoRequired],
      ['licences', licence({ name: '' }), 'name', WANTED_MESSAGES.ownerNameRequired],
      ['licences', licence({ address: '' }), 'address', WANTED_MESSAGES.addressRequired],
      ['mobiles', mobile({ mobileNo: '98220' }), 'mobileNo', WANTED_MESSAGES.mobile],
      ['mobiles', mobile({ mobileNo: '98220123456' }), 'mobileNo', WANTED_MESSAGES.mobile],
      ['mobiles', mobile({ mobileNo: '98220abcde' }), 'mobileNo', WANTED_MESSAGES.mobile],
      ['mobiles', mobile({ imeiNo: '35693803564380' }), 'imeiNo', WANTED_MESSAGES.imei],
      ['mobiles', mobile({ imeiNo: '3569380356438091' }), 'imeiNo', WANTED_MESSAGES.imei],
      ['mobiles', mobile({ model: '' }), 'model', WANTED_MESSAGES.modelRequired],
      ['mobiles', mobile({ colour: '' }), 'colour', WANTED_MESSAGES.colourRequired],
      ['vehicles', vehicle({ model: 'Pulsar <150>' }), 'model', 'Only enter valid format allowed!'],
      ['licences', licence({ licenceNo: 'A/B' }), 'licenceNo', 'Only enter valid format allowed!'],
      ['mobiles', mobile({ colour: 'Red;' }), 'colour', 'Only enter valid format allowed!'],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await send('POST', `/api/wanted/${path}`, pune, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('updates within the unit; another unit gets 404; a group mismatch is not found', async () => {
    const created = (await addPerson(pune, person())).json().item;
    const updated = await send(
      'PUT',
      `/api/wanted/persons/${created.id}`,
      pune,
      person({
        typeId: 2,
        name: 'रमेश बाबुराव पवार',
        crimes: [crime(), crime({ registerNumber: '9' })],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Perticular save Successfully !!!');
    expect(updated.json().item).toMatchObject({
      typeId: 2,
      crimeCount: 2,
      name: 'रमेश बाबुराव पवार',
    });
    expect(await countAudit(t.deps.db, 'wanted', String(created.id))).toBe(2);

    expect(
      (await send('PUT', `/api/wanted/persons/${created.id}`, nagpur, person())).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/wanted/${created.id}`, nagpur)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/wanted/${created.id}/status`, nagpur, { status: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/wanted/vehicles/${created.id}`, pune, vehicle())).statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/wanted/999999', pune)).statusCode).toBe(404);
    // Role 8 may edit a unit's record; it stays the unit's.
    const bySuper = await send(
      'PUT',
      `/api/wanted/persons/${created.id}`,
      superadmin,
      person({ cityId: 3, stationId: nagpurStation }),
    );
    expect(bySuper.json().item.unitId).toBe(1);
  });

  it('toggles the status with the spec message and audits it', async () => {
    const created = (await send('POST', '/api/wanted/mobiles', pune, mobile())).json().item;
    const off = await send('PUT', `/api/wanted/${created.id}/status`, pune, { status: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Update the Perticular status !!!',
      item: { status: 0 },
    });
    const on = await send('PUT', `/api/wanted/${created.id}/status`, pune, { status: 1 });
    expect(on.json().item.status).toBe(1);
    expect(await countAudit(t.deps.db, 'wanted', String(created.id))).toBe(3);
    const bad = await send('PUT', `/api/wanted/${created.id}/status`, pune, { status: 5 });
    expect(bad.statusCode).toBe(400);
  });

  it('a vehicle of role 8 belongs to the state: role 4 units do not see it', async () => {
    const v = (
      await send('POST', '/api/wanted/vehicles', superadmin, vehicle({ typeId: 9 }))
    ).json().item;
    expect(v.unitId).toBeNull();
    expect((await send('GET', `/api/wanted/${v.id}`, pune)).statusCode).toBe(404);
    const list = (await send('GET', '/api/wanted?typeId=9', pune)).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(v.id);
    // Search finds by vehicle number, in the database.
    const found = (await send('GET', '/api/wanted?typeId=9&search=ab12', superadmin)).json();
    expect(found.items.map((i: { id: number }) => i.id)).toContain(v.id);
  });
});

import ExcelJS from 'exceljs';
import { CCTV_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { multipart } from '../../test/upload.js';
import { CCTV_SHEET_COLUMNS } from './cctv-import.js';

let t: TestApp;
let puneAdmin: string;
let kothrud: string;
let nagpurAdmin: string;
let superadmin: string;
let stations: { id: number; nameEn: string }[];

const send = (method: 'POST' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

beforeAll(async () => {
  t = await buildTestApp();
  puneAdmin = await loginAs(t.app, 'pune.admin');
  kothrud = await loginAs(t.app, 'pune.kothrud');
  nagpurAdmin = await loginAs(t.app, 'nagpur.admin');
  superadmin = await loginAs(t.app, 'superadmin');
  stations = (await send('GET', '/api/masters/cities/1/stations', puneAdmin)).json();
});
afterAll(() => t.close());

const station = (name: string) => stations.find((s) => s.nameEn === name)?.id ?? -1;

const location = (over: object = {}) => ({
  name: 'Nal Stop junction',
  stationId: station('Kothrud'),
  address: 'Karve Road, Nal Stop',
  latitude: 18.5089,
  longitude: 73.8328,
  cameraCount: 4,
  owner: 'government',
  status: 'working',
  contactMobile: '',
  ...over,
});

async function workbook(
  rows: unknown[][],
  header: string[] = CCTV_SHEET_COLUMNS.map((c) => c.header),
) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('CCTV locations');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function importFile(cookie: string, bytes: Buffer) {
  const body = multipart('cctv.xlsx', bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/cctv/import',
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('CCTV locations (spec 3 §2.9)', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    for (const [method, url] of [
      ['GET', '/api/cctv'],
      ['POST', '/api/cctv'],
      ['POST', '/api/cctv/import'],
      ['GET', '/api/cctv/template.xlsx'],
    ] as const) {
      expect((await send(method, url, undefined, {})).statusCode, url).toBe(401);
    }
    expect((await importFile(kothrud, await workbook([]))).statusCode).toBe(403);
    expect((await importFile(superadmin, await workbook([]))).statusCode).toBe(403);
    expect((await send('GET', '/api/cctv', kothrud)).statusCode).toBe(403);
    expect((await send('POST', '/api/cctv', superadmin, location())).statusCode).toBe(403);
    expect((await send('GET', '/api/cctv', superadmin)).statusCode).toBe(200);
    expect((await send('GET', '/api/cctv/template.xlsx', superadmin)).statusCode).toBe(403);
  });

  it('validates the form and adds a location of the unit, audited', async () => {
    const empty = await send('POST', '/api/cctv', puneAdmin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      name: CCTV_MESSAGES.nameRequired,
      stationId: CCTV_MESSAGES.stationRequired,
      address: CCTV_MESSAGES.addressRequired,
      owner: CCTV_MESSAGES.ownerRequired,
      status: CCTV_MESSAGES.statusRequired,
    });
    const bad = await send(
      'POST',
      '/api/cctv',
      puneAdmin,
      location({ latitude: 123, cameraCount: 0, contactMobile: '12' }),
    );
    expect(bad.json().error.fields).toEqual({
      latitude: CCTV_MESSAGES.latitudeInvalid,
      cameraCount: CCTV_MESSAGES.camerasInvalid,
      contactMobile: CCTV_MESSAGES.contactInvalid,
    });
    const foreign = await send('POST', '/api/cctv', nagpurAdmin, location());
    expect(foreign.json().error.fields).toEqual({ stationId: CCTV_MESSAGES.stationOutsideUnit });
    const ok = await send('POST', '/api/cctv', puneAdmin, location());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(CCTV_MESSAGES.saved);
    expect(ok.json().item).toMatchObject({ cityId: 1, stationNameEn: 'Kothrud', cameraCount: 4 });
    expect(await countAudit(t.deps.db, 'cctv', String(ok.json().item.id))).toBe(1);
    const nagpurList = (await send('GET', '/api/cctv?size=100', nagpurAdmin)).json();
    expect(nagpurList.items.some((i: { id: number }) => i.id === ok.json().item.id)).toBe(false);
  });

  it('imports all rows or none, reporting each bad row', async () => {
    const before = (await send('GET', '/api/cctv', puneAdmin)).json().total;
    const bad = await importFile(
      puneAdmin,
      await workbook([
        ['Deccan bus stop', 'Deccan', 'JM Road', 18.517, 73.841, 3, 'Government', 'Working', ''],
        ['', 'Atlantis', 'Somewhere', 95, 73.8, 2, 'Private', 'Working', ''],
        ['Swargate', 'स्वारगेट', 'Swargate chowk', 18.5, 73.86, 'many', 'Other', 'Working', ''],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(CCTV_MESSAGES.importHasErrors);
    expect(bad.json().error.fields).toEqual({
      'row.3.name': CCTV_MESSAGES.nameRequired,
      'row.3.station': CCTV_MESSAGES.stationUnknown,
      'row.3.latitude': CCTV_MESSAGES.latitudeInvalid,
      'row.4.cameraCount': CCTV_MESSAGES.camerasInvalid,
      'row.4.owner': CCTV_MESSAGES.ownerRequired,
    });
    expect((await send('GET', '/api/cctv', puneAdmin)).json().total).toBe(before);

    const good = await importFile(
      puneAdmin,
      await workbook([
        ['Deccan bus stop', 'Deccan', 'JM Road', 18.517, 73.841, 3, 'Government', 'Working', ''],
        ['स्वारगेट चौक', 'स्वारगेट', 'Swargate chowk', 18.5, 73.86, 8, 'खाजगी', 'बंद', '9822012345'],
      ]),
    );
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ imported: 2, message: CCTV_MESSAGES.imported });
    const audits = (await send('GET', '/api/audit?entity=cctv&size=100', puneAdmin)).json<{
      items: { action: string; changes: unknown }[];
    }>();
    expect(audits.items.filter((a) => a.action === 'import').map((a) => a.changes)).toEqual([
      { count: 2 },
    ]);
    const list = (await send('GET', '/api/cctv?size=2', puneAdmin)).json();
    expect(list.total).toBe(before + 2);
    expect(list.items[0]).toMatchObject({
      name: 'स्वारगेट चौक',
      stationId: station('Swargate'),
      owner: 'private',
      status: 'not-working',
    });

    const wrongHeader = await importFile(puneAdmin, await workbook([['x']], ['Name']));
    expect(wrongHeader.json().error.message).toBe(CCTV_MESSAGES.importHeaders);
    const notXlsx = await importFile(puneAdmin, Buffer.from('not a workbook'));
    expect(notXlsx.json().error.message).toBe(CCTV_MESSAGES.importFileInvalid);
    const empty = await importFile(puneAdmin, await workbook([]));
    expect(empty.json().error.message).toBe(CCTV_MESSAGES.importEmpty);
  });

  it('offers a template whose header the import accepts', async () => {
    const res = await send('GET', '/api/cctv/template.xlsx', puneAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('cctv-locations-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(CCTV_SHEET_COLUMNS.map((c) => c.header));
    expect(wb.worksheets[1]?.getColumn(1).values).toContain('Kothrud');
  });
});

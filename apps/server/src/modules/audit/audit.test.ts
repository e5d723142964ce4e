import ExcelJS from 'exceljs';
import { istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { userIdOf } from '../../test/test-data.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('audit viewer /audit (issue 3 §9, architecture rule 4)', () => {
  it('records who changed what from where; role 4 sees its unit, role 8 the state', async () => {
    const pune = await loginAs(t.app, 'pune.admin');
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    const kothrud = await userIdOf(t.deps.db, 'pune.kothrud');
    const sadar = await userIdOf(t.deps.db, 'nagpur.sadar');
    await send('PUT', `/api/users/${kothrud}/active`, pune, { active: false });
    await send('PUT', `/api/users/${kothrud}/active`, pune, { active: true });
    await send('PUT', `/api/users/${sadar}/active`, nagpur, { active: false });

    const punePage = (await send('GET', '/api/audit?entity=user', pune)).json();
    expect(punePage.items.length).toBe(2);
    expect(punePage.items[0]).toMatchObject({
      userid: 'pune.admin',
      role: '4',
      entity: 'user',
      entityId: String(kothrud),
      action: 'activate',
      changes: { active: true },
      ip: '127.0.0.1',
    });
    expect(punePage.items.every((e: { cityId: number }) => e.cityId === 1)).toBe(true);

    const state = await loginAs(t.app, 'superadmin');
    const all = (await send('GET', '/api/audit?entity=user&size=100', state)).json();
    expect(all.items.map((e: { entityId: string }) => e.entityId)).toEqual(
      expect.arrayContaining([String(kothrud), String(sadar)]),
    );
  });

  it('filters by user, record and date range, pages on the server', async () => {
    const state = await loginAs(t.app, 'superadmin');
    const byUser = (await send('GET', '/api/audit?userid=NAGPUR.ADMIN', state)).json();
    expect(byUser.items.every((e: { userid: string }) => e.userid === 'nagpur.admin')).toBe(true);
    expect(byUser.total).toBeGreaterThan(0);
    // The filter works in Indian calendar days.
    const today = istDate();
    const todays = (await send('GET', `/api/audit?from=${today}&to=${today}&size=1`, state)).json();
    expect(todays.items).toHaveLength(1);
    expect(todays.total).toBeGreaterThan(1);
    const past = (await send('GET', '/api/audit?from=2020-01-01&to=2020-12-31', state)).json();
    expect(past.total).toBe(0);
    expect((await send('GET', '/api/audit?from=2020-13-45', state)).statusCode).toBe(400);
  });

  it('exports the filtered log to a real .xlsx', async () => {
    const pune = await loginAs(t.app, 'pune.admin');
    const res = await send('GET', '/api/audit/export?entity=user', pune);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/audit_log_\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Audit log');
    expect(sheet?.getRow(1).getCell(3).value).toBe('User id');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(3).value).toBe('pune.admin');
  });

  it("files the state's change of a unit's user under that unit", async () => {
    const state = await loginAs(t.app, 'superadmin');
    const nagpurAdmin = await userIdOf(t.deps.db, 'nagpur.admin');
    await send('PUT', `/api/users/${nagpurAdmin}/active`, state, { active: false });
    await send('PUT', `/api/users/${nagpurAdmin}/active`, state, { active: true });
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    const page = (await send('GET', `/api/audit?entityId=${nagpurAdmin}`, nagpur)).json();
    expect(page.items.map((e: { userid: string }) => e.userid)).toEqual([
      'superadmin',
      'superadmin',
    ]);
  });

  it('is closed to police-station users', async () => {
    const station = await loginAs(t.app, 'pune.shivajinagar');
    expect((await send('GET', '/api/audit', station)).statusCode).toBe(403);
    expect((await send('GET', '/api/audit/export', station)).statusCode).toBe(403);
  });
});

import { DEFAULT_UNIT_SETTINGS, UNIT_SETTINGS_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAll } from '../../test/login.js';
import { auditChanges, countAudit } from '../../test/test-data.repo.js';

let t: TestApp;
let who: Record<string, string>;
const PUNE = 1;
const NAGPUR = 3;

const get = (cookie: string, query = '') =>
  inject(t.app, 'GET', `/api/settings/unit${query}`, cookie);
const put = (cookie: string, body: object) =>
  inject(t.app, 'PUT', '/api/settings/unit', cookie, body);

const valid = { overdueCheckDays: 45, patrolMaxDistanceMeters: 300, patrolRepeatMinutes: 15 };

beforeAll(async () => {
  t = await buildTestApp();
  who = await loginAll(t.app, ['pune.kothrud', 'pune.admin', 'nagpur.admin', 'superadmin']);
});
afterAll(() => t.close());

describe('unit settings (issue 20 item 3)', () => {
  it('gives a unit without a saved row the defaults, to its station users too', async () => {
    const res = await get(who['pune.kothrud']!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cityId: PUNE, ...DEFAULT_UNIT_SETTINGS, updatedAt: null });
  });

  it('refuses each value out of range with the form message', async () => {
    const res = await put(who['pune.admin']!, {
      overdueCheckDays: 0,
      patrolMaxDistanceMeters: 5001,
      patrolRepeatMinutes: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      overdueCheckDays: UNIT_SETTINGS_MESSAGES.overdueDays,
      patrolMaxDistanceMeters: UNIT_SETTINGS_MESSAGES.patrolDistance,
      patrolRepeatMinutes: UNIT_SETTINGS_MESSAGES.patrolRepeat,
    });
    const text = await put(who['pune.admin']!, { ...valid, overdueCheckDays: 'abc' });
    expect(text.json().error.fields).toEqual({
      overdueCheckDays: UNIT_SETTINGS_MESSAGES.overdueDays,
    });
    const fraction = await put(who['pune.admin']!, { ...valid, overdueCheckDays: 365.5 });
    expect(fraction.statusCode).toBe(400);
  });

  it('does not let a station user save', async () => {
    expect((await put(who['pune.kothrud']!, valid)).statusCode).toBe(403);
  });

  it("saves the unit admin's own unit, audited with the changed fields only", async () => {
    const res = await put(who['pune.admin']!, { ...valid, patrolRepeatMinutes: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(UNIT_SETTINGS_MESSAGES.saved);
    expect(res.json().item).toMatchObject({ cityId: PUNE, overdueCheckDays: 45 });
    expect(await auditChanges(t.deps.db, 'unit-settings', String(PUNE), 'update')).toEqual({
      overdueCheckDays: { from: 30, to: 45 },
      patrolMaxDistanceMeters: { from: 200, to: 300 },
    });
    // The station reads what its unit saved.
    const read = (await get(who['pune.kothrud']!)).json();
    expect(read).toMatchObject({ cityId: PUNE, ...valid, patrolRepeatMinutes: 30 });
    expect(read.updatedAt).not.toBeNull();
    // Saved again (an update of the same row).
    await put(who['pune.admin']!, { ...valid, overdueCheckDays: 20 });
    expect((await get(who['pune.kothrud']!)).json().overdueCheckDays).toBe(20);
    expect(await countAudit(t.deps.db, 'unit-settings', String(PUNE))).toBe(2);
  });

  it('never lets a unit admin reach another unit by its id', async () => {
    const res = await put(who['nagpur.admin']!, { ...valid, overdueCheckDays: 7, cityId: PUNE });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.cityId).toBe(NAGPUR);
    expect((await get(who['pune.kothrud']!)).json().overdueCheckDays).toBe(20);
    expect((await get(who['nagpur.admin']!, `?cityId=${PUNE}`)).json().cityId).toBe(NAGPUR);
  });

  it('lets the state super admin read and save any unit it names', async () => {
    const none = await get(who.superadmin!);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(UNIT_SETTINGS_MESSAGES.unitRequired);
    expect((await put(who.superadmin!, valid)).json().error.fields).toEqual({
      cityId: UNIT_SETTINGS_MESSAGES.unitRequired,
    });
    expect((await get(who.superadmin!, `?cityId=${NAGPUR}`)).json().overdueCheckDays).toBe(7);
    const saved = await put(who.superadmin!, { ...valid, overdueCheckDays: 60, cityId: NAGPUR });
    expect(saved.statusCode).toBe(200);
    expect((await get(who['nagpur.admin']!)).json().overdueCheckDays).toBe(60);
    expect((await get(who.superadmin!, '?cityId=999999')).statusCode).toBe(404);
    expect((await put(who.superadmin!, { ...valid, cityId: 999999 })).statusCode).toBe(404);
  });
});

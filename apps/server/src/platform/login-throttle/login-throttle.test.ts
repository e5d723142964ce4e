import { LIMITS, MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_DEMO_PASSWORD } from '../../db/seed/demo-content.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { demoAccount, loginAs, solvedCaptcha } from '../../test/login.js';
import {
  ageLoginFailures,
  countAuditActions,
  loginFailureRows,
  setUserActive,
  userIdOf,
} from '../../test/test-data.repo.js';
import { delayAfter } from './login-throttle.js';

/**
 * Issue 17 §1 (decision 0040): failures are counted per account and client address; the
 * address that fails waits, longer at every failure; the owner elsewhere signs in; ids
 * that do not exist leave nothing behind; admins unlock; re-activation starts afresh; the
 * field login is throttled the same way and asks for a captcha when many addresses fail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const STRANGER = '203.0.113.66';
const STATION_PC = '10.20.30.40';

async function officerLogin(
  body: { userid: string; phone: string; password: string },
  remoteAddress: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { ...body, captcha: await solvedCaptcha(t.app) },
  });
}

function fieldLogin(phone: string, password: string, remoteAddress: string, captcha?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/field/auth/login',
    remoteAddress,
    payload: { phone, password, ...(captcha ? { captcha } : {}) },
  });
}

describe('officer sign-in throttling (issue 17 §1)', () => {
  it('makes the failing address wait, longer each time, while the owner signs in elsewhere', async () => {
    const owner = demoAccount('nagpur.sitabuldi');
    const wrong = { ...owner, password: 'Wrong#1xyz' };
    for (let i = 1; i <= LIMITS.loginFreeFailures; i++) {
      expect((await officerLogin(wrong, STRANGER)).statusCode, `try ${i}`).toBe(401);
    }
    const waiting = await officerLogin(wrong, STRANGER);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.message).toBe(MESSAGES.loginThrottled);
    // The stranger waits even with the right password; the owner at the station does not.
    expect((await officerLogin(owner, STRANGER)).statusCode).toBe(429);
    expect((await officerLogin(owner, STATION_PC)).statusCode).toBe(200);

    // After the first wait (15 s) one more try; its failure doubles the wait.
    await ageLoginFailures(t.deps.db, delayAfter(3) + 1);
    expect((await officerLogin(wrong, STRANGER)).statusCode).toBe(401);
    await ageLoginFailures(t.deps.db, delayAfter(3) + 1);
    expect((await officerLogin(wrong, STRANGER)).statusCode).toBe(429);
    await ageLoginFailures(t.deps.db, delayAfter(4) - delayAfter(3));
    expect((await officerLogin(wrong, STRANGER)).statusCode).toBe(401);
    expect([3, 4, 5, 6, 7, 8, 9, 20].map(delayAfter)).toEqual([
      15, 30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('stores nothing for a user id that does not exist, so it cannot be created locked', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await officerLogin(
        { userid: 'pune.not-yet', phone: '9000000099', password: 'Wrong#1xyz' },
        STRANGER,
      );
      expect(res.statusCode).toBe(401);
    }
    const rows = await loginFailureRows(t.deps.db);
    expect(rows.every((r) => /^(user|app):\d+$/.test(r.account))).toBe(true);
  });

  it('role 4 unlocks a user of its unit (audited), not one of another unit', async () => {
    const target = demoAccount('pune.kothrud');
    const id = await userIdOf(t.deps.db, 'pune.kothrud');
    for (let i = 0; i < LIMITS.loginFreeFailures; i++) {
      await officerLogin({ ...target, password: 'Wrong#1xyz' }, STRANGER);
    }
    const puneAdmin = await loginAs(t.app, 'pune.admin');
    const list = await inject(t.app, 'GET', '/api/users?page=0&size=100&search=kothrud', puneAdmin);
    expect(list.json().items).toEqual([expect.objectContaining({ id, locked: true })]);

    const nagpurAdmin = await loginAs(t.app, 'nagpur.admin');
    const unlock = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/users/${id}/unlock`, headers: { cookie } });
    expect((await unlock(nagpurAdmin)).statusCode).toBe(404);
    const station = await loginAs(t.app, 'pune.shivajinagar');
    expect((await unlock(station)).statusCode).toBe(403);

    const audits = await countAuditActions(t.deps.db, 'user', 'unlock-sign-in');
    const done = await unlock(puneAdmin);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, locked: false });
    expect(await countAuditActions(t.deps.db, 'user', 'unlock-sign-in')).toBe(audits + 1);
    expect((await officerLogin(target, STRANGER)).statusCode).toBe(200);
  });

  it('re-activating a user forgets its failures', async () => {
    const target = demoAccount('pune.deccan');
    const id = await userIdOf(t.deps.db, 'pune.deccan');
    for (let i = 0; i < LIMITS.loginFreeFailures; i++) {
      await officerLogin({ ...target, password: 'Wrong#1xyz' }, STRANGER);
    }
    const admin = await loginAs(t.app, 'pune.admin');
    const setActive = (active: boolean) =>
      inject(t.app, 'PUT', `/api/users/${id}/active`, admin, { active });
    expect((await setActive(false)).json().locked).toBe(true);
    expect((await setActive(true)).json().locked).toBe(false);
    expect((await officerLogin(target, STRANGER)).statusCode).toBe(200);
    await setUserActive(t.deps.db, 'pune.deccan', true);
  });
});

describe('field app sign-in throttling (issue 17 §1)', () => {
  const PHONE = '9100000002';

  it('makes the failing address wait while the officer signs in from the phone', async () => {
    for (let i = 0; i < LIMITS.loginFreeFailures; i++) {
      expect((await fieldLogin(PHONE, 'Wrong#1xyz', STRANGER)).statusCode).toBe(401);
    }
    expect((await fieldLogin(PHONE, FIELD_DEMO_PASSWORD, STRANGER)).statusCode).toBe(429);
    expect((await fieldLogin(PHONE, FIELD_DEMO_PASSWORD, STATION_PC)).statusCode).toBe(200);
  });

  it('asks every address for a captcha once the account fails from many, and takes the right password with one', async () => {
    for (let i = 0; i < LIMITS.loginAccountCeiling; i++) {
      await fieldLogin(PHONE, 'Wrong#1xyz', `198.51.100.${i + 1}`);
    }
    const without = await fieldLogin(PHONE, FIELD_DEMO_PASSWORD, STATION_PC);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields.captcha).toBe(MESSAGES.captchaRequired);
    const withCaptcha = await fieldLogin(
      PHONE,
      FIELD_DEMO_PASSWORD,
      STATION_PC,
      await solvedCaptcha(t.app),
    );
    expect(withCaptcha.statusCode).toBe(200);
  });

  it('role 4 unlocks an app user of its unit (audited)', async () => {
    const admin = await loginAs(t.app, 'pune.admin');
    const list = await inject(
      t.app,
      'GET',
      `/api/app-users?page=0&size=100&search=${PHONE}`,
      admin,
    );
    const [row] = list.json<{ items: { id: number; locked: boolean }[] }>().items;
    expect(row?.locked).toBe(true);
    const audits = await countAuditActions(t.deps.db, 'app-user', 'unlock-sign-in');
    const done = await inject(t.app, 'POST', `/api/app-users/${row?.id}/unlock`, admin);
    expect(done.json()).toMatchObject({ id: row?.id, locked: false });
    expect(await countAuditActions(t.deps.db, 'app-user', 'unlock-sign-in')).toBe(audits + 1);
    expect((await fieldLogin(PHONE, FIELD_DEMO_PASSWORD, STRANGER)).statusCode).toBe(200);
  });
});

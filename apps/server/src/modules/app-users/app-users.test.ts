import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_USER_MESSAGES, passwordSchema } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMessagingDriver } from '../../platform/notify/messaging.js';
import { findOutbox } from '../../platform/notify/outbox.repo.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { maxOutboxId } from '../../test/test-data.repo.js';

/** A stand-in for the WhatsApp-style provider: records requests, answers what the test says. */
function fakeMessagingProvider() {
  const received: { auth: string | undefined; body: Record<string, string> }[] = [];
  let answer = 200;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({
        auth: req.headers.authorization,
        body: JSON.parse(data || '{}') as Record<string, string>,
      });
      res.statusCode = answer;
      res.end('{}');
    });
  });
  return {
    received,
    setAnswer: (status: number) => (answer = status),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/send`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const provider = fakeMessagingProvider();
let t: TestApp;
let puneCookie: string;
beforeAll(async () => {
  const url = await provider.start();
  t = await buildTestApp({}, { messaging: new HttpMessagingDriver(url, 'test-token', 2000) });
  puneCookie = await loginAs(t.app, 'pune.admin');
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
let phoneSeq = 0;
const appUser = (over: Record<string, unknown> = {}) => ({
  firstName: 'Sandip',
  lastName: 'Jadhav',
  phone: `97${String(10_000_000 + phoneSeq++).slice(0, 8)}`,
  stationId: 2,
  ...over,
});

describe('app users /AppUserLogin (spec 1 §2, §3, §4; issue 3 §2)', () => {
  it('role 4 creates an app user in its unit, pending and without a password', async () => {
    const res = await send('POST', '/api/app-users', puneCookie, appUser({ cityId: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      cityId: 1,
      stationId: 2,
      hasPassword: false,
      stationNameEn: 'Kothrud',
    });
    const dup = await send(
      'POST',
      '/api/app-users',
      puneCookie,
      appUser({ phone: res.json().phone }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.phone).toBe(APP_USER_MESSAGES.phoneTaken);
  });

  it('validates with the form messages', async () => {
    const res = await send('POST', '/api/app-users', puneCookie, {
      firstName: '',
      lastName: 'x',
      phone: '12',
      stationId: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: APP_USER_MESSAGES.firstNameRequired,
      phone: APP_USER_MESSAGES.phoneFormat,
    });
  });

  it('approving a pending user issues a one-time password, sent through the provider, shown once', async () => {
    const created = (await send('POST', '/api/app-users', puneCookie, appUser())).json();
    const res = await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, { status: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Update Status Successfully !!!');
    expect(body.appUser).toMatchObject({ status: 1, hasPassword: true });
    expect(passwordSchema.safeParse(body.oneTimePassword).success).toBe(true);
    await t.deps.outbox.runOnce();
    const last = provider.received.at(-1);
    expect(last).toEqual({
      auth: 'Bearer test-token',
      body: { phone: created.phone, password: body.oneTimePassword, cityName: 'Pune City' },
    });
    // The list never shows the password again.
    const list = (await send('GET', '/api/app-users?size=100', puneCookie)).json();
    expect(JSON.stringify(list)).not.toContain(body.oneTimePassword);
    // Approving again (not from pending) issues nothing.
    const again = await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, {
      status: 1,
    });
    expect(again.json().oneTimePassword).toBeNull();
  });

  it('a failing provider loses nothing: the message stays queued and goes out later', async () => {
    provider.setAnswer(503);
    const created = (await send('POST', '/api/app-users', puneCookie, appUser())).json();
    const before = provider.received.length;
    const res = (
      await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, { status: 1 })
    ).json();
    await t.deps.outbox.runOnce();
    expect(provider.received.length).toBeGreaterThan(before);
    const failedTry = provider.received.length;
    provider.setAnswer(200);
    // The retry is scheduled later; run the dispatcher as if that time had come.
    const delivered = await t.deps.outbox.runOnce(new Date(Date.now() + 3_600_000));
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect(provider.received.length).toBe(failedTry + 1);
    expect(provider.received.at(-1)?.body.password).toBe(res.oneTimePassword);
  });

  it('keeps the record of a sent message without the password', async () => {
    const created = (await send('POST', '/api/app-users', puneCookie, appUser())).json();
    await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, { status: 1 });
    await t.deps.outbox.runOnce();
    const row = await findOutbox(t.deps.db, await maxOutboxId(t.deps.db));
    expect(row?.status).toBe('sent');
    expect(row?.payload).toEqual({ phone: created.phone, cityName: 'Pune City' });
  });

  it('reset password gives an approved user a new one-time password; rejecting removes it', async () => {
    const created = (await send('POST', '/api/app-users', puneCookie, appUser())).json();
    const pending = await send('POST', `/api/app-users/${created.id}/reset-password`, puneCookie);
    expect(pending.statusCode).toBe(400);
    await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, { status: 1 });
    const reset = await send('POST', `/api/app-users/${created.id}/reset-password`, puneCookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().oneTimePassword).toMatch(/^.{12}$/);
    const rejected = await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, {
      status: 2,
    });
    expect(rejected.json().appUser).toMatchObject({ status: 2, hasPassword: false });
    // Approving a rejected user again gives it a password again.
    const again = await send('PUT', `/api/app-users/${created.id}/status`, puneCookie, {
      status: 1,
    });
    expect(again.json().appUser.hasPassword).toBe(true);
    expect(again.json().oneTimePassword).toMatch(/^.{12}$/);
  });

  it('scope: another unit cannot read or change them; role 2 has no access; role 8 sees all', async () => {
    const created = (await send('POST', '/api/app-users', puneCookie, appUser())).json();
    const nagpur = await loginAs(t.app, 'nagpur.admin');
    expect(
      (await send('PUT', `/api/app-users/${created.id}/status`, nagpur, { status: 1 })).statusCode,
    ).toBe(404);
    expect((await send('PUT', `/api/app-users/${created.id}`, nagpur, appUser())).statusCode).toBe(
      404,
    );
    const nagpurList = (await send('GET', '/api/app-users?size=100', nagpur)).json();
    expect(nagpurList.items.every((u: { cityId: number }) => u.cityId === 3)).toBe(true);
    // A Nagpur admin cannot place a user at a Pune station.
    expect(
      (await send('POST', '/api/app-users', nagpur, appUser({ stationId: 2 }))).statusCode,
    ).toBe(403);
    const station = await loginAs(t.app, 'pune.kothrud');
    expect((await send('GET', '/api/app-users', station)).statusCode).toBe(403);
    const state = await loginAs(t.app, 'superadmin');
    const all = (await send('GET', '/api/app-users?size=100', state)).json();
    expect(all.items.map((u: { id: number }) => u.id)).toContain(created.id);
    const noUnit = await send('POST', '/api/app-users', state, appUser());
    expect(noUnit.json().error.fields.cityId).toBe(APP_USER_MESSAGES.unitRequired);
    expect((await send('POST', '/api/app-users', state, appUser({ cityId: 1 }))).statusCode).toBe(
      200,
    );
  });
});

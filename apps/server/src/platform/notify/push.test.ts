import { generateKeyPairSync, createVerify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { addDevice } from '../../test/test-data.repo.js';
import { samplePng, upload } from '../../test/upload.js';
import { FcmPushDriver } from './push.js';

/** Stands in for Google's token endpoint and FCM's send endpoint. */
function fakeFcm(publicKey: string) {
  const sends: {
    auth: string | undefined;
    body: {
      message: { token: string; notification: { title: string; body: string; image?: string } };
    };
  }[] = [];
  let tokenCalls = 0;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      if (req.url === '/token') {
        tokenCalls++;
        const assertion = new URLSearchParams(data).get('assertion') ?? '';
        const [h, c, s] = assertion.split('.');
        const valid = createVerify('RSA-SHA256')
          .update(`${h}.${c}`)
          .verify(publicKey, Buffer.from(s ?? '', 'base64url'));
        res.statusCode = valid ? 200 : 401;
        res.end(JSON.stringify({ access_token: 'at-123', expires_in: 3600 }));
        return;
      }
      const body = JSON.parse(data) as (typeof sends)[number]['body'];
      sends.push({ auth: req.headers.authorization, body });
      res.statusCode = body.message.token === 'dead-token' ? 404 : 200;
      res.end(
        res.statusCode === 404
          ? '{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}'
          : '{"name":"ok"}',
      );
    });
  });
  return {
    sends,
    tokenCalls: () => tokenCalls,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const fcm = fakeFcm(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString());
let t: TestApp;

beforeAll(async () => {
  const base = await fcm.start();
  const driver = new FcmPushDriver(
    {
      client_email: 'cmis@test.iam.example',
      private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${base}/token`,
    },
    'cmis-test',
    base,
  );
  t = await buildTestApp({ publicBaseUrl: 'https://cmis.example.test' }, { push: driver });
});
afterAll(async () => {
  await t.close();
  await fcm.stop();
});

describe('new-accused push through FCM HTTP v1 (spec 2 §7.6; issue 4 §8)', () => {
  it('sends one push per device of the accused station, titled CMIS New Criminal Added, with a signed-JWT token', async () => {
    // Issue 20 (decision 0051): the station's app users, no longer the whole unit's.
    await addDevice(t.deps.db, '9822000101', 'device-a');
    await addDevice(t.deps.db, '9822000102', 'device-b');
    await addDevice(t.deps.db, '9823000201', 'nagpur-device');
    await addDevice(t.deps.db, '9822000106', 'dead-token');
    const kothrud = await loginAs(t.app, 'pune.kothrud');
    const acts = (await inject(t.app, 'GET', '/api/masters/acts', kothrud)).json();
    const sections = (
      await inject(t.app, 'GET', `/api/masters/acts/${acts[0].id}/sections`, kothrud)
    ).json();
    const year = new Date().getFullYear() - 1;
    const photo = (await upload(t.app, kothrud, 'image', 'face.png', await samplePng())).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accused',
      headers: { cookie: kothrud },
      payload: {
        basic: {
          crimeTypeIds: [1],
          historySheeter: 2,
          name: 'नवीन आरोपी',
          age: 28,
          stateId: 1,
          cityId: 1,
          stationId: 2,
          religionId: 1,
          address: 'कोथरूड',
          photoIds: [photo.id],
        },
        crimes: [
          {
            stateId: 1,
            cityId: 1,
            stationId: 2,
            registerNumber: '5',
            registerYear: year,
            registeredOn: `${year}-01-05`,
            crimeTitleId: 1,
            statusId: 1,
            sections: [{ actId: acts[0].id, sectionId: sections[0].id }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    await t.deps.outbox.runOnce();
    const tokens = fcm.sends.map((s) => s.body.message.token).sort();
    // device-a is Shivajinagar's (same unit), nagpur-device another unit's: neither is told.
    expect(tokens).toEqual(['dead-token', 'device-b']);
    expect(fcm.sends[0]?.auth).toBe('Bearer at-123');
    const notification = fcm.sends[0]?.body.message.notification;
    expect(notification).toMatchObject({
      title: 'CMIS New Criminal Added',
      body: 'नवीन आरोपी, कोथरूड',
    });
    // The photo travels as a signed link the phone can open without a session.
    const image = new URL(notification?.image ?? '');
    expect(image.origin).toBe('https://cmis.example.test');
    const path = `${image.pathname}${image.search}`;
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    const tampered = path.replace(/signature=./, 'signature=X');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const expired = path.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    expect(fcm.tokenCalls()).toBe(1);
    // The dead token is not retried; the delivered ones are not sent twice.
    await t.deps.outbox.runOnce(new Date(Date.now() + 7_200_000));
    expect(fcm.sends).toHaveLength(2);
  });
});

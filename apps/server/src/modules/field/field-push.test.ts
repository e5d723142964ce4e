import { FIELD_MESSAGES, fieldCheckinPath } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_DEMO_PASSWORD } from '../../db/seed/demo-content.js';
import { DEV_VAPID_SUBJECT } from '../../config.js';
import { withTransaction } from '../../db/client.js';
import { queueStationPush } from '../../platform/notify/push.js';
import { hashPassword } from '../../platform/passwords.js';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { stationIdOf } from '../../test/field-data.repo.js';
import { fieldLoginAs, loginAs } from '../../test/login.js';
import {
  insertFieldUser,
  insertSubscription,
  outboxRow,
  pushRowsAfter,
  subscriptionsByEndpoint,
} from '../../test/push-data.repo.js';
import { pushServiceStub, type StubSubscriber } from '../../test/push-service-stub.js';
import { countAuditActions, maxOutboxId } from '../../test/test-data.repo.js';
import { samplePng, upload } from '../../test/upload.js';

/**
 * Issue 20 item 1 (decision 0051): Web Push to the field app through the outbox, against a
 * local push service that decrypts what it receives as the browser would.
 */
const stub = pushServiceStub();
let t: TestApp;
let base: string;
let kothrud: number;
let kothrudOfficer: string;
const cookies: Record<string, string> = {};
const subs: Record<string, StubSubscriber> = {};

// A1, A2 approved at Kothrud; B1 at Shivajinagar (same unit); C1 at Sitabuldi (Nagpur);
// P pending (status 0) at Kothrud.
const A1 = '9100000002';
const A2 = '9100000902';
const B1 = '9100000001';
const C1 = '9100000003';

const subscribe = (cookie: string | null, body: object) =>
  inject(t.app, 'POST', '/api/field/push/subscriptions', cookie, body);
const unsubscribe = (cookie: string | null, endpoint: string) =>
  inject(t.app, 'DELETE', '/api/field/push/subscriptions', cookie, { endpoint });

/** The deliveries the push service holds for each subscriber, counted. */
function countsByName(from = 0): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of stub.deliveries.slice(from)) out[d.name] = (out[d.name] ?? 0) + 1;
  return out;
}

async function newAccusedAtKothrud(name: string, photoIds: string[] = []) {
  return createTestAccused(t.app, kothrudOfficer, { name, stationId: kothrud, photoIds });
}

beforeAll(async () => {
  base = await stub.start();
  t = await buildTestApp({ publicBaseUrl: 'https://cmis.example.test' });
  kothrud = await stationIdOf(t.deps.db, 'Kothrud');
  const hash = await hashPassword(FIELD_DEMO_PASSWORD);
  await insertFieldUser(t.deps.db, {
    phone: A2,
    cityId: 1,
    stationId: kothrud,
    status: 1,
    passwordHash: hash,
  });
  const pending = await insertFieldUser(t.deps.db, {
    phone: '9100000903',
    cityId: 1,
    stationId: kothrud,
    status: 0,
    passwordHash: hash,
  });
  kothrudOfficer = await loginAs(t.app, 'pune.kothrud');
  for (const [name, phone] of [
    ['a1', A1],
    ['a2', A2],
    ['b1', B1],
    ['c1', C1],
  ] as const) {
    cookies[name] = await fieldLoginAs(t.app, phone);
    subs[name] = stub.subscriber(name);
  }
  subs.p = stub.subscriber('p');
  await insertSubscription(t.deps.db, pending, subs.p.subscription);
});

afterAll(async () => {
  await t.close();
  await stub.stop();
});

describe('Web Push subscriptions of the field app (issue 20 item 1)', () => {
  it('gives the VAPID public key to a signed-in app user only', async () => {
    expect((await inject(t.app, 'GET', '/api/field/push/key', null)).statusCode).toBe(401);
    const officer = await inject(t.app, 'GET', '/api/field/push/key', kothrudOfficer);
    expect(officer.statusCode).toBe(401);
    const res = await inject(t.app, 'GET', '/api/field/push/key', cookies.a1);
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    // Made once into DATA_DIR outside production, and the same key signs the messages.
    expect(publicKey).toBe(t.deps.vapidPublicKey);
  });

  it('refuses a subscription the push could not be encrypted for', async () => {
    const good = stub.subscriber('bad').subscription;
    const bad = [
      { ...good, endpoint: 'ftp://push.example/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: 'abc' } },
      // The right length and first byte, but not a point on P-256.
      { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { endpoint: good.endpoint },
    ];
    for (const body of bad) {
      const res = await subscribe(cookies.a1!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(FIELD_MESSAGES.pushSubscriptionInvalid);
    }
    expect(await subscriptionsByEndpoint(t.deps.db, good.endpoint)).toEqual([]);
    expect((await subscribe(null, good)).statusCode).toBe(401);
  });

  it('stores one row per endpoint, owned by the last app user who subscribed with it, audited', async () => {
    const before = await countAuditActions(t.deps.db, 'push-subscription', 'register');
    const shared = stub.subscriber('shared').subscription;
    expect((await subscribe(cookies.b1!, shared)).statusCode).toBe(200);
    expect((await subscribe(cookies.a1!, shared)).statusCode).toBe(200);
    const rows = await subscriptionsByEndpoint(t.deps.db, shared.endpoint);
    expect(rows).toHaveLength(1);
    // B1 no longer owns it: B1's unsubscribe leaves A1's row alone.
    expect((await unsubscribe(cookies.b1!, shared.endpoint)).statusCode).toBe(200);
    expect(await subscriptionsByEndpoint(t.deps.db, shared.endpoint)).toHaveLength(1);
    expect((await unsubscribe(cookies.a1!, shared.endpoint)).statusCode).toBe(200);
    expect(await subscriptionsByEndpoint(t.deps.db, shared.endpoint)).toEqual([]);
    expect(await countAuditActions(t.deps.db, 'push-subscription', 'register')).toBe(before + 2);
    expect(await countAuditActions(t.deps.db, 'push-subscription', 'delete')).toBeGreaterThan(0);
  });
});

describe('the new-accused push reaches the station’s phones only (issue 20 item 1)', () => {
  it('delivers exactly one decryptable message to each subscribed app user of the station', async () => {
    for (const name of ['a1', 'a2', 'b1', 'c1']) {
      expect((await subscribe(cookies[name]!, subs[name]!.subscription)).statusCode).toBe(200);
    }
    const from = stub.deliveries.length;
    const photo = (
      await upload(t.app, kothrudOfficer, 'image', 'face.png', await samplePng())
    ).json<{ id: string }>().id;
    const id = await newAccusedAtKothrud('पुश आरोपी', [photo]);
    await t.deps.outbox.runOnce();
    expect(countsByName(from)).toEqual({ a1: 1, a2: 1 });
    for (const d of stub.deliveries.slice(from)) {
      const message = subs[d.name]!.open(d) as Record<string, string>;
      expect(message).toMatchObject({
        title: 'CMIS New Criminal Added',
        body: 'पुश आरोपी, कोथरूड',
        url: fieldCheckinPath(id),
      });
      // The photo travels as a signed link the phone opens without a session.
      expect(new URL(message.imageUrl ?? '').origin).toBe('https://cmis.example.test');
      expect(d.vapid).toEqual({ ok: true, aud: base, sub: DEV_VAPID_SUBJECT });
      expect(d.headers['content-encoding']).toBe('aes128gcm');
      expect(d.headers.ttl).toBe('86400');
    }
    // Delivered once: a later round sends nothing again.
    await t.deps.outbox.runOnce(new Date(Date.now() + 7_200_000));
    expect(stub.deliveries.length).toBe(from + 2);
  });

  it('removes a subscription the push service says is gone (410) and retries a 500 later', async () => {
    stub.answer('a1', 410);
    stub.answer('a2', 500);
    const outboxFrom = await maxOutboxId(t.deps.db);
    const from = stub.deliveries.length;
    await newAccusedAtKothrud('पुश दुसरा');
    await t.deps.outbox.runOnce();
    const rows = await pushRowsAfter(t.deps.db, outboxFrom);
    expect(rows).toHaveLength(2);
    expect(await subscriptionsByEndpoint(t.deps.db, subs.a1!.subscription.endpoint)).toEqual([]);
    const [toA1, toA2] = rows;
    expect((await outboxRow(t.deps.db, toA1!.id))?.status).toBe('failed');
    const pending = await outboxRow(t.deps.db, toA2!.id);
    expect(pending?.status).toBe('pending');
    expect(pending?.lastError).toBe('push service answered 500');
    expect(stub.deliveries.length).toBe(from);

    stub.answer('a1', undefined);
    stub.answer('a2', undefined);
    await t.deps.outbox.runOnce(new Date(Date.now() + 120_000));
    expect(countsByName(from)).toEqual({ a2: 1 });
    expect((await outboxRow(t.deps.db, toA2!.id))?.status).toBe('sent');
    expect((await outboxRow(t.deps.db, toA1!.id))?.status).toBe('failed');
  });

  it('sends nothing to a subscription removed after the message was queued (logout)', async () => {
    const outboxFrom = await maxOutboxId(t.deps.db);
    const from = stub.deliveries.length;
    await withTransaction(t.deps.db, (tx) =>
      queueStationPush(tx, kothrud, { title: 'Test', body: 'queued before logout' }),
    );
    expect((await unsubscribe(cookies.a2!, subs.a2!.subscription.endpoint)).statusCode).toBe(200);
    await t.deps.outbox.runOnce();
    expect(stub.deliveries.length).toBe(from);
    const rows = await pushRowsAfter(t.deps.db, outboxFrom);
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([
      ['failed', 'push subscription removed'],
    ]);
  });
});

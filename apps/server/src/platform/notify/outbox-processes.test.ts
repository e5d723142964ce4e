import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { usesPostgres } from '../../test/build-test-app.js';
import { createPostgresTestDatabase } from '../../test/test-database.js';
import { OutboxDispatcher } from './dispatcher.js';
import { LogPushDriver } from './push.js';
import {
  queueCredentialsMessage,
  type CredentialsMessage,
  type MessagingDriver,
} from './messaging.js';

/** Records what it was asked to send, slowly, so two dispatchers' rounds overlap. */
class SlowRecorder implements MessagingDriver {
  readonly name = 'recorder';
  readonly sent: string[] = [];
  async send(message: CredentialsMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.sent.push(message.phone);
  }
}

/**
 * Every server process runs an outbox dispatcher (decision 0049: WORKERS=N runs N of them on
 * one database). The claim leases the due rows in one statement with FOR UPDATE SKIP LOCKED,
 * so two dispatchers working at the same moment deliver each message once.
 */
describe.skipIf(!usesPostgres())('two outbox dispatchers on one database', () => {
  let pg: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
    // Two pools, as two processes have.
    a = await openDatabase({ databaseUrl: pg.url });
    b = await openDatabase({ databaseUrl: pg.url });
    await a.migrate();
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.drop();
  });

  it('deliver each message once', async () => {
    const phones = Array.from({ length: 60 }, (_, i) => `98${String(i).padStart(8, '0')}`);
    for (const phone of phones) {
      await queueCredentialsMessage(a.db, { phone, password: 'x', cityName: 'Pune City' });
    }
    const log = { info: () => undefined };
    const toA = new SlowRecorder();
    const toB = new SlowRecorder();
    const first = new OutboxDispatcher(a.db, toA, new LogPushDriver(log));
    const second = new OutboxDispatcher(b.db, toB, new LogPushDriver(log));
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([first.runOnce(), second.runOnce()]);
      if (x + y === 0) break;
    }
    expect([...toA.sent, ...toB.sent].sort()).toEqual(phones);
    // Both took part: the rounds did overlap.
    expect(toA.sent.length).toBeGreaterThan(0);
    expect(toB.sent.length).toBeGreaterThan(0);
  });
});

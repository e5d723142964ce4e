import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db, DbKind } from './db/client.js';
import type { Captcha } from './platform/captcha/captcha.js';
import type { FieldCipher } from './platform/field-cipher.js';
import type { OutboxDispatcher } from './platform/notify/dispatcher.js';
import type { FieldSessionStore } from './platform/session/field-session.js';
import type { SessionStore } from './platform/session/session.js';
import type { StorageDriver } from './platform/storage.js';
import type { VerificationProvider } from './platform/verification/provider.js';

/** What services need from the outside world; built once in main.ts or the test helper. */
export interface Deps {
  config: Config;
  db: Db;
  /**
   * Read-only report queries (reports, analytics, dashboard counts): a replica's pool when
   * DATABASE_REPLICA_URL is set, else the same handle as `db`. Never write through it.
   */
  readDb: Db;
  dbKind: DbKind;
  sessions: SessionStore;
  /** App users' sessions of the field app (issue 5 §7), apart from officers'. */
  fieldSessions: FieldSessionStore;
  captcha: Captcha;
  storage: StorageDriver;
  outbox: OutboxDispatcher;
  cipher: FieldCipher;
  /** The VAPID public key the field app subscribes with (decision 0051). */
  vapidPublicKey: string;
  /** Document verification provider (issue 7): sandbox or Surepass-compatible HTTP. */
  verification: VerificationProvider;
  log: FastifyBaseLogger;
}

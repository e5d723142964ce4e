import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.js';
import { openDatabase, openReadReplica, type Database } from './db/client.js';
import { seedDemoAccused } from './db/seed/demo-accused.js';
import { seedDemoContent } from './db/seed/demo-content.js';
import { seedDemoWanted } from './db/seed/demo-wanted.js';
import { seedDemoFieldRegisters } from './db/seed/demo-field-registers.js';
import { seedDemoField } from './db/seed/demo-field.js';
import { seedDemoBreaches } from './db/seed/demo-breaches.js';
import { seedDemoOverdue } from './db/seed/demo-overdue.js';
import { seed } from './db/seed/index.js';
import { ensureGpsPartitions } from './db/partitions.js';
import type { Deps } from './deps.js';
import { Captcha } from './platform/captcha/captcha.js';
import { FieldCipher, resolveDataKey } from './platform/field-cipher.js';
import { OutboxDispatcher } from './platform/notify/dispatcher.js';
import { FcmPushDriver, LogPushDriver, type PushDriver } from './platform/notify/push.js';
import {
  resolveVapidDetails,
  WebPushDriver,
  type WebPushSender,
} from './platform/notify/web-push.js';
import {
  HttpMessagingDriver,
  LogMessagingDriver,
  type MessagingDriver,
} from './platform/notify/messaging.js';
import { FieldSessionStore } from './platform/session/field-session.js';
import { SessionStore } from './platform/session/session.js';
import { storageDriver } from './platform/storage-driver.js';
import { HttpVerificationProvider } from './platform/verification/http-driver.js';
import type { VerificationProvider } from './platform/verification/provider.js';
import { SandboxVerificationProvider } from './platform/verification/sandbox-driver.js';
import { seedDemoVerification } from './db/seed/demo-verification.js';
import { refreshStaleNameTerms } from './modules/accused/name-terms.service.js';
import { rebuildDuplicatePairs } from './modules/accused/duplicates/rebuild.js';
import { seedDemoIdentities } from './db/seed/demo-identity.js';
import { seedDemoNetwork } from './db/seed/demo-network.js';

/** Opens the database, applies migrations and seeds; shared by main.ts and the tests. */
function messagingDriver(config: Config, log: FastifyBaseLogger): MessagingDriver {
  const m = config.messaging;
  return m.driver === 'http' && m.url
    ? new HttpMessagingDriver(m.url, m.token)
    : new LogMessagingDriver(log);
}

function pushDriver(config: Config, log: FastifyBaseLogger): PushDriver {
  const p = config.push;
  return p.driver === 'fcm' && p.credentialsFile && p.projectId
    ? FcmPushDriver.fromFile(p.credentialsFile, p.projectId, p.baseUrl)
    : new LogPushDriver(log);
}

function verificationProvider(config: Config): VerificationProvider {
  const v = config.verification;
  return v.driver === 'http' && v.url && v.token
    ? new HttpVerificationProvider(v.url, v.token, v.timeoutMs)
    : new SandboxVerificationProvider();
}

/**
 * The process logger: JSON lines (docs/architecture.md §2), shared by Fastify and background
 * work. Every line carries the process id (pino's default); `bindings` adds more, such as the
 * worker's number when several processes share the port (decision 0049).
 */
export function createLogger(
  config: Config,
  bindings: Record<string, string | number> = {},
): FastifyBaseLogger {
  const log = pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
  return Object.keys(bindings).length > 0 ? log.child(bindings) : log;
}

export async function openAndPrepare(
  config: Config,
  opts: {
    inMemory?: boolean;
    messaging?: MessagingDriver;
    push?: PushDriver;
    /** Replaces the Web Push driver (tests that count sends without a push service). */
    webPush?: WebPushSender;
    verification?: VerificationProvider;
    /**
     * Another process (the cluster's primary, decision 0049) has already migrated and seeded
     * this database: only open it. Workers starting together would otherwise race on the
     * migrations and write the demo data and the name terms once each.
     */
    prepared?: boolean;
    /** Added to every log line of this process (the worker's number). */
    logBindings?: Record<string, string | number>;
  } = {},
): Promise<{ database: Database; deps: Deps }> {
  const log = createLogger(config, opts.logBindings);
  const prepare = !opts.prepared;
  // Checked before the database opens, so a missing production key fails fast.
  const cipher = new FieldCipher(resolveDataKey(config));
  const vapid = resolveVapidDetails(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: opts.inMemory ?? false,
    sqlLog: config.sqlLog,
  });
  if (prepare) {
    await database.migrate();
    await ensureGpsPartitions(database.db);
    await seed(database.db, { demo: config.seedDemo });
  }
  // The replica is opened after migrating: it receives the schema from the primary.
  const replica =
    config.databaseUrl && config.databaseReplicaUrl
      ? openReadReplica(config.databaseReplicaUrl)
      : undefined;
  const deps: Deps = {
    config,
    db: database.db,
    readDb: replica?.db ?? database.db,
    dbKind: database.kind,
    sessions: new SessionStore(database.db, config.sessionIdleSeconds),
    fieldSessions: new FieldSessionStore(database.db),
    captcha: new Captcha(database.db, config.sessionSecret, config.captchaMaxNumber),
    storage: storageDriver(config),
    log,
    cipher,
    vapidPublicKey: vapid.publicKey,
    verification: opts.verification ?? verificationProvider(config),
    outbox: new OutboxDispatcher(
      database.db,
      opts.messaging ?? messagingDriver(config, log),
      opts.push ?? pushDriver(config, log),
      log,
      opts.webPush ?? new WebPushDriver(vapid),
    ),
  };
  await deps.sessions.listenForRevocations(database);
  if (prepare && config.seedDemo) await seedDemoContent(database.db, deps.storage);
  if (prepare && config.seedDemo && config.seedDemoRecords) {
    await seedDemoAccused(database.db, deps.storage, deps.cipher);
    await seedDemoIdentities(database.db, deps.cipher);
    await seedDemoNetwork(database.db);
    await seedDemoWanted(database.db, deps.storage);
    await seedDemoFieldRegisters(database.db, deps.storage);
    await seedDemoField(database.db);
    await seedDemoBreaches(database.db);
    await seedDemoOverdue(database.db);
    await seedDemoVerification(database.db);
  }
  // Records written before migration 0013 or by the demo seed get their search terms,
  // and their possible duplicates are found (issue 16; decisions 0038, 0039).
  if (prepare && (await refreshStaleNameTerms(database.db, log)) > 0) {
    await rebuildDuplicatePairs(database.db, (line) => log.info(`possible duplicates: ${line}`));
  }
  const closePrimary = () => database.close();
  const closeAll = async () => {
    await deps.sessions.close();
    await replica?.close();
    await closePrimary();
  };
  return { database: { ...database, close: closeAll }, deps };
}

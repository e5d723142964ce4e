import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openAndPrepare } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import type { Deps } from '../deps.js';
import type { MessagingDriver } from '../platform/notify/messaging.js';
import type { PushDriver } from '../platform/notify/push.js';
import type { WebPushSender } from '../platform/notify/web-push.js';
import type { VerificationProvider } from '../platform/verification/provider.js';
import { createPostgresTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  close: () => Promise<void>;
}

export const usesPostgres = () => process.env.CMIS_TEST_DB === 'postgres';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request carrying `cookie` (a `name=value` session header), or anonymous without it. */
export function inject(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string | null,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
}

/**
 * The real app on a database of its own: in-memory PGlite, or a new PostgreSQL database
 * when the test project is the PostgreSQL one. Master and demo data are seeded as at start.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  opts: {
    messaging?: MessagingDriver;
    push?: PushDriver;
    webPush?: WebPushSender;
    verification?: VerificationProvider;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cmis-test-'));
  const pgDb = usesPostgres() ? await createPostgresTestDatabase() : undefined;
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    storageDir: path.join(dataDir, 'files'),
    databaseUrl: pgDb?.url,
    captchaMaxNumber: 1000,
    loginRateLimitPerMinute: 1000,
    logLevel: 'silent',
    seedDemo: true,
    seedDemoRecords: false,
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
  const { database, deps } = await openAndPrepare(config, { inMemory: !pgDb, ...opts });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

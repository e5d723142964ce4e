import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seed } from './db/seed/index.js';
import type { Deps } from './deps.js';
import { Captcha } from './platform/captcha/captcha.js';
import { SessionStore } from './platform/session/session.js';
import { LocalStorage } from './platform/storage.js';

/** Opens the database, applies migrations and seeds; shared by main.ts and the tests. */
export async function openAndPrepare(
  config: Config,
  opts: { inMemory?: boolean } = {},
): Promise<{ database: Database; deps: Deps }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: opts.inMemory ?? false,
  });
  await database.migrate();
  await seed(database.db, { demo: config.seedDemo });
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    sessions: new SessionStore(database.db, config.sessionIdleSeconds),
    captcha: new Captcha(database.db, config.sessionSecret, config.captchaMaxNumber),
    storage: new LocalStorage(config.storageDir),
  };
  return { database, deps };
}

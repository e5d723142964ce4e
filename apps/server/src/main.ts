import { buildApp } from './app.js';
import { openAndPrepare } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { ensureGpsPartitions } from './db/partitions.js';
import { sweepOtpRequests } from './modules/verification/lookups.service.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, deps } = await openAndPrepare(config);
  const app = await buildApp(deps);
  deps.outbox.start();

  const sweep = setInterval(() => {
    Promise.all([
      deps.sessions.sweep(),
      deps.fieldSessions.sweep(),
      deps.captcha.sweep(),
      sweepOtpRequests(deps),
      // A process running for months keeps the next months' GPS partitions ready.
      ensureGpsPartitions(deps.db),
    ]).catch((err: unknown) => app.log.warn({ err }, 'sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    deps.outbox.stop();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      db: database.kind,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      demo: config.seedDemo,
    },
    `CMIS is running at http://localhost:${config.port}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('CMIS failed to start:', err);
  }
  process.exit(1);
});

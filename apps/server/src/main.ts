import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { openAndPrepare } from './bootstrap.js';
import { runPrimary, WORKER_SLOT_ENV } from './cluster.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { ensureGpsPartitions } from './db/partitions.js';
import type { Deps } from './deps.js';
import { OverdueJob } from './modules/overdue/overdue.job.js';
import { sweepOtpRequests } from './modules/verification/lookups.service.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Housekeeping every ten minutes: expired rows out, next months' GPS partitions in. */
function startSweeps(deps: Deps, log: FastifyBaseLogger): NodeJS.Timeout {
  const sweep = setInterval(() => {
    Promise.all([
      deps.sessions.sweep(),
      deps.fieldSessions.sweep(),
      deps.captcha.sweep(),
      sweepOtpRequests(deps),
      // A process running for months keeps the next months' GPS partitions ready.
      ensureGpsPartitions(deps.db),
    ]).catch((err: unknown) => log.warn({ err }, 'sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  return sweep;
}

/**
 * One server: the only process (WORKERS=1), or one worker of the cluster (decision 0049),
 * numbered from 1 by the primary. A worker opens the database the primary has migrated and
 * seeded; the sweeps run in worker 1 only, the outbox dispatcher in every process (its claim
 * locks the rows it takes), and so does the overdue check (its run is claimed per day).
 */
async function serve(config: Config, worker: number | undefined): Promise<void> {
  const { database, deps } = await openAndPrepare(config, {
    prepared: worker !== undefined,
    logBindings: worker === undefined ? {} : { worker },
  });
  const app = await buildApp(deps);
  deps.outbox.start();
  // Every process runs the daily overdue check; its claim lets one compute a day (decision 0053).
  const overdue = new OverdueJob(deps.db, app.log);
  overdue.start();
  const sweep = worker === undefined || worker === 1 ? startSweeps(deps, app.log) : undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    deps.outbox.stop();
    overdue
      .stop()
      .then(() => app.close())
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

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    await serve(config, Number(process.env[WORKER_SLOT_ENV]));
  } else if (config.workers > 1) {
    await runPrimary(config);
  } else {
    await serve(config, undefined);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('CMIS failed to start:', err);
  }
  process.exit(1);
});

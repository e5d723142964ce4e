import cluster, { type Worker } from 'node:cluster';
import { createLogger, openAndPrepare } from './bootstrap.js';
import type { Config } from './config.js';

/** The worker's number (1 … WORKERS), given by the primary; worker 1 runs the sweeps. */
export const WORKER_SLOT_ENV = 'CMIS_WORKER';

/** A dead worker's replacement waits 1 s, doubling while replacements keep dying, up to 30 s. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A worker that lived this long was healthy: the next death starts the back-off again. */
const STABLE_MS = 60_000;
/** Workers still running this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 20_000;

export function restartDelayMs(quickDeaths: number): number {
  return Math.min(RESTART_FIRST_MS * 2 ** quickDeaths, RESTART_MAX_MS);
}

interface Slot {
  worker: Worker | undefined;
  startedAt: number;
  /** Deaths in a row, each before the worker had lived STABLE_MS. */
  quickDeaths: number;
  restart: NodeJS.Timeout | undefined;
}

/**
 * The cluster's primary (WORKERS > 1, decision 0049). It serves nothing itself: it migrates
 * and seeds the database once, then forks the workers, which share PORT through node:cluster
 * (the primary accepts connections and hands them out in turn). A worker that dies is
 * replaced after a back-off; one that dies before any worker has listened means the server
 * cannot start (a port in use, a database refusing connections), so the primary stops, as
 * the single process does. SIGTERM or SIGINT stops the workers in order (each closes its
 * server and its database) and then the primary.
 */
export async function runPrimary(config: Config): Promise<void> {
  const bindings = { role: 'primary' };
  const log = createLogger(config, bindings);
  // Before any worker opens the database: workers starting together would race on migrations.
  const { database } = await openAndPrepare(config, { logBindings: bindings });
  await database.close();

  const slots: Slot[] = Array.from({ length: config.workers }, () => ({
    worker: undefined,
    startedAt: 0,
    quickDeaths: 0,
    restart: undefined,
  }));
  let closing = false;
  let everListened = false;
  const listening = new Set<number>();

  const shutdown = (reason: string, exitCode: number) => {
    if (closing) return;
    closing = true;
    log.info({ signal: reason }, 'shutting down the workers');
    for (const slot of slots) clearTimeout(slot.restart);
    const live = slots.flatMap((slot) =>
      slot.worker && !slot.worker.isDead() ? [slot.worker] : [],
    );
    const exits = live.map(
      (worker) =>
        new Promise<number | null>((resolve) =>
          worker.once('exit', (code: number | null) => resolve(code)),
        ),
    );
    for (const worker of live) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of live) {
        if (!worker.isDead()) {
          log.warn({ workerPid: worker.process.pid }, 'worker did not stop in time: killed');
          worker.process.kill('SIGKILL');
        }
      }
    }, STOP_TIMEOUT_MS);
    void Promise.all(exits).then((codes) => {
      clearTimeout(force);
      const clean = codes.every((code) => code === 0);
      log.info({ workers: codes.length, clean }, 'stopped');
      process.exit(clean ? exitCode : 1);
    });
  };

  const fork = (n: number) => {
    const slot = slots[n - 1]!;
    slot.restart = undefined;
    slot.startedAt = Date.now();
    // The same SESSION_SECRET in every worker: a captcha fetched from one is answered to another.
    const worker = cluster.fork({
      [WORKER_SLOT_ENV]: String(n),
      SESSION_SECRET: config.sessionSecret,
    });
    slot.worker = worker;
    const workerPid = worker.process.pid;
    log.info({ worker: n, workerPid }, 'worker started');
    worker.on('listening', (address) => {
      everListened = true;
      log.info({ worker: n, workerPid, port: address.port }, 'worker listening');
      if (listening.size < config.workers) {
        listening.add(n);
        if (listening.size === config.workers) {
          log.info(
            { workers: config.workers },
            `CMIS is running at http://localhost:${config.port} with ${config.workers} workers`,
          );
        }
      }
    });
    worker.on('exit', (code: number | null, signal: string | null) => {
      if (slot.worker === worker) slot.worker = undefined;
      if (closing) return;
      if (!everListened) {
        log.error({ worker: n, workerPid, code, signal }, 'a worker failed to start: stopping');
        shutdown('worker failed to start', 1);
        return;
      }
      slot.quickDeaths = Date.now() - slot.startedAt < STABLE_MS ? slot.quickDeaths + 1 : 0;
      const delay = restartDelayMs(Math.max(0, slot.quickDeaths - 1));
      log.error({ worker: n, workerPid, code, signal, restartInMs: delay }, 'worker died');
      slot.restart = setTimeout(() => fork(n), delay);
    });
  };

  process.on('SIGTERM', () => shutdown('SIGTERM', 0));
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  for (let n = 1; n <= config.workers; n++) fork(n);
}

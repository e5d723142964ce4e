import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

const START_TIMEOUT_MS = 240_000;

/** `npm start`: the bundle apps/server/build.mjs writes. */
export const COMPILED = ['--enable-source-maps', 'apps/server/dist/main.js'];
/** `npm run dev`, the tools and the end-to-end servers: the TypeScript through tsx. */
export const FROM_SOURCE = ['--import', 'tsx', 'apps/server/src/main.ts'];

/** The real server (through tsx, or compiled) as a child process of a tool or test. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hook runs, as when the machine loses the process. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown main.ts handles; SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server on a free loopback port with `env` (DATA_DIR or DATABASE_URL, SEED_DEMO
 * ...) and waits until /api/health answers. Its output goes to `logFile`, appended, so a
 * restart on the same data keeps one log to read when something fails.
 */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
  {
    compiled = false,
    bundle,
  }: {
    compiled?: boolean;
    /** A bundle built elsewhere than dist/main.js (`node build.mjs <file>`), run as compiled. */
    bundle?: string;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const args = bundle ? ['--enable-source-maps', bundle] : compiled ? COMPILED : FROM_SOURCE;
  // node itself (not npx or npm) so the pid is the server's, for RSS samples and SIGKILL.
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: 'tool-secret-for-loopback-runs-only-0123456789',
      CAPTCHA_MAX_NUMBER: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
      // A parent test's project variable must not leak into the server's configuration.
      CMIS_TEST_DB: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  const url = `http://127.0.0.1:${port}`;

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode} before it answered.\n` +
          readFileSync(logFile, 'utf8').slice(-4000),
      );
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`The server did not answer ${url}/api/health in ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid, kill, stop };
}

/** The server's resident memory in KiB, from /proc (Linux), or null where there is none. */
export function residentKib(pid: number): number | null {
  try {
    const status = readFileSync(path.join('/proc', String(pid), 'status'), 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The real server as production runs it (`node --import tsx apps/server/src/main.ts`) in a
 * process of its own, on a port it picks (PORT=0 is refused by nothing, so the port is read
 * back from the start-up log line).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cmis-proc-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      CAPTCHA_MAX_NUMBER: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  // Fastify logs "Server listening at http://127.0.0.1:PORT" once it listens.
  for (;;) {
    const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log)?.[1];
    if (port) {
      return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => log, stop };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${log.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

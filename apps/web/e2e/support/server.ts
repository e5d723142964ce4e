import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths';

const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The CMIS server exited with code ${child.exitCode} before it answered.\n` +
          readFileSync(logFile, 'utf8').slice(-4000),
      );
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The CMIS server did not answer ${url}/api/health within ${START_TIMEOUT_MS} ms`);
}

/**
 * Starts the real server (apps/server/src/main.ts through tsx) on a free port with a fresh,
 * empty data folder, so it migrates and seeds the demo data set as a first start does.
 */
export async function startServer(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const index = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser tests.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `cmis-e2e-${name}-`));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = join(ARTIFACTS_DIR, `server-${name}.log`);
  const log = openSync(logFile, 'w');

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'e2e-secret-for-browser-tests-only-0123456789',
      CAPTCHA_MAX_NUMBER: '20000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', log, log],
  });

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

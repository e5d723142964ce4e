import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../../config.js';
import { solveCaptcha, type CaptchaChallenge } from '../captcha-solver.js';

export interface Spawned {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a script through tsx as a direct child (node --import tsx), so the child's pid is
 * the server's own and /proc/<pid>/status reports the server's memory.
 */
export async function spawnScript(
  script: string,
  env: Record<string, string>,
  logFile: string,
  healthPath: string,
  nodeArgs: string[] = [],
): Promise<Spawned> {
  const port = await freePort();
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `${script} exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`${script} did not answer within 5 minutes`);
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid as number,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The real server on the given database, without the demo data set. */
export function startCmis(
  env: Record<string, string>,
  logFile: string,
  nodeArgs: string[] = [],
): Promise<Spawned> {
  return spawnScript(
    'apps/server/src/main.ts',
    {
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The bench signs in a few times; a small proof of work keeps that quick.
      CAPTCHA_MAX_NUMBER: '1000',
      SESSION_SECRET: 'bench-session-secret-not-for-production-use-0123456789',
      ...env,
    },
    logFile,
    '/api/health',
    nodeArgs,
  );
}

/** Signs in through the real login (captcha solved as the widget does); returns the cookie. */
export async function login(url: string, userid: string, phone: string, password: string) {
  const challenge = await fetch(`${url}/api/auth/captcha`);
  const captcha = await solveCaptcha((await challenge.json()) as CaptchaChallenge);
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userid, phone, password, captcha }),
  });
  if (res.status !== 200) throw new Error(`login ${userid}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith('cmis_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] as string;
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

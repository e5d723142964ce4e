import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
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
 * Starts node with `args` as a direct child, so the child's pid is the server's own and
 * /proc/<pid>/status reports the server's memory.
 */
export async function spawnNode(
  args: string[],
  env: Record<string, string>,
  logFile: string,
  healthPath: string,
): Promise<Spawned> {
  const script = args.at(-1) as string;
  const port = await freePort();
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
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

/** A TypeScript script through tsx (the minimal handler). */
export function spawnScript(
  script: string,
  env: Record<string, string>,
  logFile: string,
  healthPath: string,
): Promise<Spawned> {
  return spawnNode(['--import', 'tsx', script], env, logFile, healthPath);
}

/** Where the bench builds the server, as `npm start` does (apps/server/build.mjs). */
export const BENCH_BUNDLE = 'apps/server/dist/bench/main.js';

export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs', path.relative('apps/server', BENCH_BUNDLE)], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    stdio: 'inherit',
  });
}

/**
 * The real server as `npm start` runs it (the bundle `buildServer` made) on the given
 * database, without the demo data set.
 */
export function startCmis(
  env: Record<string, string>,
  logFile: string,
  nodeArgs: string[] = [],
): Promise<Spawned> {
  return spawnNode(
    [...nodeArgs, '--enable-source-maps', BENCH_BUNDLE],
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

/** The process and its children (the workers of a server started with WORKERS > 1). */
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // The parent pid is the 4th field, after the name in parentheses.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/**
 * VmRSS and VmHWM (peak) in MB of the server's largest process: the server itself, or with
 * several workers the busiest of them (each has its own heap; shared pages would count twice
 * in a sum).
 */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  let rss = 0;
  let hwm = 0;
  for (const p of withChildren(pid)) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      rss = Math.max(rss, kb('VmRSS') / 1024);
      hwm = Math.max(hwm, kb('VmHWM') / 1024);
    } catch {
      // a process that has just exited
    }
  }
  return { rss, hwm };
}

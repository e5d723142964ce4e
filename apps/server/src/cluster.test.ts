import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster.js';
import { REPO_ROOT } from './config.js';
import { SESSION_COOKIE } from './platform/session/session.js';
import { usesPostgres } from './test/build-test-app.js';
import { demoAccount, solveCaptcha, type CaptchaChallenge } from './test/login.js';
import { createPostgresTestDatabase } from './test/test-database.js';
import { startServerProcess, type ServerProcess } from './tools/server-process.js';

const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');

interface LogLine {
  pid: number;
  msg: string;
  workerPid?: number;
  req?: { url: string };
}

interface Answer {
  status: number;
  /** The worker that answered, read back from its "incoming request" log line. */
  pid: number;
  body: string;
  setCookie: string[];
  /** When the answer arrived, Date.now(). */
  at: number;
}

/**
 * Issue 19: WORKERS=2 on PostgreSQL, the compiled server as `npm start` runs it. The primary
 * migrates and seeds, two workers share one port. Every request here goes on a new connection
 * (the primary hands connections to the workers in turn) and carries a probe number in its
 * query string, so its worker is read back from the log: every log line carries the pid of
 * the process that wrote it. No header tells a client which process answered.
 */
describe.skipIf(!usesPostgres())('several server processes on one port (WORKERS=2)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cmis-cluster-'));
  const logFile = path.join(dir, 'server.log');
  const bundle = path.join(SERVER_DIR, `dist/cluster-test-${process.pid}/main.js`);
  let db: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let port = 0;
  let probes = 0;

  const logLines = (): LogLine[] =>
    readFileSync(logFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });

  async function waitForLog<T>(find: (lines: LogLine[]) => T | undefined, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find(logLines());
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`not in the log within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Pids of the workers that have logged that they listen, in order. */
  const listeningPids = (lines: LogLine[]) =>
    lines.filter((l) => l.msg === 'worker listening').map((l) => l.workerPid!);

  /** One request on a connection of its own; `pid` is filled in by `whoAnswered`. */
  function send(method: string, url: string, cookie?: string, body?: object) {
    const probed = `${url}${url.includes('?') ? '&' : '?'}probe=${++probes}`;
    const payload = body ? JSON.stringify(body) : undefined;
    return new Promise<Omit<Answer, 'pid'> & { url: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: probed,
          agent: false,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              url: probed,
              status: res.statusCode ?? 0,
              body: text,
              setCookie: res.headers['set-cookie'] ?? [],
              at: Date.now(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  const whoAnswered = async (url: string) =>
    (
      await waitForLog((lines) =>
        lines.find((l) => l.msg === 'incoming request' && l.req?.url === url),
      )
    ).pid;

  async function ask(method: string, url: string, cookie?: string, body?: object) {
    const answer = await send(method, url, cookie, body);
    return { ...answer, pid: await whoAnswered(answer.url) };
  }

  beforeAll(async () => {
    db = await createPostgresTestDatabase();
    // Its own bundle: build-server.test.ts may be rewriting dist/main.js at this moment.
    execFileSync(process.execPath, ['build.mjs', bundle], { cwd: SERVER_DIR, stdio: 'pipe' });
    server = await startServerProcess(
      {
        DATABASE_URL: db.url,
        WORKERS: '2',
        LOG_LEVEL: 'info',
        // Unset: the primary makes one and hands it to both workers, or a captcha fetched from
        // one worker would not verify on the other.
        SESSION_SECRET: '',
        SEED_DEMO: 'true',
        SEED_DEMO_RECORDS: 'false',
        DATA_DIR: dir,
        WEB_DIST: path.join(dir, 'no-web'),
      },
      logFile,
      { bundle },
    );
    port = Number(new URL(server.url).port);
    await waitForLog((lines) => (listeningPids(lines).length >= 2 ? true : undefined), 30_000);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(path.dirname(bundle), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers on one port from two worker processes, never from the primary', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const res = await ask('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: 'ok', db: 'postgres' });
      pids.add(res.pid);
    }
    expect([...pids].sort()).toEqual(listeningPids(logLines()).sort());
    expect(pids.has(server!.pid)).toBe(false);
  });

  it('keeps a session made on one worker on the other; logout ends it on both within a second', async () => {
    // The captcha from one worker, the login to the other: they share the primary's secret.
    let cookie: string | undefined;
    for (let attempt = 0; attempt < 4 && !cookie; attempt++) {
      const challenge = await ask('GET', '/api/auth/captcha');
      const captcha = await solveCaptcha(JSON.parse(challenge.body) as CaptchaChallenge);
      const login = await ask('POST', '/api/auth/login', undefined, {
        ...demoAccount('pune.admin'),
        captcha,
      });
      expect(login.status, login.body).toBe(200);
      if (login.pid !== challenge.pid) {
        cookie = login.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
      }
    }
    expect(cookie).toBeDefined();

    // Both workers serve the session (and now remember it: decision 0048).
    const served = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const me = await ask('GET', '/api/auth/me', cookie);
      expect(me.status).toBe(200);
      expect((JSON.parse(me.body) as { userid: string }).userid).toBe('pune.admin');
      served.add(me.pid);
    }
    expect(served.size).toBe(2);

    const out = await ask('POST', '/api/auth/logout', cookie, {});
    expect(out.status).toBe(200);
    // For 1.2 s, one request after the other, each to the next worker in turn.
    const after: (Omit<Answer, 'pid'> & { url: string })[] = [];
    while (Date.now() - out.at < 1200) after.push(await send('GET', '/api/auth/me', cookie));
    const answers = await Promise.all(
      after.map(async (a) => ({ ...a, pid: await whoAnswered(a.url) })),
    );
    for (const pid of served) {
      const mine = answers.filter((a) => a.pid === pid);
      const firstRefusal = mine.findIndex((a) => a.status === 401);
      expect(firstRefusal, `worker ${pid} never refused the ended session`).toBeGreaterThanOrEqual(
        0,
      );
      expect(mine[firstRefusal]!.at - out.at).toBeLessThan(1000);
      // Once refused, refused for good.
      expect(mine.slice(firstRefusal).every((a) => a.status === 401)).toBe(true);
      // The worker that ended the session never serves it again (read your own writes).
      if (pid === out.pid) expect(firstRefusal).toBe(0);
    }
  });

  it('keeps answering when a worker is killed, and the primary starts another', async () => {
    const [victim, survivor] = listeningPids(logLines());
    process.kill(victim!, 'SIGKILL');
    await waitForLog((lines) =>
      lines.find((l) => l.msg === 'worker died' && l.workerPid === victim),
    );
    for (let i = 0; i < 4; i++) {
      const res = await ask('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.pid).not.toBe(victim);
    }
    // The replacement, after the back-off (1 s) and its start.
    const replacement = await waitForLog(
      (lines) => listeningPids(lines).find((pid) => pid !== victim && pid !== survivor),
      20_000,
    );
    const pids = new Set<number>();
    for (let i = 0; i < 4; i++) pids.add((await ask('GET', '/api/health')).pid);
    expect(pids).toEqual(new Set([survivor, replacement]));
  }, 30_000);

  it('stops the workers and then itself on SIGTERM', async () => {
    const workers = listeningPids(logLines());
    await server!.stop();
    const stopped = await waitForLog((lines) =>
      lines.find((l) => l.msg === 'stopped' && l.pid === server!.pid),
    );
    expect(stopped).toMatchObject({ clean: true });
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    server = undefined;
  });
});

describe('WORKERS', () => {
  it('replaces a dying worker after 1 s, doubling while replacements keep dying, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30_000, 30_000,
    ]);
  });

  it.skipIf(usesPostgres())(
    'refuses several processes on the embedded database at start',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'cmis-workers-'));
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', WORKERS: '2', DATA_DIR: dir, PORT: '0' },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain('WORKERS=2 needs DATABASE_URL');
        // Refused before the embedded database was opened.
        expect(() => readFileSync(path.join(dir, 'pglite.pid'))).toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

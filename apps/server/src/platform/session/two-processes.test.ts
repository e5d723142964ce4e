import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../../test/build-test-app.js';
import { demoAccount, solveCaptcha, type CaptchaChallenge } from '../../test/login.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { createPostgresTestDatabase } from '../../test/test-database.js';
import { SESSION_COOKIE } from './session.js';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer (issue 8 §4): sessions
 * live in the database, each process remembers the ones it has checked, and the database
 * tells every process when one ends (issue 19); the captcha is signed with SESSION_SECRET,
 * which both share.
 * Real processes (main.ts through tsx), so nothing in memory can be shared by accident.
 */
describe.skipIf(!usesPostgres())('two server processes, one database (issue 8 §4)', () => {
  let db: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await createPostgresTestDatabase();
    const env = {
      DATABASE_URL: db.url,
      SESSION_SECRET: 'two-processes-shared-secret-0123456789abcdef',
    };
    // One after the other: the first migrates and seeds; a rolling deploy does the same.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 240_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  const call = (server: ServerProcess, url: string, init: RequestInit = {}, cookie?: string) =>
    fetch(`${server.url}${url}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  async function captchaFrom(server: ServerProcess): Promise<string> {
    const res = await call(server, '/api/auth/captcha');
    return solveCaptcha((await res.json()) as CaptchaChallenge);
  }

  const login = (server: ServerProcess, captcha: string, userid = 'pune.admin') =>
    call(server, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ ...demoAccount(userid), captcha }),
    });

  async function sessionOn(server: ServerProcess, userid = 'pune.admin'): Promise<string> {
    const res = await login(server, await captchaFrom(server), userid);
    expect(res.status).toBe(200);
    const value = res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    expect(value).toBeDefined();
    return value!;
  }

  const me = (server: ServerProcess, cookie: string) => call(server, '/api/auth/me', {}, cookie);

  /** How long until the server refuses the session (issue 19: under a second). */
  async function msUntilRefused(server: ServerProcess, cookie: string): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < 3000) {
      if ((await me(server, cookie)).status === 401) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Infinity;
  }

  it('are two processes', () => {
    expect(a.pid).not.toBe(b.pid);
    expect(a.url).not.toBe(b.url);
  });

  it('accepts on one a captcha issued by the other, once only', async () => {
    const captcha = await captchaFrom(a);
    const res = await login(b, captcha);
    expect(res.status, await res.clone().text()).toBe(200);
    // The used captcha is recorded in the database, so the other process refuses it too.
    const replay = await login(a, captcha);
    expect(replay.status).not.toBe(200);
  });

  it('serves a session made on one from the other; logout on one ends it on both', async () => {
    const cookie = await sessionOn(a);
    // Each process now remembers the session (issue 19): the next requests skip the database.
    for (const server of [a, b, a, b]) {
      const res = await me(server, cookie);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { userid: string }).userid).toBe('pune.admin');
    }

    const out = await call(b, '/api/auth/logout', { method: 'POST', body: '{}' }, cookie);
    expect(out.status).toBe(200);
    expect((await me(b, cookie)).status).toBe(401);
    // The other process is told by the database on commit (migration 0017).
    expect(await msUntilRefused(a, cookie)).toBeLessThan(1000);
  });

  it('ends the sessions of a deactivated user on the other process within a second', async () => {
    const cookie = await sessionOn(b, 'nagpur.admin');
    const { id } = (await (await me(b, cookie)).json()) as { id: number };
    expect((await me(b, cookie)).status).toBe(200);

    const admin = await sessionOn(a, 'superadmin');
    const off = await call(
      a,
      `/api/users/${id}/active`,
      { method: 'PUT', body: JSON.stringify({ active: false }) },
      admin,
    );
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await msUntilRefused(b, cookie)).toBeLessThan(1000);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { ageSessions, setUserActive } from '../../test/test-data.repo.js';

/**
 * Issue 19: a process remembers the sessions it has checked, so most requests need no
 * database round trip, and forgets one the moment the database says it changed.
 */
describe('the session check without a database round trip (issue 19)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    return { status: res.statusCode, user: res.json<{ name: string }>() };
  };

  it('reads the session once, then serves it from memory', async () => {
    const cookie = await loginAs(t.app, 'pune.admin');
    expect((await me(cookie)).status).toBe(200);
    const selects = vi.spyOn(t.deps.db, 'select');
    try {
      for (let i = 0; i < 5; i++) expect((await me(cookie)).status).toBe(200);
      expect(selects).not.toHaveBeenCalled();
    } finally {
      selects.mockRestore();
    }
  });

  /** The next request sees what the database says within a second (polled every 10 ms). */
  const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 1000, interval: 10 });

  it('forgets a session at once when its user is deactivated behind its back', async () => {
    const cookie = await loginAs(t.app, 'nagpur.admin');
    expect((await me(cookie)).status).toBe(200);
    // Straight to the database, as another process or an operator would: no code here runs.
    await setUserActive(t.deps.db, 'nagpur.admin', false);
    try {
      await soon(async () => expect((await me(cookie)).status).toBe(401));
    } finally {
      await setUserActive(t.deps.db, 'nagpur.admin', true);
    }
  });

  it('forgets a session at once when the database shortens it', async () => {
    const cookie = await loginAs(t.app, 'nashik.admin');
    expect((await me(cookie)).status).toBe(200);
    await ageSessions(t.deps.db, 'nashik.admin', t.config.sessionIdleSeconds + 1);
    await soon(async () => expect((await me(cookie)).status).toBe(401));
  });
});

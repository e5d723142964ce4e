import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { FIELD_DEMO_PASSWORD } from '../db/seed/demo-content.js';
import { buildTestApp, inject, type TestApp } from '../test/build-test-app.js';
import { appUserIdOf } from '../test/field-data.repo.js';
import { attemptLogin, demoAccount, loginAs } from '../test/login.js';
import { ageSessions, sessionExpiries, userIdOf } from '../test/test-data.repo.js';
import { samplePdf, samplePng, upload } from '../test/upload.js';

/**
 * Issue 9 §4: session cookies, session end, CSRF, security headers and error answers, checked
 * through the real app. (Login lock-out and the per-IP login limit: modules/auth/auth.test.ts.)
 */

let t: TestApp;
/**
 * The app as deployed behind one TLS-terminating reverse proxy (TRUST_PROXY=1, what
 * production accepts), with a tight login limit.
 */
let proxied: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: 1, loginRateLimitPerMinute: 3 });
}, 120_000);
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const me = (app: TestApp, cookie: string) =>
  app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function fieldLogin(app: TestApp, phone: string, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/field/auth/login',
    headers,
    payload: { phone, password: FIELD_DEMO_PASSWORD },
  });
}

function fieldCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'cmis_field');
  if (!c) throw new Error('no field cookie');
  return `cmis_field=${c.value}`;
}

describe('session cookies (issue 9 §4)', () => {
  it('the officer cookie is httpOnly, SameSite=Lax, Path=/, a session cookie, not Secure over HTTP', async () => {
    const res = await attemptLogin(t.app, demoAccount('pune.admin'), {
      // Without TRUST_PROXY a forwarded protocol is not believed.
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === 'cmis_session');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.secure).toBeUndefined();
    // No Max-Age/Expires: the browser forgets it when closed; the server ends it when idle.
    expect(c?.maxAge).toBeUndefined();
    expect(c?.expires).toBeUndefined();
    expect(c?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('behind TRUST_PROXY over TLS both cookies are Secure', async () => {
    const tls = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' };
    const officer = await attemptLogin(proxied.app, demoAccount('pune.admin'), tls);
    expect(officer.cookies.find((x) => x.name === 'cmis_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const field = await fieldLogin(proxied, '9100000002', tls);
    expect(field.statusCode).toBe(200);
    expect(field.cookies.find((x) => x.name === 'cmis_field')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/field',
    });
    const plain = await fieldLogin(proxied, '9100000002', { 'x-forwarded-for': '198.51.100.1' });
    expect(plain.cookies.find((x) => x.name === 'cmis_field')?.secure).toBeUndefined();
  });

  it('the field login rotates the token and ends the session the app came with', async () => {
    const first = fieldCookieOf(await fieldLogin(t, '9100000005'));
    const again = await fieldLogin(t, '9100000005', { cookie: first });
    const second = fieldCookieOf(again);
    expect(second).not.toBe(first);
    const get = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/field/auth/me', headers: { cookie } });
    expect((await get(first)).statusCode).toBe(401);
    expect((await get(second)).statusCode).toBe(200);
  });

  it('logout clears the cookie and ends the session on the server, for officers and app users', async () => {
    const cookie = await loginAs(t.app, 'pune.kothrud');
    const out = await inject(t.app, 'POST', '/api/auth/logout', cookie);
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((x) => x.name === 'cmis_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await me(t, cookie)).statusCode).toBe(401);

    const field = fieldCookieOf(await fieldLogin(t, '9100000006'));
    const fout = await inject(t.app, 'POST', '/api/field/auth/logout', field);
    expect(fout.statusCode).toBe(200);
    const again = await inject(t.app, 'GET', '/api/field/auth/me', field);
    expect(again.statusCode).toBe(401);
  });

  it('deactivating an officer through the API ends all of its sessions at once', async () => {
    const a = await loginAs(t.app, 'pune.deccan');
    const b = await loginAs(t.app, 'pune.deccan');
    const admin = await loginAs(t.app, 'pune.admin');
    const id = await userIdOf(t.deps.db, 'pune.deccan');
    const off = await inject(t.app, 'PUT', `/api/users/${id}/active`, admin, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await me(t, a)).statusCode).toBe(401);
    expect((await me(t, b)).statusCode).toBe(401);
    const on = await inject(t.app, 'PUT', `/api/users/${id}/active`, admin, { active: true });
    expect(on.statusCode).toBe(200);
    // Reactivation does not bring the old sessions back.
    expect((await me(t, a)).statusCode).toBe(401);
  });

  it('rejecting an app user ends its field session', async () => {
    const field = fieldCookieOf(await fieldLogin(t, '9100000004'));
    const admin = await loginAs(t.app, 'pune.admin');
    const id = await appUserIdOf(t.deps.db, '9100000004');
    const res = await inject(t.app, 'PUT', `/api/app-users/${id}/status`, admin, { status: 2 });
    expect(res.statusCode).toBe(200);
    const after = await inject(t.app, 'GET', '/api/field/auth/me', field);
    expect(after.statusCode).toBe(401);
  });

  it('the server ends a session after 30 idle minutes (spec 1 §4)', async () => {
    expect(loadConfig({}).sessionIdleSeconds).toBe(1800);
    const cookie = await loginAs(t.app, 'nagpur.admin');
    const [expires] = await sessionExpiries(t.deps.db, 'nagpur.admin');
    const ahead = (expires?.getTime() ?? 0) - Date.now();
    expect(ahead).toBeGreaterThan(1790_000);
    expect(ahead).toBeLessThanOrEqual(1800_000);
    // The page is told a little less, so it never trusts a session the server has ended.
    expect((await me(t, cookie)).json().sessionTimeoutSeconds).toBe(1785);
    await ageSessions(t.deps.db, 'nagpur.admin', 29 * 60);
    expect((await me(t, cookie)).statusCode).toBe(200);
    await ageSessions(t.deps.db, 'nagpur.admin', 31 * 60);
    // The process forgets its remembered session when PostgreSQL's notification of the
    // change arrives (decision 0048): asynchronous, so a loaded machine may answer once more.
    await expect
      .poll(async () => (await me(t, cookie)).statusCode, { timeout: 5_000, interval: 50 })
      .toBe(401);
  });

  it('the field login is throttled per address like the officer login', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/field/auth/login',
        headers: { 'x-forwarded-for': '198.51.100.77' },
        payload: { phone: '9999999999', password: 'wrong-password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    // Another address is not affected.
    const other = await fieldLogin(proxied, '9100000002', { 'x-forwarded-for': '198.51.100.78' });
    expect(other.statusCode).toBe(200);
  });
});

describe('a client that writes X-Forwarded-For itself (issue 17 §5)', () => {
  it('counts the address the proxy saw, whatever the client forged before it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/field/auth/login',
        // The proxy appends the address it saw; a new forged address on every try.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.90` },
        payload: { phone: '9999999998', password: 'wrong-password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('CSRF (issue 9 §4)', () => {
  let cookie: string;
  let field: string;
  beforeAll(async () => {
    cookie = await loginAs(t.app, 'pune.shivajinagar');
    field = fieldCookieOf(await fieldLogin(t, '9100000001'));
  });

  const put = (headers: Record<string, string>, payload: string | object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me/language', headers, payload });

  it('refuses a state-changing request from another origin, before anything else', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080', 'not a url']) {
      const res = await put({ cookie, origin, host: 'localhost' }, { language: 'en' });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const fieldCross = await t.app.inject({
      method: 'POST',
      url: '/api/field/devices',
      headers: { cookie: field, origin: 'https://evil.example' },
      payload: { token: 'x'.repeat(20) },
    });
    expect(fieldCross.statusCode).toBe(403);
    // Even without a session the cross-site request is refused first.
    const anonymous = await put({ origin: 'https://evil.example' }, { language: 'en' });
    expect(anonymous.statusCode).toBe(403);
  });

  it('refuses the bodies a plain HTML form can send', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await put({ cookie, 'content-type': type }, 'language=en');
      expect(res.statusCode, type).toBe(415);
    }
    const multipartForm = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n--x--\r\n',
    });
    expect(multipartForm.statusCode).toBe(400);
  });

  it('accepts the same origin, also behind the proxy with a forwarded host', async () => {
    const same = await put(
      { cookie, origin: 'http://localhost', host: 'localhost' },
      {
        language: 'mr',
      },
    );
    expect(same.statusCode).toBe(200);
    const officer = await attemptLogin(proxied.app, demoAccount('pune.kothrud'), {
      'x-forwarded-for': '198.51.100.2',
    });
    const c = officer.cookies.find((x) => x.name === 'cmis_session');
    const behind = await proxied.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: {
        cookie: `cmis_session=${c?.value}`,
        origin: 'https://cmis.police.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'cmis.police.example',
      },
      payload: { language: 'mr' },
    });
    expect(behind.statusCode).toBe(200);
  });
});

describe('security headers (issue 9 §4)', () => {
  const EXPECTED_CSP = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];

  it('every kind of answer carries them: success, 401, 403, 404 and 400', async () => {
    const cookie = await loginAs(t.app, 'pune.shivajinagar');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 400]);
    for (const res of answers) {
      const h = res.headers;
      expect(String(h['content-security-policy']).split(';')).toEqual(EXPECTED_CSP);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['referrer-policy']).toBe('no-referrer');
      expect(h['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['x-powered-by']).toBeUndefined();
      expect(h['server']).toBeUndefined();
    }
  });

  it('uploaded images are served in an empty sandbox, PDFs as PDFs under the app policy', async () => {
    const cookie = await loginAs(t.app, 'pune.shivajinagar');
    const image = (await upload(t.app, cookie, 'image', 'p.png', await samplePng())).json<{
      id: string;
    }>();
    const pdf = (await upload(t.app, cookie, 'pdf', 'd.pdf', samplePdf())).json<{ id: string }>();
    const get = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { cookie } });
    const img = await get(image.id);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    // Chrome's PDF viewer does not open in a sandboxed document (files.routes.ts); the type
    // was sniffed at upload and nosniff keeps the browser from reading it as anything else.
    const doc = await get(pdf.id);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(String(doc.headers['content-security-policy']).split(';')).toEqual(EXPECTED_CSP);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the web page needs nothing the policy forbids: no inline script in index.html', async () => {
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('error answers leak nothing (issue 9 §4)', () => {
  it('an unexpected failure answers 500 without stack trace, SQL or the error text', async () => {
    const failure = new Error(
      'Failed query: select "id", "userid" from "users" where "users"."id" = $1\nparams: 1',
    );
    const spy = vi.spyOn(t.deps.db, 'select').mockImplementation(() => {
      throw failure;
    });
    try {
      const cookie = await loginAs(t.app, 'pune.admin').catch(() => 'cmis_session=x');
      const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'requestId']);
      expect(body.error.code).toBe('INTERNAL');
      expect(res.body).not.toMatch(/select|from "|users"|params|\.ts:|at .*\(|stack/i);
    } finally {
      spy.mockRestore();
    }
  });

  it('database errors from odd input are answered without SQL text', async () => {
    const cookie = await loginAs(t.app, 'superadmin');
    for (const url of [
      '/api/users/99999999999999',
      '/api/accused/2147483648',
      '/api/users?search=%27%3B%20drop%20table%20users%3B--&size=5',
      '/api/accused?cityId=1&search=%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toMatch(/select |syntax|relation|postgres|pglite|\.ts:/i);
    }
  });
});

import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../test/build-test-app.js';
import { loginAs } from '../test/login.js';
import { checkRouteDeclarations, type RouteEntry } from './access.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every path parameter gets a well-formed value. */
function concrete(url: string): string {
  return url
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(/:kind/, 'religions')
    .replace(/:[A-Za-z]+/g, '1');
}

describe('deny by default (architecture rule 1)', () => {
  it('the route table holds the API routes with their declared access', () => {
    const public_ = t.app.routeTable
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(public_.sort()).toEqual([
      'GET /api/auth/captcha',
      'GET /api/files/:id/signed',
      'GET /api/health',
      'GET /api/landing',
      'GET /api/landing/images/:id',
      'POST /api/auth/login',
      'POST /api/field/auth/login',
    ]);
    expect(t.app.routeTable.length).toBeGreaterThan(8);
  });

  it('every route but the public ones answers 401 without a session', async () => {
    for (const route of t.app.routeTable.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a session cookie that is not a live session is refused', async () => {
    const res = await inject(t.app, 'GET', '/api/masters/cities', 'cmis_session=forged-token');
    expect(res.statusCode).toBe(401);
  });

  it('start-up fails when a route declares no permission', async () => {
    const app = Fastify();
    checkRouteDeclarations(app, [] as RouteEntry[]);
    expect(() => app.get('/x', { schema: { tags: ['x'], operationId: 'x' } }, () => 'x')).toThrow(
      /declares no permission/,
    );
    expect(() => app.get('/y', { config: { permission: 'masters:read' } }, () => 'y')).toThrow(
      /operationId/,
    );
    await app.close();
  });

  it('role 2 lacks users:read and gets 403', async () => {
    const cookie = await loginAs(t.app, 'pune.shivajinagar');
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
});

describe('scope on a real resource: users (role 8 state, role 4 own city)', () => {
  type Page = { items: { id: number; userid: string; cityId: number | null }[]; total: number };
  const list = async (userid: string, query = '') => {
    const cookie = await loginAs(t.app, userid);
    const res = await inject(t.app, 'GET', `/api/users?size=100${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };

  it('role 8 sees every user of the state', async () => {
    const page = await list('superadmin');
    const cities = new Set(page.items.map((u) => u.cityId));
    expect(cities).toEqual(new Set([null, 1, 2, 3, 4, 5]));
    expect(page.total).toBe(page.items.length);
  });

  it('role 4 sees only the users of its own city, whatever the client asks', async () => {
    const pune = await list('pune.admin', '&cityId=3');
    expect(pune.items.length).toBeGreaterThan(3);
    expect(pune.items.every((u) => u.cityId === 1)).toBe(true);
    expect(pune.items.map((u) => u.userid)).toContain('pune.kothrud');
    const nagpur = await list('nagpur.admin');
    expect(nagpur.items.every((u) => u.cityId === 3)).toBe(true);
    expect(nagpur.items.map((u) => u.userid)).not.toContain('pune.kothrud');
  });

  it('pages and counts in the database, and searches', async () => {
    const cookie = await loginAs(t.app, 'superadmin');
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/users?size=100', headers: { cookie } })
    ).json<Page>();
    const p0 = (
      await t.app.inject({ method: 'GET', url: '/api/users?page=0&size=5', headers: { cookie } })
    ).json<Page>();
    const p1 = (
      await t.app.inject({ method: 'GET', url: '/api/users?page=1&size=5', headers: { cookie } })
    ).json<Page>();
    expect(p0.total).toBe(all.total);
    expect(p0.items.map((u) => u.userid)).toEqual(all.items.slice(0, 5).map((u) => u.userid));
    expect(p1.items.map((u) => u.userid)).toEqual(all.items.slice(5, 10).map((u) => u.userid));
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/users?search=kothrud', headers: { cookie } })
    ).json<Page>();
    expect(found.items.map((u) => u.userid)).toEqual(['pune.kothrud']);
    const bad = await inject(t.app, 'GET', '/api/users?page=-1&size=100000', cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('a record out of scope answers 404, as if it did not exist', async () => {
    const superCookie = await loginAs(t.app, 'superadmin');
    const all = (await inject(t.app, 'GET', '/api/users?size=100', superCookie)).json<Page>();
    const idOf = (userid: string) => all.items.find((u) => u.userid === userid)?.id;
    const cookie = await loginAs(t.app, 'pune.admin');
    const own = await inject(t.app, 'GET', `/api/users/${idOf('pune.kothrud')}`, cookie);
    expect(own.statusCode).toBe(200);
    const other = await inject(t.app, 'GET', `/api/users/${idOf('nagpur.sitabuldi')}`, cookie);
    expect(other.statusCode).toBe(404);
    const missing = await inject(t.app, 'GET', '/api/users/999999', cookie);
    expect(missing.statusCode).toBe(404);
    const state = await inject(t.app, 'GET', `/api/users/${idOf('nagpur.sitabuldi')}`, superCookie);
    expect(state.statusCode).toBe(200);
  });
});

describe('bad input and the error shape (architecture rule 3)', () => {
  it('unknown /api routes answer 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('malformed JSON is a 400 in the error shape, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userid": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('wrong types and hostile values are 400s', async () => {
    for (const payload of [
      { userid: 1, phone: [], password: {}, captcha: null },
      { userid: "' OR 1=1 --", phone: '<script>', password: 'x'.repeat(10_000), captcha: 'a' },
      { userid: 'पुणे\u0000', phone: '9'.repeat(50), password: 'x', captcha: 'x' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses a cross-site state-changing request and a non-JSON body (CSRF)', async () => {
    const cookie = await loginAs(t.app, 'pune.admin');
    const cross = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { language: 'en' },
    });
    expect(cross.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'language=en',
    });
    expect(form.statusCode).toBe(415);
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { language: 'mr' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('health answers without a session and names the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.CMIS_TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('publishes the OpenAPI document with every route tagged and named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { tags?: string[]; operationId?: string }>>;
    }>();
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops.length).toBe(t.app.routeTable.length);
    expect(ops.every((o) => o.tags?.length && o.operationId)).toBe(true);
  });

  it('in production shows the API map to a signed-in role 8 only (issue 17 §4)', async () => {
    const prod = await buildTestApp({
      env: 'production',
      dataKey: randomBytes(32).toString('base64'),
      webPush: { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.test' },
    });
    try {
      const docs = (url: string, cookie?: string) =>
        prod.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
        const anonymous = await docs(url);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
        expect(anonymous.body).not.toContain('/api/accused');
      }
      for (const userid of ['pune.admin', 'pune.shivajinagar']) {
        const res = await docs('/api/docs/json', await loginAs(prod.app, userid));
        expect(res.statusCode).toBe(403);
      }
      const state = await docs('/api/docs/json', await loginAs(prod.app, 'superadmin'));
      expect(state.statusCode).toBe(200);
      expect(Object.keys(state.json<{ paths: object }>().paths).length).toBeGreaterThan(100);
    } finally {
      await prod.close();
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

import { ARREST_MESSAGES } from '@cmis/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_EXPECTATIONS, type RouteExpectation } from '../test/access-matrix.table.js';
import { buildTestApp, inject, type TestApp } from '../test/build-test-app.js';
import { errorShapeProblem } from '../test/error-shape.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './input-guard.js';
import {
  hostileBody,
  hostileMultipartFields,
  hostilePathValue,
  hostileQuery,
  multipartText,
  mutantBody,
  mutantQuery,
  type JsonSchema,
} from '../test/hostile-input.js';
import { fieldLoginAs, loginAs } from '../test/login.js';
import { installWriteLog, takeWrites } from '../test/write-log.repo.js';

/**
 * Issue 9 §2: every API route, called by a caller it allows (so the input reaches validation
 * rather than the 401/403 in front of it), gets malformed and hostile path values, queries
 * and bodies. Never a 5xx, always the one error shape, and a refused request writes nothing.
 * Routes come from the running app (app.routeTable), so a new route is fuzzed without an edit
 * here; the field names of each route come from its published OpenAPI schema.
 *
 * The seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the requests per route) and printed,
 * so a failure can be replayed exactly.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 90_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type CallerName = '2' | '4' | '8' | 'app' | 'none';
const FIELD_PHONE = '9100000001'; // the demo app user of Pune city's Shivajinagar station

/**
 * Writes a refused request may make, and why: any signed-in request, refused or not, moves
 * the session's idle expiry on (30 minutes after the last request, docs/api.md). Nothing
 * else; a record, a log line or a file row written for a refused request is a finding.
 */
const WRITES_ON_REFUSAL = new Set<string>(['sessions UPDATE', 'app_user_sessions UPDATE']);

let t: TestApp;
const cookies = new Map<CallerName, string | null>();

interface RouteShape {
  params: string[];
  query: { name: string; schema?: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
}

/** Field names of each route from the OpenAPI document the app publishes (docs/api.md). */
function routeShapes(): Map<string, RouteShape> {
  type Op = {
    parameters?: { in: string; name: string; schema?: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  };
  const doc = (
    t.app as unknown as { swagger: () => { paths: Record<string, Record<string, Op>> } }
  ).swagger();
  const shapes = new Map<string, RouteShape>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const content = op.requestBody?.content ?? {};
      shapes.set(`${method.toUpperCase()} ${url}`, {
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return shapes;
}

function callersOf(e: RouteExpectation): CallerName[] {
  if (e.allow === 'public') return ['none'];
  if (e.allow === 'field') return ['app'];
  return [...e.allow] as CallerName[];
}

/** A value for a path parameter that names no record, so the body is validated next. */
function quietParam(name: string, e: RouteExpectation): string {
  if (name === 'kind') return 'religions';
  return e.id === 'uuid' && name === 'id' ? '00000000-0000-4000-8000-000000000000' : '999999';
}

interface Attempt {
  caller: CallerName;
  params: Record<string, string>;
  query: string;
  body:
    | { kind: 'json'; text: string }
    | { kind: 'multipart'; fields: [string, string][] }
    | { kind: 'form' | 'empty-json' | 'none' };
}

function attempts(key: string, e: RouteExpectation, shape: RouteShape, seed: number): Attempt[] {
  const [method] = key.split(' ') as [string];
  const params = fc.record(
    Object.fromEntries(
      shape.params.map((p) => [
        p,
        // Half the time a hostile value, half a quiet one so the query and body are reached.
        fc.oneof(hostilePathValue, fc.constant(quietParam(p, e))),
      ]),
    ),
  );
  const hasBody = method !== 'GET';
  const body: fc.Arbitrary<Attempt['body']> = hasBody
    ? fc.oneof(
        {
          weight: shape.multipart ? 1 : 4,
          arbitrary: hostileBody(Object.keys(shape.body?.properties ?? {})).map((text) => ({
            kind: 'json' as const,
            text,
          })),
        },
        // Valid but for one hostile value, so that the value gets past validation of the rest.
        {
          weight: shape.body ? 4 : 0,
          arbitrary: mutantBody(shape.body ?? {}).map((text) => ({ kind: 'json' as const, text })),
        },
        {
          weight: shape.multipart ? 4 : 1,
          arbitrary: hostileMultipartFields.map((fields) => ({
            kind: 'multipart' as const,
            fields,
          })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom({ kind: 'form' as const }, { kind: 'empty-json' as const }),
        },
      )
    : fc.constant({ kind: 'none' as const });
  const arb = fc.record({
    caller: fc.constantFrom(...callersOf(e)),
    params,
    query: fc.oneof(hostileQuery(shape.query.map((q) => q.name)), mutantQuery(shape.query)),
    body,
  });
  return fc.sample(arb, { seed, numRuns: RUNS });
}

function send(method: string, url: string, a: Attempt) {
  const cookie = cookies.get(a.caller) ?? null;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const b = a.body;
  let payload: string | Buffer | undefined;
  if (b.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = b.text;
  } else if (b.kind === 'empty-json') {
    headers['content-type'] = 'application/json';
    payload = '';
  } else if (b.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = 'a=1&__proto__[x]=1';
  } else if (b.kind === 'multipart') {
    const m = multipartText(b.fields);
    headers['content-type'] = m.contentType;
    payload = m.payload;
  }
  return t.app.inject({ method: method as 'GET', url, headers, payload });
}

function describeAttempt(a: Attempt): string {
  const body =
    a.body.kind === 'json'
      ? a.body.text
      : a.body.kind === 'multipart'
        ? JSON.stringify(a.body.fields)
        : a.body.kind;
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}…(${s.length})` : s);
  return `as ${a.caller} params=${cut(JSON.stringify(a.params))} query=${cut(a.query)} body=${cut(body)}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  cookies.set('none', null);
  cookies.set('2', await loginAs(t.app, 'pune.shivajinagar'));
  cookies.set('4', await loginAs(t.app, 'pune.admin'));
  cookies.set('8', await loginAs(t.app, 'superadmin'));
  cookies.set('app', await fieldLoginAs(t.app, FIELD_PHONE));
  await installWriteLog(t.deps.db);
}, 120_000);
afterAll(() => t.close());

describe('bad input on every route (issue 9 §2)', () => {
  it('never a 5xx, always the error shape, and a refused request writes nothing', async () => {
    console.info(`bad-input: seed ${SEED}, ${RUNS} requests per route (FUZZ_SEED, FUZZ_RUNS)`);
    const shapes = routeShapes();
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).join();
    await takeWrites(t.deps.db);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    const started = performance.now();
    for (const [i, route] of t.app.routeTable.entries()) {
      const key = `${route.method} ${route.url}`;
      const e = ROUTE_EXPECTATIONS[key];
      const shape = shapes.get(key);
      // The access matrix test fails for a route without a row; here it would only be skipped.
      if (!e || !shape) {
        failures.push(`${key}: no access-matrix row or no OpenAPI entry`);
        continue;
      }
      // Signing out takes no input; fuzzing it would end the sessions the run relies on.
      if (e.endsSession) continue;
      for (const a of attempts(key, e, shape, SEED + i)) {
        let url = route.url;
        for (const [p, v] of Object.entries(a.params)) url = url.replace(`:${p}`, v);
        if (a.query) url += `?${a.query}`;
        requests++;
        // A response the server abandons half-way (a stream that fails after its headers)
        // rejects here; it is a finding like a 5xx, not the end of the run.
        const res = await send(route.method, url, a).catch((err: unknown) => {
          failures.push(`${key} → no answer (${String(err)}) ${describeAttempt(a)}`);
          return null;
        });
        if (!res) {
          await takeWrites(t.deps.db);
          continue;
        }
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${key} → ${res.statusCode} ${describeAttempt(a)}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
        // A caller the route allows is never signed out by what it sends.
        if (res.statusCode === 401 && a.caller !== 'none')
          failures.push(`${where}: 401 for a signed-in caller: ${res.body.slice(0, 200)}`);
        const writes = Object.entries(await takeWrites(t.deps.db)).filter(
          ([w]) => !WRITES_ON_REFUSAL.has(w),
        );
        if (res.statusCode >= 400) {
          const problem = errorShapeProblem(res.body);
          if (problem) failures.push(`${where}: ${problem}: ${res.body.slice(0, 200)}`);
          if (writes.length) failures.push(`${where}: refused but wrote ${JSON.stringify(writes)}`);
        }
      }
    }
    console.info(
      `bad-input: ${requests} requests on ${t.app.routeTable.length} routes in ${Math.round(performance.now() - started)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(Object.getOwnPropertyNames(Object.prototype).join()).toBe(prototypeBefore);
    expect(failures).toEqual([]);
    // Every route but the two sign-outs was called RUNS times.
    expect(requests).toBe((t.app.routeTable.length - 2) * RUNS);
  }, 300_000);
});

describe('the checks of the bad-input run can fail', () => {
  it('the error-shape check refuses a body that is not the one shape', () => {
    // Fastify's own answer for a malformed URL, as it was before issue 9 §2's fix.
    const fastify =
      '{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"x","statusCode":400}';
    expect(errorShapeProblem(fastify)).toBe('not { error }');
    expect(errorShapeProblem('{"error":{"code":"BAD_REQUEST","message":"m"}}')).toBe(
      'no requestId',
    );
    expect(
      errorShapeProblem(
        '{"error":{"code":"BAD_REQUEST","message":"m","requestId":"r","stack":"s"}}',
      ),
    ).toBe('extra keys stack');
    expect(
      errorShapeProblem(
        '{"error":{"code":"INTERNAL","message":"Failed query: select","requestId":"r"}}',
      ),
    ).toBe('leaks internals');
    expect(
      errorShapeProblem('{"error":{"code":"BAD_REQUEST","message":"m","requestId":"r"}}'),
    ).toBe(null);
  });

  it('the write log sees a write the API makes, and forgets it once taken', async () => {
    await takeWrites(t.deps.db);
    const res = await inject(t.app, 'POST', '/api/masters/acts', cookies.get('8'), {
      name: `Write log check ${Date.now()}`,
    });
    expect(res.statusCode).toBe(200);
    const writes = await takeWrites(t.deps.db);
    expect(Object.keys(writes).some((w) => w.endsWith(' INSERT'))).toBe(true);
    expect(await takeWrites(t.deps.db)).toEqual({});
  });
});

describe('URLs the router cannot read keep the error shape (issue 9 §2 finding)', () => {
  it.each([
    ['not UTF-8', '/api/accused/%E0%A4'],
    ['not percent-encoding', '/api/spots/%zz'],
    ['a lone surrogate', '/api/files/%ED%A0%80'],
    ['a path value over the router limit', `/api/accused/${'9'.repeat(200)}`],
  ])('%s', async (_what, url) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookies.get('4') ?? '' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorShapeProblem(res.body)).toBe(null);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    // The URL sent is not echoed back.
    expect(res.body).not.toContain('%E0');
  });
});

describe('a NUL byte is refused before it reaches the database (issue 9 §2 finding)', () => {
  it.each([
    ['a streamed export', 'GET', '/api/audit/export?entity=%00', undefined, 'entity'],
    ['a query', 'GET', '/api/spots?search=a%00b', undefined, 'search'],
    ['a nested body field', 'POST', '/api/masters/acts', '{"name":{"x":"a\\u0000"}}', 'name.x'],
  ])('in %s', async (_what, method, url, payload, field) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: cookies.get('8') ?? '', 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorShapeProblem(res.body)).toBe(null);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });
});

describe('a JSON body is measured before it is parsed (issue 17 §3)', () => {
  const login = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 in the one shape to a body nested 150,000 deep, at once and anonymously', async () => {
    const started = performance.now();
    const res = await login(`${'['.repeat(150_000)}${']'.repeat(150_000)}`);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(errorShapeProblem(res.body)).toBe(null);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    expect(ms).toBeLessThan(1000);
  });

  it('counts the depth outside strings only, and takes a body at the bound', async () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\\\"[["}`, 1)).toBe(false);
    const atBound = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(nestsDeeperThan(atBound, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(`[${atBound}]`, MAX_JSON_DEPTH)).toBe(true);
    // At the bound the body reaches validation and gets the form's answer, not the guard's.
    const inside = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const res = await login(JSON.stringify({ userid: JSON.parse(inside) as unknown }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain('userid');
  });

  it('answers 413 in the one shape to a body over the size bound', async () => {
    const res = await login(JSON.stringify({ userid: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(errorShapeProblem(res.body)).toBe(null);
  });
});

describe('a malformed date next to a cross-field rule answers the form message (issue 9 §2 finding)', () => {
  it.each(['\\', '2026-02-30T10:00:00Z', '31/12/2026 10:00'])(
    'PUT /api/arrests/:id with arrestedAt %j',
    async (arrestedAt) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/arrests/999999',
        headers: { cookie: cookies.get('2') ?? '' },
        payload: {
          currentStatusId: 1,
          arrestedAt,
          courtAt: '2026-01-15T10:00:00Z',
          fingerprint: '0',
          aadhaar: '',
          photoIds: [],
        },
      });
      expect(res.statusCode).toBe(400);
      expect(errorShapeProblem(res.body)).toBe(null);
      expect(res.json().error.fields).toEqual({ arrestedAt: ARREST_MESSAGES.arrestedAtRequired });
    },
  );
});

import { randomUUID } from 'node:crypto';
import type { Role } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTE_EXPECTATIONS,
  type RouteExpectation,
  type ScopeKind,
} from '../test/access-matrix.table.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import {
  appUserIdOf,
  insertTestAccused,
  insertTestSpot,
  stationIdOf,
} from '../test/field-data.repo.js';
import { LEAK } from '../test/error-shape.js';
import { fieldLoginAs, loginAs } from '../test/login.js';
import { samplePng, upload } from '../test/upload.js';
import { createTestAccused } from '../test/accused-factory.js';
import { insertAppUser, insertCheckin, userIdOf } from '../test/test-data.repo.js';

/**
 * Issue 9 §1: every API route × every kind of caller → the expected status. The routes come
 * from the running app (app.routeTable, filled by the start-up declaration check), the
 * expectations from test/access-matrix.table.ts; a route in one and not the other fails.
 */

type CallerName = 'none' | 'r2own' | 'r2other' | 'r4own' | 'r4other' | 'r8' | 'app';
interface Caller {
  name: CallerName;
  role: Role | 'app' | null;
  login: () => Promise<string | null>;
}

const FIELD_PHONE = '9100000001'; // the demo app user of Pune city's Shivajinagar station

let t: TestApp;

const CALLERS: Caller[] = [
  { name: 'none', role: null, login: async () => null },
  { name: 'r2own', role: '2', login: () => loginAs(t.app, 'pune.shivajinagar') },
  { name: 'r2other', role: '2', login: () => loginAs(t.app, 'pune.kothrud') },
  { name: 'r4own', role: '4', login: () => loginAs(t.app, 'pune.admin') },
  { name: 'r4other', role: '4', login: () => loginAs(t.app, 'nagpur.admin') },
  { name: 'r8', role: '8', login: () => loginAs(t.app, 'superadmin') },
  { name: 'app', role: 'app', login: () => fieldLoginAs(t.app, FIELD_PHONE) },
];

const cookies = new Map<CallerName, string | null>();

/** Routes served without a row, and rows naming no served route. */
function tableGaps(served: string[], table: Record<string, RouteExpectation>) {
  return {
    missing: served.filter((k) => !(k in table)),
    stale: Object.keys(table).filter((k) => !served.includes(k)),
  };
}

/** The status a caller must get for the probe request of a route. */
function expectedStatus(e: RouteExpectation, caller: Caller): number {
  const probe = (role: '2' | '4' | '8') => {
    const p = typeof e.probe === 'number' ? e.probe : e.probe[role];
    if (p === undefined) throw new Error(`no probe status for role ${role}`);
    return p;
  };
  if (e.allow === 'public') return typeof e.probe === 'number' ? e.probe : NaN;
  if (e.allow === 'field') return caller.role === 'app' ? (e.probe as number) : 401;
  // Officer routes read only the officer cookie: no session and app users are 401.
  if (caller.role === null || caller.role === 'app') return 401;
  return e.allow.includes(caller.role) ? probe(caller.role) : 403;
}

function probeUrl(url: string, e: RouteExpectation): string {
  return url
    .replace(':id', e.id === 'uuid' ? randomUUID() : '999999')
    .replace(':kind', 'religions')
    .replace(/:[A-Za-z]+/g, '999999');
}

function send(method: string, url: string, cookie: string | null, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const c of CALLERS) cookies.set(c.name, await c.login());
}, 120_000);
afterAll(() => t.close());

describe('access matrix: every route × every caller (issue 9 §1)', () => {
  it('the expectation table names exactly the routes the app serves', () => {
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    const { missing, stale } = tableGaps(served, ROUTE_EXPECTATIONS);
    expect(missing, 'routes without a row in test/access-matrix.table.ts').toEqual([]);
    expect(stale, 'rows for routes the app no longer serves').toEqual([]);
    expect(new Set(served).size).toBe(served.length);
  });

  it('the comparison names a route added without a row and a row left without a route', () => {
    const served = [...t.app.routeTable.map((r) => `${r.method} ${r.url}`), 'GET /api/new-thing'];
    const table = { ...ROUTE_EXPECTATIONS, 'GET /api/gone': { allow: '8', probe: 200 } as const };
    expect(tableGaps(served, table)).toEqual({
      missing: ['GET /api/new-thing'],
      stale: ['GET /api/gone'],
    });
  });

  it('every route answers each caller with the expected status, before reading the body', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const e = ROUTE_EXPECTATIONS[key];
      if (!e || e.endsSession) continue;
      const url = probeUrl(route.url, e);
      const answers = await Promise.all(
        CALLERS.map(async (c) => {
          const res = await send(route.method, url, cookies.get(c.name) ?? null);
          return { c, res };
        }),
      );
      for (const { c, res } of answers) {
        requests++;
        const want = expectedStatus(e, c);
        if (res.statusCode !== want)
          failures.push(`${key} as ${c.name}: ${res.statusCode}, want ${want}`);
        // Denials carry their code, and a denial never depends on the body sent.
        if (res.statusCode === 401 && res.json().error.code !== 'UNAUTHENTICATED')
          failures.push(`${key} as ${c.name}: 401 without UNAUTHENTICATED`);
        if (res.statusCode === 403 && res.json().error.code !== 'FORBIDDEN')
          failures.push(`${key} as ${c.name}: 403 without FORBIDDEN`);
        if (res.statusCode >= 500) failures.push(`${key} as ${c.name}: ${res.body}`);
        // No error answer carries a stack trace, SQL or a server path (issue 9 §4).
        if (res.statusCode >= 400 && LEAK.test(res.body))
          failures.push(`${key} as ${c.name}: leaks ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(900);
  });

  it('a denied caller gets 401/403 even with a body that would be valid (auth before validation)', async () => {
    // The same body that the allowed role has validated: the denial comes first for others.
    const denied = await send('PUT', '/api/users/1/active', cookies.get('r2own') ?? null, {
      active: true,
    });
    expect(denied.statusCode).toBe(403);
    const invalidDenied = await send('POST', '/api/masters/acts', cookies.get('r4own') ?? null, {
      nonsense: 1,
    });
    expect(invalidDenied.statusCode).toBe(403);
  });

  it('routes that sign out: allowed callers end their own session, others are refused', async () => {
    for (const [key, e] of Object.entries(ROUTE_EXPECTATIONS).filter(([, e]) => e.endsSession)) {
      const [method, url] = key.split(' ') as [string, string];
      for (const c of CALLERS) {
        // A fresh session, so that signing out does not end the matrix's own.
        const cookie = await c.login();
        const res = await send(method, url, cookie);
        expect(res.statusCode, `${key} as ${c.name}`).toBe(expectedStatus(e, c));
      }
    }
  });
});

/** Record ids of one kind at the three places the matrix checks. */
interface Placed {
  own: number | string; // Pune city, Shivajinagar station (r2own's station, r4own's unit)
  otherStation: number | string; // Pune city, Kothrud station (r2other's station)
  otherUnit: number | string; // Nagpur city, Sitabuldi station (r4other's unit)
}

/** What each caller may see: role 2 its station, role 4 its unit, role 8 the state. */
const SEES: Record<Exclude<CallerName, 'none' | 'app'>, (keyof Placed)[]> = {
  r2own: ['own'],
  r2other: ['otherStation'],
  r4own: ['own', 'otherStation'],
  r4other: ['otherUnit'],
  r8: ['own', 'otherStation', 'otherUnit'],
};

/** A body the allowed roles accept for by-id writes, so that scope (not validation) decides. */
const BODIES: Record<string, object> = {
  'PUT /api/users/:id/active': { active: true },
  'PUT /api/accused/:id/active': { active: true, reason: 'Access matrix check' },
  'PUT /api/app-users/:id/status': { status: 1 },
  'PUT /api/wanted/:id/status': { status: 1 },
};

describe('by-id routes: own scope 2xx, any other scope 404 (DESIGN.md rule 1)', () => {
  const placed = new Map<ScopeKind, Placed>();

  beforeAll(async () => {
    const db = t.deps.db;
    const places = {
      own: { cityId: 1, stationId: await stationIdOf(db, 'Shivajinagar') },
      otherStation: { cityId: 1, stationId: await stationIdOf(db, 'Kothrud') },
      otherUnit: { cityId: 3, stationId: await stationIdOf(db, 'Sitabuldi') },
    };
    const each = async (
      make: (p: { cityId: number; stationId: number }, k: string) => Promise<number>,
    ) => ({
      own: await make(places.own, 'own'),
      otherStation: await make(places.otherStation, 'otherStation'),
      otherUnit: await make(places.otherUnit, 'otherUnit'),
    });
    placed.set('user', {
      own: await userIdOf(db, 'pune.shivajinagar'),
      otherStation: await userIdOf(db, 'pune.kothrud'),
      otherUnit: await userIdOf(db, 'nagpur.sitabuldi'),
    });
    const accusedIds = await each((p, k) => insertTestAccused(db, { name: `Matrix ${k}`, ...p }));
    // GPS history exists for an accused with a check-in in the caller's scope.
    for (const id of Object.values(accusedIds)) await insertCheckin(db, id, new Date());
    placed.set('accused', accusedIds);
    // An accused with a photo, entered through the API by an officer of each station.
    const withPhoto = async (userid: string, place: { cityId: number; stationId: number }) => {
      const cookie = await loginAs(t.app, userid);
      const photo = await upload(t.app, cookie, 'image', 'face.png', await samplePng());
      const photoId = photo.json<{ id: string }>().id;
      return {
        photoId,
        id: await createTestAccused(t.app, cookie, { ...place, photoIds: [photoId] }),
      };
    };
    const own = await withPhoto('pune.shivajinagar', places.own);
    const otherStation = await withPhoto('pune.kothrud', places.otherStation);
    const otherUnit = await withPhoto('nagpur.sitabuldi', places.otherUnit);
    placed.set('accusedPhoto', {
      own: own.id,
      otherStation: otherStation.id,
      otherUnit: otherUnit.id,
    });
    placed.set('photoFile', {
      own: own.photoId,
      otherStation: otherStation.photoId,
      otherUnit: otherUnit.photoId,
    });
    // Wanted particulars belong to a unit (decision 0013): two Pune records, one in Nagpur.
    let imei = 0;
    const wanted = async (admin: string) => {
      const res = await send('POST', '/api/wanted/mobiles', await loginAs(t.app, admin), {
        typeId: 11,
        mobileNo: '9876543210',
        imeiNo: `35000000000000${imei++}`,
        model: 'Matrix',
        colour: 'Black',
      });
      if (res.statusCode !== 200) throw new Error(`wanted: ${res.body}`);
      return res.json<{ item: { id: number } }>().item.id;
    };
    placed.set('wanted', {
      own: await wanted('pune.admin'),
      otherStation: await wanted('pune.admin'),
      otherUnit: await wanted('nagpur.admin'),
    });
    let n = 0;
    placed.set(
      'spot',
      await each((p, k) =>
        insertTestSpot(db, { code: `MATRIX${String(++n).padStart(9, '0')}`, name: k, ...p }),
      ),
    );
    placed.set(
      'appUser',
      await each(async (p) => {
        const phone = `98760000${String(++n).padStart(2, '0')}`;
        await insertAppUser(db, { ...p, status: 1, phone });
        return appUserIdOf(db, phone);
      }),
    );
  });

  const scoped = Object.entries(ROUTE_EXPECTATIONS).filter(([, e]) => e.scope);

  it('covers the by-id routes whose records the test can place', () => {
    expect(scoped.map(([k]) => k).sort()).toEqual(
      [
        'GET /api/users/:id',
        'PUT /api/users/:id/active',
        'GET /api/accused/:id',
        'PUT /api/accused/:id/active',
        'GET /api/gps/accused/:id',
        'GET /api/spots/:id',
        'GET /api/spots/:id/qr.png',
        'PUT /api/app-users/:id/status',
        'POST /api/app-users/:id/reset-password',
        'GET /api/wanted/:id',
        'PUT /api/wanted/:id/status',
        'GET /api/field/accused/:id/photo',
        'GET /api/files/:id',
      ].sort(),
    );
  });

  it.each(scoped)('%s', async (key, e) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const ids = placed.get(e.scope as ScopeKind);
    if (!ids) throw new Error(`no records for ${e.scope}`);
    const failures: string[] = [];
    for (const c of CALLERS) {
      for (const where of ['own', 'otherStation', 'otherUnit'] as const) {
        const url = pattern.replace(':id', String(ids[where]));
        const res = await send(method, url, cookies.get(c.name) ?? null, BODIES[key]);
        let want: number;
        if (e.allow === 'field') want = c.role !== 'app' ? 401 : where === 'own' ? 200 : 404;
        else if (c.role === null || c.role === 'app') want = 401;
        else if (!e.allow.includes(c.role)) want = 403;
        else {
          const name = c.name as keyof typeof SEES;
          const sees = e.reach === 'unit' && c.role === '2' ? SEES.r4own : SEES[name];
          want = !sees.includes(where) ? 404 : e.denied === c.role ? 403 : 200;
        }
        if (res.statusCode !== want)
          failures.push(
            `${c.name} on ${where}: ${res.statusCode}, want ${want} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});

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
    // About 2 s alone; the limit leaves room for a machine busy with other test files.
  }, 180_000);

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

type Where = keyof Placed;
type Place = { cityId: number; stationId: number };
const year = new Date().getFullYear() - 1;

/**
 * A body the allowed roles accept for each by-id write, made for the record at each place, so
 * that scope (not validation) decides. Filled in beforeAll once the records exist.
 */
const BODIES: Record<string, (where: Where) => object> = {
  'PUT /api/users/:id/active': () => ({ active: true }),
  'PUT /api/accused/:id/active': () => ({ active: true, reason: 'Access matrix check' }),
  'PUT /api/app-users/:id/status': () => ({ status: 1 }),
  'PUT /api/wanted/:id/status': () => ({ status: 1 }),
};

describe('by-id routes: own scope 2xx, any other scope 404 (architecture rule 1)', () => {
  const placed = new Map<ScopeKind, Placed>();

  beforeAll(async () => {
    const db = t.deps.db;
    const places: Record<Where, Place> = {
      own: { cityId: 1, stationId: await stationIdOf(db, 'Shivajinagar') },
      otherStation: { cityId: 1, stationId: await stationIdOf(db, 'Kothrud') },
      otherUnit: { cityId: 3, stationId: await stationIdOf(db, 'Sitabuldi') },
    };
    const officers: Record<Where, string> = {
      own: 'pune.shivajinagar',
      otherStation: 'pune.kothrud',
      otherUnit: 'nagpur.sitabuldi',
    };
    const WHERE: Where[] = ['own', 'otherStation', 'otherUnit'];
    const each = async <T>(make: (p: Place, k: Where) => Promise<T>) => {
      const out = {} as Record<Where, T>;
      for (const k of WHERE) out[k] = await make(places[k], k);
      return out;
    };
    const ok = async <T>(what: string, res: Promise<{ statusCode: number; body: string }>) => {
      const r = await res;
      if (r.statusCode !== 200) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
      return JSON.parse(r.body) as T;
    };
    const r8 = cookies.get('r8') ?? null;

    const userIds = await each((_, k) => userIdOf(db, officers[k]));
    placed.set('user', userIds);
    const users = await each((_, k) =>
      ok<{ name: string; userid: string; phone: string }>(
        'user',
        send('GET', `/api/users/${userIds[k]}`, r8),
      ),
    );
    BODIES['PUT /api/users/:id'] = (w) => {
      const { name, userid, phone } = users[w];
      return { name, userid, phone, changePassword: false };
    };

    const accusedIds = await each((p, k) => insertTestAccused(db, { name: `Matrix ${k}`, ...p }));
    // GPS history exists for an accused with a check-in in the caller's scope.
    const checkinIds = await each((_, k) => insertCheckin(db, accusedIds[k], new Date()));
    placed.set('accused', accusedIds);
    // Several callers lock the same record in turn: each replaces the last (issue 17 §9).
    BODIES['POST /api/gps/accused/:id/lock'] = (w) => ({ checkinId: checkinIds[w], replace: true });

    const acts = await ok<{ id: number; code: string }[]>(
      'acts',
      send('GET', '/api/masters/acts', r8),
    );
    const ipc = acts.find((a) => a.code === 'IPC');
    if (!ipc) throw new Error('no IPC in master data');
    const sections = await ok<{ id: number }[]>(
      'sections',
      send('GET', `/api/masters/acts/${ipc.id}/sections`, r8),
    );
    let registerNumber = 500;
    const crime = (p: Place) => ({
      stateId: 1,
      ...p,
      registerNumber: String(registerNumber++),
      registerYear: year,
      registeredOn: `${year}-03-14`,
      crimeTitleId: 1,
      statusId: 1,
      sections: [{ actId: ipc.id, sectionId: sections[0]?.id }],
      members: [],
    });
    // One person per place: the same name in one unit would be a possible duplicate (issue 16).
    const SURNAME: Record<Where, string> = {
      own: 'तपासणी',
      otherStation: 'पडताळणी',
      otherUnit: 'चौकशी',
    };
    const basic = (p: Place, w: Where) => ({
      crimeTypeIds: [1],
      historySheeter: 2,
      name: `मॅट्रिक्स ${SURNAME[w]}`,
      age: 30,
      stateId: 1,
      ...p,
      religionId: 1,
      caste: '',
      address: 'मॅट्रिक्स पत्ता',
    });
    const arrest = () => ({
      currentStatusId: 1,
      arrestedAt: `${year}-03-20T18:30:00+05:30`,
      courtAt: `${year}-03-21T11:00:00+05:30`,
      fingerprint: '1',
      dateOfBirth: '1990-01-01',
    });
    const preventive = () => ({
      actionTypeId: 3,
      chapterCase: '12',
      chapterYear: year,
      bondDate: `${year}-04-01`,
      dateFrom: `${year}-04-01`,
      dateTo: `${year + 1}-03-31`,
      externmentCityIds: [],
      orderType: 'आदेश',
    });
    BODIES['PUT /api/accused/:id'] = (w) => ({ basic: basic(places[w], w) });
    BODIES['POST /api/accused/:id/crimes'] = (w) => crime(places[w]);
    BODIES['PUT /api/crimes/:id'] = (w) => crime(places[w]);
    BODIES['POST /api/crimes/:id/arrests'] = arrest;
    BODIES['PUT /api/arrests/:id'] = arrest;
    BODIES['POST /api/accused/:id/preventive-actions'] = preventive;
    BODIES['PUT /api/preventive-actions/:id'] = preventive;

    // An accused with a photo, a crime, an arrest and a preventive action, entered through the
    // API by an officer of each station.
    const entered = await each(async (place, k) => {
      const cookie = await loginAs(t.app, officers[k]);
      const photo = await upload(t.app, cookie, 'image', 'face.png', await samplePng());
      const photoId = photo.json<{ id: string }>().id;
      const id = await createTestAccused(t.app, cookie, { ...place, photoIds: [photoId] });
      const detail = await ok<{ crimes: { id: number }[] }>(
        'detail',
        send('GET', `/api/accused/${id}`, r8),
      );
      const crimeId = detail.crimes[0]?.id ?? 0;
      const arrested = await ok<{ id: number }>(
        'arrest',
        send('POST', `/api/crimes/${crimeId}/arrests`, cookie, arrest()),
      );
      const action = await ok<{ id: number }>(
        'preventive',
        send('POST', `/api/accused/${id}/preventive-actions`, cookie, preventive()),
      );
      return { id, photoId, crimeId, arrestId: arrested.id, preventiveId: action.id };
    });
    const pick = <K extends keyof (typeof entered)['own']>(key: K) => ({
      own: entered.own[key],
      otherStation: entered.otherStation[key],
      otherUnit: entered.otherUnit[key],
    });
    placed.set('accusedPhoto', pick('id'));
    placed.set('photoFile', pick('photoId'));
    placed.set('crime', pick('crimeId'));
    placed.set('arrest', pick('arrestId'));
    placed.set('preventive', pick('preventiveId'));

    // Wanted particulars belong to a unit (decision 0013): two Pune records, one in Nagpur.
    const wantedAdmin: Record<Where, string> = {
      own: 'pune.admin',
      otherStation: 'pune.admin',
      otherUnit: 'nagpur.admin',
    };
    const mobile = (w: Where) => ({
      typeId: 11,
      mobileNo: '9876543210',
      imeiNo: `35000000000000${WHERE.indexOf(w)}`,
      model: 'Matrix',
      colour: 'Black',
    });
    BODIES['PUT /api/wanted/mobiles/:id'] = mobile;
    placed.set(
      'wanted',
      await each(async (_, k) => {
        const cookie = await loginAs(t.app, wantedAdmin[k]);
        const res = await ok<{ item: { id: number } }>(
          'wanted',
          send('POST', '/api/wanted/mobiles', cookie, mobile(k)),
        );
        return res.item.id;
      }),
    );
    let n = 0;
    placed.set(
      'spot',
      await each((p, k) =>
        insertTestSpot(db, { code: `MATRIX${String(++n).padStart(9, '0')}`, name: k, ...p }),
      ),
    );
    const phones = await each(async (p) => {
      const phone = `98760000${String(++n).padStart(2, '0')}`;
      await insertAppUser(db, { ...p, status: 1, phone });
      return phone;
    });
    placed.set('appUser', await each((_, k) => appUserIdOf(db, phones[k])));
    BODIES['PUT /api/app-users/:id'] = (w) => ({
      firstName: 'चाचणी',
      lastName: 'ॲप',
      phone: phones[w],
      cityId: places[w].cityId,
      stationId: places[w].stationId,
    });
  });

  const scoped = Object.entries(ROUTE_EXPECTATIONS).filter(([, e]) => e.scope);

  it('covers the by-id routes whose records the test can place', () => {
    expect(scoped.map(([k]) => k).sort()).toEqual(
      [
        'GET /api/users/:id',
        'PUT /api/users/:id/active',
        'POST /api/users/:id/unlock',
        'GET /api/accused/:id',
        'GET /api/accused/:id/history-sheet.pdf',
        'GET /api/accused/:id/breaches',
        'GET /api/accused/:id/network',
        'PUT /api/accused/:id/active',
        'GET /api/gps/accused/:id',
        'GET /api/spots/:id',
        'GET /api/spots/:id/qr.png',
        'PUT /api/app-users/:id/status',
        'POST /api/app-users/:id/reset-password',
        'POST /api/app-users/:id/unlock',
        'GET /api/wanted/:id',
        'PUT /api/wanted/:id/status',
        'GET /api/field/accused/:id/photo',
        'GET /api/field/accused/:id',
        'GET /api/files/:id',
        'PUT /api/users/:id',
        'PUT /api/app-users/:id',
        'PUT /api/accused/:id',
        'POST /api/accused/:id/crimes',
        'PUT /api/crimes/:id',
        'POST /api/crimes/:id/arrests',
        'PUT /api/arrests/:id',
        'POST /api/accused/:id/preventive-actions',
        'PUT /api/preventive-actions/:id',
        'PUT /api/wanted/mobiles/:id',
        'POST /api/gps/accused/:id/lock',
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
        const res = await send(method, url, cookies.get(c.name) ?? null, BODIES[key]?.(where));
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

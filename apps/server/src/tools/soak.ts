import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIELD_DEMO_PASSWORD, FIELD_DEMO_USERS } from '../db/seed/demo-content.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo.js';
import { accusedCreateBody, findTheftSection, type TheftSection } from '../test/accused-factory.js';
import { HttpSession, type HttpAnswer } from './http-client.js';
import { residentKib, startServerProcess } from './server-process.js';

/**
 * Issue 9 §7: a bounded soak. The real server on loopback; station officers, unit and
 * state admins and field-app users work at once as they would in a shift (lists, searches,
 * profiles, dashboard counts, reports, new accused, added crimes, GPS check-ins). Every
 * answer that is not the expected 2xx is an error; the server's RSS is sampled throughout.
 */
export interface SoakOptions {
  seconds: number;
  /** A PostgreSQL database to run on; the embedded database in a temporary folder otherwise. */
  postgresUrl?: string | undefined;
  /** RSS sample period. */
  sampleSeconds?: number;
  /** Pause between one client's requests, as a person reading the screen would make. */
  thinkMs?: number;
  log?: (line: string) => void;
}

interface OpStats {
  count: number;
  errors: number;
  latencies: number[];
}

export interface SoakSummary {
  seconds: number;
  db: 'pglite' | 'postgres';
  requests: number;
  errors: number;
  firstErrors: string[];
  ops: { op: string; count: number; errors: number; p50: number; p95: number; max: number }[];
  rssKib: number[];
  middleThirdKib: number;
  lastThirdKib: number;
  /** Last third's average RSS over the middle third's, in percent (positive = grew). */
  growthPct: number;
  pass: boolean;
}

const STATION_USERS = ['pune.shivajinagar', 'pune.kothrud', 'nagpur.sitabuldi'];
const ADMIN_USERS = ['pune.admin', 'nagpur.admin', 'superadmin'];
/** Pune City and Nagpur City, the demo data set's units. */
const DEMO_UNITS = [1, 3];
const FIELD_PHONES = ['9100000001', '9100000002', '9100000003'];
const SEARCHES = ['पाटील', 'Shinde', 'जाधव', 'Pawar', 'राजू', 'Kale'];

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const average = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

class Recorder {
  readonly stats = new Map<string, OpStats>();
  readonly firstErrors: string[] = [];

  /** Times one request; anything but a 2xx counts as an error of that operation. */
  async run(op: string, call: () => Promise<HttpAnswer>): Promise<HttpAnswer | null> {
    const s = this.stats.get(op) ?? { count: 0, errors: 0, latencies: [] };
    this.stats.set(op, s);
    const started = performance.now();
    let answer: HttpAnswer | null = null;
    let failure = '';
    try {
      answer = await call();
      if (answer.status < 200 || answer.status > 299) {
        failure = `${answer.status} ${answer.body.slice(0, 300)}`;
      }
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    s.count += 1;
    s.latencies.push(performance.now() - started);
    if (failure) {
      s.errors += 1;
      if (this.firstErrors.length < 20) this.firstErrors.push(`${op}: ${failure}`);
      return null;
    }
    return answer;
  }
}

interface Page {
  items: { id: number }[];
}

/** A police-station officer: works the station's list, opens profiles, enters records. */
async function stationShift(
  session: HttpSession,
  rec: Recorder,
  theft: TheftSection,
  me: { cityId: number; stationId: number },
  nextRegister: () => number,
  until: number,
  think: () => Promise<void>,
) {
  const own: number[] = [];
  let seen: number[] = [];
  const year = new Date().getFullYear() - 1;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.25) {
      const tab = pick(['entered', 'jurisdiction']);
      const page = await rec.run('list accused', () =>
        session.get(`/api/accused?page=${pick([0, 0, 1])}&size=10&tab=${tab}`),
      );
      if (page) seen = page.json<Page>().items.map((i) => i.id);
    } else if (roll < 0.4) {
      const q = encodeURIComponent(pick(SEARCHES));
      await rec.run('search accused', () => session.get(`/api/accused?page=0&size=10&search=${q}`));
    } else if (roll < 0.6) {
      const id = seen.length ? pick(seen) : own.length ? pick(own) : null;
      if (id !== null) await rec.run('open profile', () => session.get(`/api/accused/${id}`));
    } else if (roll < 0.7) {
      await rec.run('dashboard counts', () => session.get('/api/dashboard/counts'));
    } else if (roll < 0.75) {
      await rec.run('report', () =>
        session.get(`/api/reports/statistics?startDate=${year}-01-01&endDate=${year}-12-31`),
      );
    } else if (roll < 0.87) {
      // A different person each time (the factory's unique names): one name entered again
      // and again at one station would be refused as a possible duplicate (issue 16).
      const body = accusedCreateBody(theft, {
        age: 20 + Math.floor(Math.random() * 50),
        crimes: 1 + Math.floor(Math.random() * 2),
        registerFrom: nextRegister(),
        cityId: me.cityId,
        stationId: me.stationId,
      });
      const created = await rec.run('create accused', () => session.post('/api/accused', body));
      if (created) own.push(created.json<{ id: number }>().id);
    } else if (own.length > 0) {
      const id = pick(own);
      const crime = accusedCreateBody(theft, {
        registerFrom: nextRegister(),
        cityId: me.cityId,
        stationId: me.stationId,
      }).crimes[0];
      await rec.run('add crime', () => session.post(`/api/accused/${id}/crimes`, crime));
    }
    await think();
  }
}

/** A unit or state admin: dashboards, lists across stations, reports. */
async function adminShift(
  session: HttpSession,
  rec: Recorder,
  until: number,
  think: () => Promise<void>,
) {
  const year = new Date().getFullYear() - 1;
  const range = `startDate=${year}-01-01&endDate=${year}-12-31`;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) {
      await rec.run('dashboard counts', () => session.get('/api/dashboard/counts'));
    } else if (roll < 0.6) {
      const q = Math.random() < 0.5 ? '' : `&search=${encodeURIComponent(pick(SEARCHES))}`;
      // The state admin must pick a unit; a unit admin is held to its own whatever it sends.
      const unit = pick(DEMO_UNITS);
      await rec.run('list accused', () =>
        session.get(`/api/accused?page=0&size=10&cityId=${unit}${q}`),
      );
    } else if (roll < 0.8) {
      await rec.run('report', () => session.get(`/api/reports/statistics?${range}`));
    } else {
      await rec.run('report', () => session.get(`/api/reports/arrests?${range}`));
    }
    await think();
  }
}

/** A field-app user on patrol: the station's accused list, then a GPS check-in. */
async function fieldShift(
  session: HttpSession,
  rec: Recorder,
  until: number,
  think: () => Promise<void>,
) {
  let ids: number[] = [];
  while (Date.now() < until) {
    if (ids.length === 0 || Math.random() < 0.3) {
      const list = await rec.run('field accused list', () =>
        session.get('/api/field/accused?page=0&size=50'),
      );
      if (list) ids = list.json<Page>().items.map((i) => i.id);
    } else {
      const accusedId = pick(ids);
      await rec.run('gps check-in', () =>
        session.post('/api/field/checkins', {
          clientId: randomUUID(),
          accusedId,
          latitude: 18.5 + Math.random() / 10,
          longitude: 73.8 + Math.random() / 10,
          accuracyMeters: 10,
          found: Math.random() < 0.7,
          details: 'Soak patrol',
          capturedAt: new Date().toISOString(),
        }),
      );
    }
    await think();
  }
}

function demoUser(userid: string) {
  const u = DEMO_USERS.find((d) => d.userid === userid);
  if (!u) throw new Error(`no demo account ${userid}`);
  return u;
}

export async function runSoak(opts: SoakOptions): Promise<SoakSummary> {
  const log = opts.log ?? (() => undefined);
  const sampleMs = (opts.sampleSeconds ?? 10) * 1000;
  const thinkMs = opts.thinkMs ?? 100;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cmis-soak-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
  if (opts.postgresUrl) env.DATABASE_URL = opts.postgresUrl;
  log(`starting the server (${opts.postgresUrl ? 'postgres' : 'pglite'}, data in ${dataDir})`);
  const server = await startServerProcess(env, path.join(dataDir, 'server.log'));
  try {
    const rec = new Recorder();
    const think = () => new Promise<void>((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
    let register = Number(String(Date.now()).slice(-7)) * 100;
    const nextRegister = () => (register += 3);

    const stations = await Promise.all(
      STATION_USERS.map(async (userid) => {
        const s = new HttpSession(server.url);
        const u = demoUser(userid);
        await s.loginStaff(u.userid, u.phone, DEMO_PASSWORD);
        const me = await s.getOk<{ cityId: number; stationId: number }>('/api/auth/me');
        return { s, me };
      }),
    );
    const admins = await Promise.all(
      ADMIN_USERS.map(async (userid) => {
        const s = new HttpSession(server.url);
        const u = demoUser(userid);
        await s.loginStaff(u.userid, u.phone, DEMO_PASSWORD);
        return s;
      }),
    );
    const field = await Promise.all(
      FIELD_PHONES.map(async (phone) => {
        if (!FIELD_DEMO_USERS.some((u) => u.phone === phone)) throw new Error(`no ${phone}`);
        const s = new HttpSession(server.url);
        await s.loginField(phone, FIELD_DEMO_PASSWORD);
        return s;
      }),
    );
    const first = stations[0];
    if (!first) throw new Error('no station user');
    const theft = await findTheftSection((url) => first.s.getOk(url));

    const started = Date.now();
    const until = started + opts.seconds * 1000;
    const rssKib: number[] = [];
    const sample = () => {
      const kib = residentKib(server.pid);
      if (kib !== null) rssKib.push(kib);
      const done = [...rec.stats.values()].reduce((n, s) => n + s.count, 0);
      const errors = [...rec.stats.values()].reduce((n, s) => n + s.errors, 0);
      const elapsed = Math.round((Date.now() - started) / 1000);
      log(`${elapsed}s requests=${done} errors=${errors} rss=${kib ?? '?'} KiB`);
    };
    sample();
    const sampler = setInterval(sample, sampleMs);
    try {
      await Promise.all([
        ...stations.map(({ s, me }) => stationShift(s, rec, theft, me, nextRegister, until, think)),
        ...admins.map((s) => adminShift(s, rec, until, think)),
        ...field.map((s) => fieldShift(s, rec, until, think)),
      ]);
    } finally {
      clearInterval(sampler);
    }
    sample();

    const ops = [...rec.stats.entries()]
      .map(([op, s]) => {
        const sorted = [...s.latencies].sort((a, b) => a - b);
        return {
          op,
          count: s.count,
          errors: s.errors,
          p50: Math.round(percentile(sorted, 50)),
          p95: Math.round(percentile(sorted, 95)),
          max: Math.round(sorted[sorted.length - 1] ?? 0),
        };
      })
      .sort((a, b) => a.op.localeCompare(b.op));
    const third = Math.floor(rssKib.length / 3);
    const middleThirdKib = Math.round(average(rssKib.slice(third, 2 * third)));
    const lastThirdKib = Math.round(average(rssKib.slice(2 * third)));
    const growthPct = middleThirdKib
      ? Math.round(((lastThirdKib - middleThirdKib) / middleThirdKib) * 1000) / 10
      : 0;
    const requests = ops.reduce((n, o) => n + o.count, 0);
    const errors = ops.reduce((n, o) => n + o.errors, 0);
    return {
      seconds: Math.round((Date.now() - started) / 1000),
      db: opts.postgresUrl ? 'postgres' : 'pglite',
      requests,
      errors,
      firstErrors: rec.firstErrors,
      ops,
      rssKib,
      middleThirdKib,
      lastThirdKib,
      growthPct,
      pass: errors === 0 && third > 0 && growthPct <= 10,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatSummary(s: SoakSummary): string {
  const rows = s.ops.map(
    (o) =>
      `| ${o.op.padEnd(20)} | ${String(o.count).padStart(7)} | ${String(o.errors).padStart(6)} | ` +
      `${String(o.p50).padStart(7)} | ${String(o.p95).padStart(7)} | ${String(o.max).padStart(7)} |`,
  );
  return [
    `Soak on ${s.db}: ${s.seconds} s, ${s.requests} requests ` +
      `(${(s.requests / Math.max(1, s.seconds)).toFixed(1)}/s), ${s.errors} errors`,
    '',
    '| operation            |   count | errors | p50 ms  | p95 ms  | max ms  |',
    '|----------------------|---------|--------|---------|---------|---------|',
    ...rows,
    '',
    `RSS samples: ${s.rssKib.length}; first ${s.rssKib[0] ?? '?'} KiB, ` +
      `middle third ${s.middleThirdKib} KiB, last third ${s.lastThirdKib} KiB ` +
      `(${s.growthPct >= 0 ? '+' : ''}${s.growthPct}%), max ${Math.max(0, ...s.rssKib)} KiB`,
    ...s.firstErrors.map((e) => `error: ${e}`),
    s.pass ? 'PASS' : 'FAIL (errors, or RSS grew more than 10%)',
  ].join('\n');
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      postgres: { type: 'string' },
      'think-ms': { type: 'string', default: '100' },
    },
  });
  const minutes = Number(values.minutes);
  if (!(minutes > 0)) throw new Error('--minutes must be a positive number');
  const summary = await runSoak({
    seconds: Math.round(minutes * 60),
    postgresUrl: values.postgres,
    thinkMs: Number(values['think-ms']),
    log: (line) => console.log(line),
  });
  console.log(`\n${formatSummary(summary)}`);
  process.exitCode = summary.pass ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

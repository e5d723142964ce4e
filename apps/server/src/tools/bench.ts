/**
 * `npm run bench [-- --database-url URL --seconds 10 --connections 20 --embedded DIR]`
 * Issue 8 §2: the real server (a child process) on the state data set, autocannon with 20
 * connections per endpoint, p50/p95/req/s against the targets, the list endpoint beside a
 * minimal node:http handler running the same SQL, a 100,000-row Excel export with the
 * server's peak memory, EXPLAIN (ANALYZE, BUFFERS) of each endpoint's slowest statement,
 * and (with --embedded) the list page on PGlite with the unit data set. Results go into
 * docs/performance.md between markers. Data: `npm run generate` (docs/decisions/0035).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IST_ZONE } from '@cmis/shared';
import pg from 'pg';
import { REPO_ROOT } from '../config.js';
import { REQUEST_SESSION_OPTIONS } from '../db/client.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo.js';
import { logOffset, slowest, statementsSince, type Statement } from './bench/explain.js';
import { cpuTable, profileUnderLoad, type CpuSummary } from './bench/cpu-profile.js';
import { plantGang } from './bench/gang.repo.js';
import { measure } from './bench/measure.js';
import { endpointTable, plans, verdict, writeBlock, type EndpointResult } from './bench/report.js';
import {
  buildServer,
  login,
  memoryOf,
  spawnScript,
  startCmis,
  type Spawned,
} from './bench/server.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    embedded: { type: 'string' },
    'skip-state': { type: 'boolean', default: false },
    'no-doc': { type: 'boolean', default: false },
    truth: { type: 'string' },
    /** Measure only the endpoints whose label contains this (while tuning one of them). */
    only: { type: 'string' },
    /**
     * Server processes of the measured server (WORKERS; default one, the server's own
     * default: on two cores shared with PostgreSQL and the load generator a second process
     * lengthened the tails, docs/performance.md); the list is also measured with the other.
     */
    workers: { type: 'string', default: '1' },
    /** Also profile the server's CPU under the list load (node --cpu-prof). */
    'cpu-profile': { type: 'boolean', default: false },
  },
});
const TRUTH = values.truth ?? path.join(REPO_ROOT, 'data/duplicates-truth-state.json');
const DATABASE_URL =
  values['database-url'] ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/bench_state';
const SECONDS = Number(values.seconds);
const OTHER_WORKERS = values.workers === '1' ? 'auto' : '1';
const RATIO_ROUNDS = 3;
const CONNECTIONS = Number(values.connections);
const DOC = path.join(REPO_ROOT, 'docs/performance.md');
const work = mkdtempSync(path.join(tmpdir(), 'cmis-bench-'));

interface Endpoint {
  label: string;
  target: number;
  userid: string;
  paths: string[];
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function account(userid: string) {
  const u = DEMO_USERS.find((d) => d.userid === userid);
  if (!u) throw new Error(`no account ${userid}`);
  return u;
}

/** Request parameters read from the loaded data (unit 1, Pune City; its newest days). */
async function endpoints(db: pg.Pool) {
  const one = async (q: string) => (await db.query(q)).rows[0] as Record<string, unknown>;
  const last = Date.parse(
    `${String((await one(`SELECT (max(captured_at) AT TIME ZONE '${IST_ZONE}')::date::text AS d FROM gps_checkins`)).d)}T00:00:00Z`,
  );
  const ids = (
    await db.query(`SELECT id FROM accused WHERE city_id = 1 AND id % 101 = 7 ORDER BY id LIMIT 40`)
  ).rows.map((r: { id: number }) => r.id);
  const titles = (
    await db.query(
      `SELECT crime_title_id AS id FROM crimes WHERE city_id = 1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
    )
  ).rows.map((r: { id: number }) => r.id);
  const yearFrom = iso(last - 365 * DAY);
  const day = iso(last - 7 * DAY);
  // Issue 20 §5: an accused with 50 associates (20 hop 1, 30 hop 2), planted once.
  const gang = await plantGang(db);
  const list: Endpoint[] = [
    {
      label: 'Accused list page',
      target: 50,
      userid: 'pune.admin',
      paths: Array.from({ length: 10 }, (_, p) => `/api/accused?page=${p}&size=10`),
    },
    {
      label: 'Fuzzy name search, Marathi',
      target: 80,
      userid: 'pune.admin',
      paths: ['पाटील', 'राहुल जाधव', 'सचिन पवार', 'गणेश शिंदे', 'पाटिल'].map(
        (s) => `/api/accused?search=${encodeURIComponent(s)}&page=0&size=10`,
      ),
    },
    {
      label: 'Fuzzy name search, Latin',
      target: 80,
      userid: 'pune.admin',
      paths: ['Patil', 'rahul jadhav', 'Sachin Pawar', 'ganesh shinde', 'Patill'].map(
        (s) => `/api/accused?search=${encodeURIComponent(s)}&page=0&size=10`,
      ),
    },
    {
      label: 'Possible duplicates page, unit',
      target: 300,
      userid: 'pune.admin',
      paths: Array.from({ length: 5 }, (_, p) => `/api/duplicates?page=${p}&size=10`),
    },
    {
      label: 'Crime-title filter, sorted by crime count',
      target: 80,
      userid: 'pune.admin',
      paths: titles.map(
        (t) =>
          `/api/accused?filter=title&headingIds=${t}&sort=crimeCount&order=desc&page=0&size=10`,
      ),
    },
    {
      label: 'Accused profile',
      target: 30,
      userid: 'pune.admin',
      paths: ids.map((id) => `/api/accused/${id}`),
    },
    {
      label: 'Accomplice network, 50 associates, station',
      target: 300,
      userid: 'pune.shivajinagar',
      paths: [`/api/accused/${gang}/network`],
    },
    {
      label: 'Accomplice network, 50 associates, unit',
      target: 300,
      userid: 'pune.admin',
      paths: [`/api/accused/${gang}/network`],
    },
    {
      label: 'Dashboard counts',
      target: 50,
      userid: 'pune.admin',
      paths: ['/api/dashboard/counts'],
    },
    {
      label: '2-plus report, unit, one year',
      target: 300,
      userid: 'pune.admin',
      paths: ['count', 'new'].map(
        (k) =>
          `/api/reports/two-plus/statistics?kind=${k}&startDate=${yearFrom}&endDate=${iso(last)}`,
      ),
    },
    {
      label: 'GPS report, unit, one day',
      target: 100,
      userid: 'pune.admin',
      paths: [`/api/gps?from=${day}&to=${day}&page=0&size=10`],
    },
    {
      label: 'Ongoing preventive list',
      target: 80,
      userid: 'pune.admin',
      paths: [`/api/reports/preventive?mode=ongoing&startDate=${iso(last)}&page=0&size=10`],
    },
  ];
  // The export range: the newest days of unit 1 until they hold 100,000 check-ins, in
  // India's days as the export counts them, not the database session's.
  const exportRange = (await one(
    `WITH days AS (SELECT (captured_at AT TIME ZONE '${IST_ZONE}')::date AS d, count(*) AS n FROM gps_checkins WHERE city_id = 1 GROUP BY 1),
          run AS (SELECT d, sum(n) OVER (ORDER BY d DESC) AS total FROM days)
     SELECT min(d)::text AS "from", max(d)::text AS "to", max(total)::int AS rows
       FROM run WHERE total - (SELECT n FROM days WHERE days.d = run.d) < 100000`,
  )) as { from: string; to: string; rows: number };
  return { list, exportRange, profileId: ids[0] as number };
}

async function signIn(server: Spawned, userid: string): Promise<string> {
  const u = account(userid);
  return login(server.url, u.userid, u.phone, DEMO_PASSWORD);
}

/** One request per endpoint on a server that logs SQL; the slowest statement EXPLAINed. */
async function capture(list: Endpoint[], db: pg.Pool) {
  const sqlLog = path.join(work, 'sql.jsonl');
  writeFileSync(sqlLog, '');
  const server = await startCmis(
    { DATABASE_URL, SQL_LOG: sqlLog },
    path.join(work, 'capture-server.log'),
  );
  const client = await db.connect();
  try {
    const cookies = new Map<string, string>();
    const statements = new Map<string, Statement[]>();
    /** The statements of each endpoint's first request alone (the minimal handler's). */
    const first = new Map<string, Statement[]>();
    const slow = new Map<string, Awaited<ReturnType<typeof slowest>>>();
    for (const e of list) {
      if (!cookies.has(e.userid)) cookies.set(e.userid, await signIn(server, e.userid));
      const all: Statement[] = [];
      for (const p of e.paths) {
        const offset = logOffset(sqlLog);
        const res = await fetch(`${server.url}${p}`, {
          headers: { cookie: cookies.get(e.userid) as string },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
        const own = statementsSince(sqlLog, offset);
        if (!first.has(e.label)) first.set(e.label, own);
        all.push(...own);
      }
      statements.set(e.label, all);
      slow.set(e.label, await slowest(client, all));
    }
    return { statements, first, slow };
  } finally {
    client.release();
    await server.stop();
  }
}

/** The list statements (those reading "accused") of the first list request, for the minimal handler. */
function listStatements(firstRequest: Statement[]): Statement[] {
  return firstRequest.filter((s) => /from "accused"/i.test(s.sql) && /^\s*select/i.test(s.sql));
}

/** One export through `server`: status, size, seconds, and the server's memory around it. */
async function exportOnce(server: Spawned, cookie: string, range: { from: string; to: string }) {
  const before = memoryOf(server.pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
  }, 50);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/gps/export?from=${range.from}&to=${range.to}`, {
    headers: { cookie },
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  return {
    status: res.status,
    bytes,
    seconds,
    rssBefore: before.rss,
    peakRss,
    hwmBefore: before.hwm,
    hwm: after.hwm,
  };
}

/**
 * The export twice. On the server the load tests ran on (its VmHWM is the whole run's peak,
 * not the export's), then on a server process started just for it, so that VmHWM is the
 * export's own peak (or the start-up's, which `hwmBefore` shows).
 */
async function exportRun(server: Spawned, cookie: string, range: { from: string; to: string }) {
  const loaded = await exportOnce(server, cookie, range);
  const own = await startCmis({ DATABASE_URL }, path.join(work, 'export-server.log'));
  try {
    return { loaded, fresh: await exportOnce(own, await signIn(own, 'pune.admin'), range) };
  } finally {
    await own.stop();
  }
}

/**
 * Issue 19: no figure may come from an answer a write would make stale. Through the measured
 * server, an accused is marked inactive and read back at once (profile and list); then a
 * crime count is changed in the database itself and the dashboard's 2-plus tile must move.
 * Both writes are undone.
 */
async function writeThenRead(server: Spawned, cookie: string, db: pg.Pool, id: number) {
  const get = async (p: string) => {
    const res = await fetch(`${server.url}${p}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const setActive = async (active: boolean, reason: string) => {
    const res = await fetch(`${server.url}/api/accused/${id}/active`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ active, reason }),
    });
    if (res.status !== 200) throw new Error(`active: ${res.status} ${await res.text()}`);
  };
  const checks: { what: string; ok: boolean }[] = [];
  const before = (await get(`/api/accused/${id}`)) as { active: boolean; activeReason: string };
  const reason = `bench write check ${Date.now()}`;
  await setActive(!before.active, reason);
  try {
    const profile = await get(`/api/accused/${id}`);
    checks.push({
      what: 'profile shows the new status at once',
      ok: profile.active === !before.active && profile.activeReason === reason,
    });
    const list = (await get(`/api/accused?page=0&size=10`)) as {
      items: { id: number; active: boolean }[];
    };
    const row = list.items.find((r) => r.id === id);
    checks.push({
      what: 'list page shows it',
      ok: row === undefined || row.active === !before.active,
    });
  } finally {
    await setActive(before.active, before.activeReason || 'bench write check undone');
  }
  const tiles = async () => (await get('/api/dashboard/counts')).twoPlus as number;
  const one = (
    await db.query<{ id: number; n: number }>(
      `SELECT id, crime_count AS n FROM accused WHERE city_id = 1 AND crime_count = 1 ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  if (one) {
    const twoPlus = await tiles();
    await db.query('UPDATE accused SET crime_count = 2 WHERE id = $1', [one.id]);
    try {
      checks.push({
        what: 'dashboard 2-plus tile moves with a database write',
        ok: (await tiles()) === twoPlus + 1,
      });
    } finally {
      await db.query('UPDATE accused SET crime_count = 1 WHERE id = $1', [one.id]);
    }
    checks.push({ what: 'and back', ok: (await tiles()) === twoPlus });
  }
  return checks;
}

/**
 * Issue 16 §2: speed is not bought with missed people. The planted duplicates of Pune City
 * are searched by the other record's name through the measured server: the person must be
 * on the first page.
 */
async function searchRecall(server: Spawned, cookie: string, db: pg.Pool) {
  if (!existsSync(TRUTH)) return undefined;
  const truth = JSON.parse(readFileSync(TRUTH, 'utf8')) as {
    pairs: { originalId: number; duplicateId: number }[];
  };
  const ids = truth.pairs.flatMap((p) => [p.originalId, p.duplicateId]);
  const rows = (
    await db.query<{ id: number; name: string; name_en: string; city_id: number }>(
      'SELECT id, name, name_en, city_id FROM accused WHERE id = ANY($1)',
      [ids],
    )
  ).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pune = truth.pairs
    .filter((p) => byId.get(p.originalId)?.city_id === 1 && byId.get(p.duplicateId)?.city_id === 1)
    .slice(0, 200);
  let found = 0;
  let queries = 0;
  for (const p of pune) {
    for (const [from, to] of [
      [p.duplicateId, p.originalId],
      [p.originalId, p.duplicateId],
    ] as const) {
      const r = byId.get(from);
      const text = r?.name || r?.name_en;
      if (!text) continue;
      const res = await fetch(
        `${server.url}/api/accused?search=${encodeURIComponent(text)}&page=0&size=10`,
        { headers: { cookie } },
      );
      const page = (await res.json()) as { items: { id: number }[] };
      queries++;
      if (page.items.some((i) => i.id === to)) found++;
    }
  }
  return { pairs: pune.length, queries, found };
}

async function stateBench() {
  // EXPLAIN runs with the server's own session settings, so the plans are the ones it gets.
  const db = new pg.Pool({
    connectionString: DATABASE_URL,
    max: 2,
    options: REQUEST_SESSION_OPTIONS,
  });
  const setting = async (name: string) =>
    String((await db.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name]);
  const header = [
    `Measured by \`npm run bench\` (apps/server/src/tools/bench.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC;`,
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version},`,
    `PostgreSQL ${await setting('server_version')} on the same machine (shared_buffers ${await setting('shared_buffers')}).`,
    // The load before the run says whether other work shared the cores; the bench itself
    // (autocannon), the server and PostgreSQL always share them.
    `Load average when the run started: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}; autocannon, the server and PostgreSQL share the machine's cores.`,
  ];
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM accused)::int AS accused, (SELECT count(*) FROM crimes)::int AS crimes, (SELECT count(*) FROM gps_checkins)::int AS gps`,
    )
  ).rows[0] as { accused: number; crimes: number; gps: number };
  const all = await endpoints(db);
  const { exportRange } = all;
  const list = values.only ? all.list.filter((e) => e.label.includes(values.only ?? '')) : all.list;
  console.log(`data: ${JSON.stringify(counts)}; export range ${JSON.stringify(exportRange)}`);

  console.log('capturing SQL and EXPLAIN plans ...');
  const captured = await capture(list, db);
  const minimalSql = listStatements(captured.first.get('Accused list page') ?? []);
  const minimalFile = path.join(work, 'minimal.json');
  writeFileSync(minimalFile, JSON.stringify(minimalSql));

  const server = await startCmis(
    { DATABASE_URL, WORKERS: values.workers },
    path.join(work, 'server.log'),
  );
  const results: EndpointResult[] = [];
  let ratio: { real: number; minimal: number; minimalP95: number; other: number } | undefined;
  let writes: Awaited<ReturnType<typeof writeThenRead>> = [];
  let cpu: CpuSummary | undefined;
  let exported: Awaited<ReturnType<typeof exportRun>> | undefined;
  let recall: Awaited<ReturnType<typeof searchRecall>>;
  try {
    const cookies = new Map<string, string>();
    for (const e of list) {
      if (!cookies.has(e.userid)) cookies.set(e.userid, await signIn(server, e.userid));
      const cookie = cookies.get(e.userid) as string;
      // A short warm-up so the first figures are not the cold cache's.
      await measure(server.url, e.paths, { connections: CONNECTIONS, seconds: 2, cookie });
      const measured = await measure(server.url, e.paths, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        cookie,
      });
      const r = {
        label: e.label,
        target: e.target,
        example: e.paths[0] as string,
        measured,
        slowest: captured.slow.get(e.label),
      };
      results.push(r);
      console.log(
        `${e.label}: p50 ${measured.p50} p95 ${measured.p95} ms, ${measured.reqPerSec.toFixed(0)} req/s, ${verdict(r)}; server VmHWM so far ${memoryOf(server.pid).hwm.toFixed(0)} MB`,
      );
    }

    // Side by side: the real list endpoint, then the minimal handler on the same SQL.
    const minimal = await spawnScript(
      'apps/server/src/tools/bench/minimal-server.ts',
      { DATABASE_URL, MINIMAL_SQL: minimalFile },
      path.join(work, 'minimal.log'),
      '/health',
    );
    try {
      const listPaths = ['/api/accused?page=0&size=10'];
      const cookie = cookies.get('pune.admin') as string;
      await measure(minimal.url, ['/list'], { connections: CONNECTIONS, seconds: 2 });
      // Three rounds, each side half the time, taken in turn: a slower stretch of the
      // machine (a checkpoint, autovacuum) then falls on both sides, not on one.
      const rounds = { real: [] as number[], minimal: [] as number[], minimalP95: 0 };
      for (let round = 0; round < RATIO_ROUNDS; round++) {
        const m = await measure(minimal.url, ['/list'], {
          connections: CONNECTIONS,
          seconds: SECONDS / 2,
        });
        const r = await measure(server.url, listPaths, {
          connections: CONNECTIONS,
          seconds: SECONDS / 2,
          cookie,
        });
        rounds.minimal.push(m.reqPerSec);
        rounds.real.push(r.reqPerSec);
        rounds.minimalP95 = Math.max(rounds.minimalP95, m.p95);
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const min = { reqPerSec: mean(rounds.minimal), p95: rounds.minimalP95 };
      const real = { reqPerSec: mean(rounds.real) };
      ratio = { real: real.reqPerSec, minimal: min.reqPerSec, minimalP95: min.p95, other: 0 };
      console.log(
        `list throughput: real ${real.reqPerSec.toFixed(0)} req/s, minimal ${min.reqPerSec.toFixed(0)} req/s, ratio ${(real.reqPerSec / min.reqPerSec).toFixed(2)}`,
      );
    } finally {
      await minimal.stop();
    }
    // The same list with the other process count, in this run: what the second core gives.
    const other = await startCmis(
      { DATABASE_URL, WORKERS: OTHER_WORKERS },
      path.join(work, 'other.log'),
    );
    try {
      const cookie = await signIn(other, 'pune.admin');
      const listPaths = ['/api/accused?page=0&size=10'];
      await measure(other.url, listPaths, { connections: CONNECTIONS, seconds: 2, cookie });
      const m = await measure(other.url, listPaths, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        cookie,
      });
      ratio.other = m.reqPerSec;
      console.log(
        `list with WORKERS=${OTHER_WORKERS}: ${m.reqPerSec.toFixed(0)} req/s, p95 ${m.p95} ms`,
      );
    } finally {
      await other.stop();
    }

    writes = await writeThenRead(server, cookies.get('pune.admin') as string, db, all.profileId);
    console.log(`write then read: ${JSON.stringify(writes)}`);

    recall = await searchRecall(server, cookies.get('pune.admin') as string, db);
    if (recall) console.log(`search recall@10: ${recall.found} of ${recall.queries}`);

    exported = await exportRun(server, cookies.get('pune.admin') as string, exportRange);
    console.log(`export: ${JSON.stringify(exported)}`);
  } finally {
    await server.stop();
  }
  try {
    if (values['cpu-profile']) {
      cpu = await profileUnderLoad(
        { DATABASE_URL, WORKERS: '1' },
        Array.from({ length: 10 }, (_, p) => `/api/accused?page=${p}&size=10`),
        { ...account('pune.admin'), password: DEMO_PASSWORD },
        { connections: CONNECTIONS, seconds: SECONDS, logFile: path.join(work, 'cpu.log') },
      );
      console.log(cpuTable(cpu));
    }
  } finally {
    await db.end();
  }

  const ratioLine = ratio
    ? [
        `List throughput beside a minimal handler (one node:http process, the same pg driver and pool size, the list's prepared ${minimalSql.length === 1 ? 'statement' : `${minimalSql.length} statements`} with the same parameters; page 0 of Pune City, ${CONNECTIONS} connections, ${RATIO_ROUNDS} rounds of ${SECONDS / 2} s on each side taken in turn, mean req/s): CMIS with WORKERS=${values.workers} ${ratio.real.toFixed(0)} req/s, minimal ${ratio.minimal.toFixed(0)} req/s, **ratio ${(ratio.real / ratio.minimal).toFixed(2)}** (target ≥ 0.70: ${ratio.real / ratio.minimal >= 0.7 ? 'met' : 'MISSED'}).`,
        `The same list with WORKERS=${OTHER_WORKERS} (${OTHER_WORKERS === '1' ? 'one process' : 'one process per core'}) in this run: ${ratio.other.toFixed(0)} req/s, ratio ${(ratio.other / ratio.minimal).toFixed(2)}; WORKERS=${values.workers} answers ${(ratio.real / ratio.other).toFixed(2)} times as many.`,
      ].join(' ')
    : '';
  const writeLine = writes.length
    ? `Write then read (no figure comes from a stale answer): ${writes.map((w) => `${w.what}: ${w.ok ? 'yes' : '**NO**'}`).join('; ')}.`
    : '';
  const exportLine = exported
    ? [
        `Excel export: \`GET /api/gps/export?from=${exportRange.from}&to=${exportRange.to}\` as pune.admin = ${exportRange.rows.toLocaleString('en-US')} rows, run twice.`,
        `On a server process started just for it (start-up, one sign-in, the export), run second: status ${exported.fresh.status}, ${(exported.fresh.bytes / 2 ** 20).toFixed(1)} MB in **${exported.fresh.seconds.toFixed(1)} s** (target 15 s: ${exported.fresh.seconds <= 15 ? 'met' : 'MISSED'}); server RSS before ${exported.fresh.rssBefore.toFixed(0)} MB, highest sampled during the export ${exported.fresh.peakRss.toFixed(0)} MB, VmHWM (the process's peak since it started) **${exported.fresh.hwm.toFixed(0)} MB** (target < 300 MB: ${exported.fresh.hwm < 300 ? 'met' : 'MISSED'}); start-up and the sign-in had reached ${exported.fresh.hwmBefore.toFixed(0)} MB before the export.`,
        `On the server the load tests above ran on, run first: status ${exported.loaded.status}, ${(exported.loaded.bytes / 2 ** 20).toFixed(1)} MB in **${exported.loaded.seconds.toFixed(1)} s** (target 15 s: ${exported.loaded.seconds <= 15 ? 'met' : 'MISSED'}); server RSS before ${exported.loaded.rssBefore.toFixed(0)} MB, highest sampled during the export ${exported.loaded.peakRss.toFixed(0)} MB, VmHWM ${exported.loaded.hwm.toFixed(0)} MB (the peak of the whole run, the load tests included, not the export's own).`,
      ].join(' ')
    : '';
  const recallLine = recall
    ? `Name search recall beside its speed: each of ${recall.pairs} duplicates the generator planted in Pune City (\`${path.relative(REPO_ROOT, TRUTH)}\`) searched by the name as the other record spells it (Marathi or Latin, variants and typos as planted), both ways, as pune.admin: the other record is on the first page (10 rows) for **${recall.found} of ${recall.queries} searches (recall@10 ${(recall.found / recall.queries).toFixed(3)})**.`
    : 'Name search recall: no truth file (run `npm run generate -- --scale state` first).';
  const text = [
    '### State data set on PostgreSQL',
    '',
    ...header,
    `Data: ${counts.accused.toLocaleString('en-US')} accused, ${counts.crimes.toLocaleString('en-US')} crimes, ${counts.gps.toLocaleString('en-US')} GPS check-ins (\`npm run generate -- --scale state\`). ${CONNECTIONS} connections, ${SECONDS} s per endpoint after a 2 s warm-up; percentiles over every response.`,
    '',
    endpointTable(results),
    '',
    recallLine,
    '',
    ratioLine,
    '',
    writeLine,
    '',
    exportLine,
    '',
    ...(cpu
      ? [
          '#### CPU profile of the list endpoint (one process)',
          '',
          `\`node --cpu-prof\` on a server started with WORKERS=1 under the list load (pages 0–9 of Pune City, ${CONNECTIONS} connections, ${SECONDS} s):`,
          '',
          cpuTable(cpu),
          '',
        ]
      : []),
    '#### Plans: the slowest statement of each endpoint',
    '',
    'Captured from a server started with `SQL_LOG` (the measured server runs without it), then `EXPLAIN (ANALYZE, BUFFERS)` with the same parameters.',
    '',
    plans(results),
  ].join('\n');
  return text;
}

async function embeddedBench(dataDir: string) {
  const server = await startCmis({ DATA_DIR: dataDir }, path.join(work, 'embedded.log'));
  try {
    const cookie = await signIn(server, 'pune.admin');
    const paths = Array.from({ length: 10 }, (_, p) => `/api/accused?page=${p}&size=10`);
    await measure(server.url, paths, { connections: CONNECTIONS, seconds: 2, cookie });
    const m = await measure(server.url, paths, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      cookie,
    });
    const r: EndpointResult = {
      label: 'Accused list page (PGlite, unit data set)',
      target: 100,
      example: paths[0] as string,
      measured: m,
    };
    console.log(`embedded list: p50 ${m.p50} p95 ${m.p95} ms ${verdict(r)}`);
    return [
      '### Unit data set on the embedded database (PGlite)',
      '',
      `Measured by \`npm run bench -- --embedded <DATA_DIR>\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ', ',
        )}); data: \`DATA_DIR=<dir> npm run generate -- --scale unit\` (20,000 accused in Pune City). ${CONNECTIONS} connections, ${SECONDS} s.`,
      '',
      endpointTable([r]),
    ].join('\n');
  } finally {
    await server.stop();
  }
}

try {
  // The server measured is the one `npm start` runs: the bundle, not the TypeScript.
  buildServer();
  if (!values['skip-state']) {
    const text = await stateBench();
    if (!values['no-doc']) writeBlock(DOC, 'state', text);
  }
  if (values.embedded) {
    if (!existsSync(values.embedded)) throw new Error(`no data folder ${values.embedded}`);
    const text = await embeddedBench(path.resolve(values.embedded));
    if (!values['no-doc']) writeBlock(DOC, 'embedded', text);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

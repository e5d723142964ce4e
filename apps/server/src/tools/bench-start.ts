/**
 * `npm run bench:start [-- --runs 5]`: start-up time and memory of the server through tsx
 * (how `npm start` ran it before issue 18 §6) and compiled (apps/server/dist/main.js, how it
 * runs now). Both start on one embedded database, created and seeded with the demo data by a
 * first start that is not counted, so the figure is the start, not the seeding. Prints the
 * median and range of: spawn to the first 200 of /api/health, resident memory then, and
 * resident memory after a sign-in and a page of the accused list.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../config.js';
import { HttpSession } from './http-client.js';
import { residentKib, startServerProcess } from './server-process.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

interface Sample {
  startMs: number;
  rssStartMib: number;
  rssWarmMib: number;
}

const mib = (pid: number) => (residentKib(pid) ?? NaN) / 1024;

async function startOnce(dataDir: string, compiled: boolean): Promise<Sample> {
  const began = performance.now();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: 'true' },
    path.join(dataDir, 'server.log'),
    { compiled },
  );
  const startMs = performance.now() - began;
  try {
    const rssStartMib = mib(server.pid);
    const client = new HttpSession(server.url);
    await client.loginStaff('pune.admin', '9000000004', 'Cmis#Demo1');
    await client.getOk('/api/accused?page=0&size=10');
    return { startMs, rssStartMib, rssWarmMib: mib(server.pid) };
  } finally {
    await server.stop();
  }
}

function summary(samples: number[], unit: string): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const f = (n: number) => n.toFixed(0);
  return `${f(median)} ${unit} (${f(sorted[0] ?? NaN)}–${f(sorted.at(-1) ?? NaN)})`;
}

execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(REPO_ROOT, 'apps/server') });
const dataDir = mkdtempSync(path.join(tmpdir(), 'cmis-bench-start-'));
try {
  await startOnce(dataDir, true); // creates, migrates and seeds the database; not counted
  const results: Record<'tsx' | 'compiled', Sample[]> = { tsx: [], compiled: [] };
  // Alternating, so a machine that slows down or warms up weighs on both alike.
  for (let run = 0; run < RUNS; run++) {
    results.tsx.push(await startOnce(dataDir, false));
    results.compiled.push(await startOnce(dataDir, true));
  }
  console.log(`node ${process.version}, ${RUNS} starts each, median (min–max)\n`);
  console.log('| server | start → /api/health | RSS at start | RSS after sign-in + list |');
  console.log('|---|---|---|---|');
  for (const [name, samples] of Object.entries(results)) {
    console.log(
      `| ${name === 'tsx' ? 'tsx apps/server/src/main.ts (before)' : 'node apps/server/dist/main.js (now)'} | ${summary(
        samples.map((s) => s.startMs),
        'ms',
      )} | ${summary(
        samples.map((s) => s.rssStartMib),
        'MiB',
      )} | ${summary(
        samples.map((s) => s.rssWarmMib),
        'MiB',
      )} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { measure, type Measured } from './measure.js';
import { login, startCmis } from './server.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuSummary {
  load: Measured;
  /** Busy time (idle left out) in ms, and per category and per function its share of it. */
  busyMs: number;
  categories: { name: string; share: number }[];
  functions: { name: string; share: number }[];
}

/**
 * Where a sample's function lives: a dependency by package name, the server's own code, Node's
 * core, or V8's own buckets. Native calls without a script (the socket's writev) keep their
 * name, since "socket writes" was the largest single cost measured before (issue 19).
 */
function categoryOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dep) return dep[1] as string;
  if (/\/apps\/server\/(src|dist)\/|\/packages\/shared\//.test(url)) return 'CMIS code';
  if (url.startsWith('node:')) return 'node core';
  return url;
}

/**
 * Self time per function over the last `windowMs` of the profile: the load, not the start-up
 * (module loading, migrations) before it. The server exits within milliseconds of the load's end.
 */
export function summarise(profile: CpuProfile, windowMs: number, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const at: number[] = [];
  let t = 0;
  for (const d of profile.timeDeltas) at.push((t += d));
  const from = t - windowMs * 1000;
  profile.samples.forEach((id, i) => {
    if ((at[i] ?? 0) < from) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += micros;
    const category = categoryOf(frame);
    categories.set(category, (categories.get(category) ?? 0) + micros);
    const fn =
      `${frame.functionName || '(anonymous)'} ${frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : ''}`.trim();
    functions.set(fn, (functions.get(fn) ?? 0) + micros);
  }
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, share: micros / busy }));
  return { busyMs: busy / 1000, categories: ranked(categories), functions: ranked(functions) };
}

/**
 * The server under `paths` for `seconds` with V8's sampling profiler on (node --cpu-prof),
 * written when it exits; the same load as the bench's endpoints.
 */
export async function profileUnderLoad(
  env: Record<string, string>,
  paths: string[],
  account: { userid: string; phone: string; password: string },
  opts: { connections: number; seconds: number; logFile: string },
): Promise<CpuSummary> {
  const dir = mkdtempSync(path.join(path.dirname(opts.logFile), 'cpu-'));
  const server = await startCmis(env, opts.logFile, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  let load: Measured;
  try {
    const cookie = await login(server.url, account.userid, account.phone, account.password);
    await measure(server.url, paths, { connections: opts.connections, seconds: 2, cookie });
    load = await measure(server.url, paths, { ...opts, cookie });
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile written in ${dir}`);
  const summary = summarise(
    JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile,
    opts.seconds * 1000,
  );
  rmSync(dir, { recursive: true, force: true });
  return { load, ...summary };
}

export function cpuTable(s: CpuSummary): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `${s.load.requests.toLocaleString('en-US')} requests, ${s.load.reqPerSec.toFixed(0)} req/s, p95 ${s.load.p95.toFixed(1)} ms; ${(s.busyMs / 1000).toFixed(1)} s of the server's CPU sampled (idle left out), ${((s.busyMs * 1000) / Math.max(1, s.load.requests) / 1000).toFixed(2)} ms per request.`,
    '',
    "| Where the server's CPU went | share | Function (self time) | share |",
    '| --- | --- | --- | --- |',
    ...Array.from({ length: Math.max(s.categories.length, s.functions.length) }, (_, i) => {
      const c = s.categories[i];
      const f = s.functions[i];
      return `| ${c ? c.name : ''} | ${c ? pct(c.share) : ''} | ${f ? `\`${f.name}\`` : ''} | ${f ? pct(f.share) : ''} |`;
    }),
  ].join('\n');
}

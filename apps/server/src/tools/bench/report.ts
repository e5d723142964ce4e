import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Explained } from './explain.js';
import type { Measured } from './measure.js';

export interface EndpointResult {
  label: string;
  target: number;
  example: string;
  measured: Measured;
  slowest?: Explained | undefined;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

export function verdict(r: { measured: Measured; target: number }): string {
  if (r.measured.non2xx > 0 || r.measured.errors > 0) return 'ERRORS';
  return r.measured.p95 <= r.target ? 'met' : 'MISSED';
}

export function endpointTable(results: EndpointResult[]): string {
  return [
    '| Endpoint | Request (one of those cycled) | p50 ms | p95 ms | p99 ms | req/s | p95 target | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.label} | \`${r.example}\` | ${ms(r.measured.p50)} | ${ms(r.measured.p95)} | ${ms(r.measured.p99)} | ${r.measured.reqPerSec.toFixed(0)} | ${r.target} | ${verdict(r)}${r.measured.non2xx ? ` (${r.measured.non2xx} non-2xx)` : ''} |`,
    ),
  ].join('\n');
}

export function plans(results: EndpointResult[]): string {
  return results
    .filter((r) => r.slowest)
    .map((r) => {
      const s = r.slowest as Explained;
      return [
        `#### ${r.label}: ${s.executionMs.toFixed(1)} ms`,
        '',
        '```sql',
        s.sql,
        `-- params: ${JSON.stringify(s.params)}`,
        '```',
        '',
        '```text',
        s.plan,
        '```',
      ].join('\n');
    })
    .join('\n\n');
}

/** The section the blocks live in; `npm run bench:web` rewrites only its own section. */
const HEADING = '## Server benchmark';

/**
 * Replaces the text between `<!-- bench:name -->` and `<!-- /bench:name -->` in
 * docs/performance.md, appending the block when it is not there; the rest of the file
 * (the Web speed section) is kept as it is.
 */
export function writeBlock(file: string, name: string, text: string): void {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${open}\n${text.trim()}\n${close}`;
  const start = current.indexOf(open);
  const end = current.indexOf(close);
  const next =
    start !== -1 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + close.length)}`
      : `${current.includes(HEADING) ? current.trimEnd() : `${current.trimEnd()}\n\n${HEADING}`}\n\n${block}\n`;
  writeFileSync(file, next);
}

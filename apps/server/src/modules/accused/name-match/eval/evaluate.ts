import { readFileSync } from 'node:fs';
import type { Deps } from '../../../../deps.js';
import type { Actor } from '../../../../platform/actor.js';
import { listAccused } from '../../accused.service.js';
import { refreshStaleNameTerms } from '../../name-terms.service.js';
import { EVAL_SET_FILE, QUERY_KINDS, type EvalSet, type QueryKind } from './build-eval-set.js';
import { insertEvalPersons } from './eval-data.repo.js';

/** CI fails below this recall@10 on the labelled set (issue 16 §1). */
export const MIN_RECALL_AT_10 = 0.95;

export interface Metrics {
  queries: number;
  /** Share of queries whose target person is among the first ten results. */
  recallAt10: number;
  /** Mean share of the first ten results that are relevant persons (0 when none came). */
  precisionAt10: number;
}

export interface EvalReport {
  all: Metrics;
  byKind: Record<QueryKind, Metrics>;
  misses: { query: string; kind: QueryKind; target: string; got: string[] }[];
}

export function loadEvalSet(): EvalSet {
  return JSON.parse(readFileSync(EVAL_SET_FILE, 'utf8')) as EvalSet;
}

/**
 * Runs every query of the labelled set through the list's name search, as the unit admin
 * of the unit the persons were entered in (Pune City, Shivajinagar), on the database of
 * `deps`, which must hold no other accused.
 */
export async function evaluateNameSearch(deps: Deps, set = loadEvalSet()): Promise<EvalReport> {
  const ids = await insertEvalPersons(deps.db, set.persons, 'Shivajinagar');
  await refreshStaleNameTerms(deps.db);
  const personOf = new Map([...ids].map(([person, id]) => [id, person]));
  const admin: Actor = {
    userId: 0,
    userid: 'name-eval',
    role: '4',
    stateId: 1,
    cityId: 1,
    stationId: null,
  };
  const rows: { kind: QueryKind; hit: boolean; precision: number }[] = [];
  const misses: EvalReport['misses'] = [];
  for (const q of set.queries) {
    const page = await listAccused(deps, admin, {
      page: 0,
      size: 10,
      tab: 'entered',
      search: q.query,
      order: 'asc',
    });
    const got = page.items.map((i) => personOf.get(i.id) ?? `#${i.id}`);
    const relevant = new Set(q.relevant);
    const hit = got.includes(q.target);
    const precision = got.length ? got.filter((p) => relevant.has(p)).length / got.length : 0;
    rows.push({ kind: q.kind, hit, precision });
    if (!hit) misses.push({ query: q.query, kind: q.kind, target: q.target, got });
  }
  const metrics = (list: typeof rows): Metrics => ({
    queries: list.length,
    recallAt10: list.filter((r) => r.hit).length / Math.max(1, list.length),
    precisionAt10: list.reduce((s, r) => s + r.precision, 0) / Math.max(1, list.length),
  });
  const byKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => [kind, metrics(rows.filter((r) => r.kind === kind))]),
  ) as Record<QueryKind, Metrics>;
  return { all: metrics(rows), byKind, misses };
}

export function formatReport(report: EvalReport): string {
  const pct = (x: number) => x.toFixed(3);
  const lines = [
    '| Queries | kind | recall@10 | precision@10 |',
    '| --- | --- | --- | --- |',
    ...QUERY_KINDS.map((kind) => {
      const m = report.byKind[kind];
      return `| ${m.queries} | ${kind} | ${pct(m.recallAt10)} | ${pct(m.precisionAt10)} |`;
    }),
    `| **${report.all.queries}** | **all** | **${pct(report.all.recallAt10)}** | **${pct(report.all.precisionAt10)}** |`,
  ];
  return lines.join('\n');
}

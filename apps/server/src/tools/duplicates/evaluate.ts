import { loadavg } from 'node:os';
import type { Executor } from '../../db/client.js';
import { openPairKeys, pairPageTimes } from './evaluate.repo.js';
import { pairKey } from '../../modules/accused/duplicates/pairs.js';
import { loadModel } from '../../modules/accused/duplicates/duplicates.service.js';
import { forEachBlockedPair } from '../../modules/accused/duplicates/rebuild.js';
import { pairOf } from '../../modules/accused/duplicates/pairs.js';
import { DUPLICATE_THRESHOLD } from '../../modules/accused/duplicates/scoring.js';

/** The generator's record of the duplicates it planted (tools/generate). */
export interface TruthFile {
  seed: string;
  scale: string;
  pairs: { originalId: number; duplicateId: number; kind: string; variations: string[] }[];
}

export interface PrecisionRecall {
  threshold: number;
  predicted: number;
  truePositives: number;
  precision: number;
  recall: number;
}

export interface DetectionResult {
  /** At the thresholds around the chosen one, from every compared pair's score. */
  curve: PrecisionRecall[];
  /** The pairs the database holds now (what the screens show), against the truth. */
  stored: PrecisionRecall;
  recallByKind: { kind: string; planted: number; found: number }[];
  /** Planted pairs never compared: the blocking keys kept them apart. */
  notCompared: number;
  compared: number;
  seconds: number;
  /** The possible-duplicates page of the unit with the most pairs, in ms. */
  page: { cityId: number; pairs: number; times: number[] };
}

const keyOf = (a: number, b: number) => pairKey(Math.min(a, b), Math.max(a, b));
/** Match probabilities around the one in use (DUPLICATE_THRESHOLD). */
const THRESHOLDS = [0.1, 0.3, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.99];

function measure(
  threshold: number,
  scores: Map<string, number>,
  truth: Set<string>,
): PrecisionRecall {
  let predicted = 0;
  let truePositives = 0;
  for (const [key, score] of scores) {
    if (score < threshold) continue;
    predicted++;
    if (truth.has(key)) truePositives++;
  }
  return {
    threshold,
    predicted,
    truePositives,
    precision: predicted ? truePositives / predicted : 1,
    recall: truth.size ? truePositives / truth.size : 1,
  };
}

/**
 * Scores every pair the blocking keys bring together (as the rebuild does, nothing
 * written), then counts, at each threshold, how many of the pairs at or above it were
 * planted (precision) and how many planted pairs are among them (recall).
 */
export async function evaluateDetection(
  db: Executor,
  truthFile: TruthFile,
  log: (line: string) => void,
): Promise<DetectionResult> {
  const started = performance.now();
  const truth = new Set(truthFile.pairs.map((p) => keyOf(p.originalId, p.duplicateId)));
  // With the model the last rebuild trained; scores from the lowest threshold shown, and
  // every planted pair's however low.
  const model = await loadModel(db);
  const scores = new Map<string, number>();
  const comparedTruth = new Set<string>();
  const compared = await forEachBlockedPair(
    db,
    (a, b, context) => {
      const pair = pairOf(a, b, model, context);
      const key = keyOf(pair.lowId, pair.highId);
      if (truth.has(key)) comparedTruth.add(key);
      if (pair.score >= THRESHOLDS[0]! || truth.has(key)) scores.set(key, pair.score);
    },
    log,
  );
  const curve = THRESHOLDS.map((t) => measure(t, scores, truth));
  const stored = await openPairKeys(db);
  const storedTp = [...stored].filter((k) => truth.has(k)).length;
  const kinds = [...new Set(truthFile.pairs.map((p) => p.kind))].sort();
  const recallByKind = kinds.map((kind) => {
    const planted = truthFile.pairs.filter((p) => p.kind === kind);
    const found = planted.filter(
      (p) => (scores.get(keyOf(p.originalId, p.duplicateId)) ?? -Infinity) >= DUPLICATE_THRESHOLD,
    );
    return { kind, planted: planted.length, found: found.length };
  });
  const notCompared = truth.size - comparedTruth.size;
  const page = await pairPageTimes(db);
  return {
    curve,
    stored: {
      threshold: DUPLICATE_THRESHOLD,
      predicted: stored.size,
      truePositives: storedTp,
      precision: stored.size ? storedTp / stored.size : 1,
      recall: truth.size ? storedTp / truth.size : 1,
    },
    recallByKind,
    notCompared,
    compared,
    seconds: (performance.now() - started) / 1000,
    page,
  };
}

const f3 = (x: number) => x.toFixed(3);

export function formatEvaluation(r: DetectionResult, truth: TruthFile, where: string): string {
  const chosen = r.curve.find((c) => c.threshold === DUPLICATE_THRESHOLD) ?? r.stored;
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const p95 =
    [...r.page.times].sort((a, b) => a - b)[Math.ceil(r.page.times.length * 0.95) - 1] ?? 0;
  return [
    '### Duplicate detection on the planted duplicates',
    '',
    `Measured by \`npm run duplicates -- --evaluate\` (apps/server/src/tools/duplicates.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${where} (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}).`,
    `Truth: ${truth.pairs.length.toLocaleString('en-US')} duplicates planted by \`npm run generate -- --scale ${truth.scale}\` (seed \`${truth.seed}\`). ` +
      `${r.compared.toLocaleString('en-US')} pairs compared (blocking: two name words by sound in a unit, or a mobile number or Aadhaar anywhere; scored with the model the last rebuild trained) in ${r.seconds.toFixed(0)} s; ` +
      `${r.notCompared.toLocaleString('en-US')} planted pairs never compared.`,
    '',
    `At the threshold in use (${DUPLICATE_THRESHOLD}): **precision ${f3(chosen.precision)}** (target ≥ 0.95: ${met(chosen.precision >= 0.95)}), **recall ${f3(chosen.recall)}** (target ≥ 0.90: ${met(chosen.recall >= 0.9)}). ` +
      `The pairs the database holds now: ${r.stored.predicted.toLocaleString('en-US')}, precision ${f3(r.stored.precision)}, recall ${f3(r.stored.recall)}.`,
    '',
    '| Match probability at least | pairs | planted among them | precision | recall |',
    '| --- | --- | --- | --- | --- |',
    ...r.curve.map(
      (c) =>
        `| ${c.threshold === DUPLICATE_THRESHOLD ? `**${c.threshold}**` : c.threshold} | ${c.predicted.toLocaleString('en-US')} | ${c.truePositives.toLocaleString('en-US')} | ${f3(c.precision)} | ${f3(c.recall)} |`,
    ),
    '',
    '| Planted as | pairs | found | recall |',
    '| --- | --- | --- | --- |',
    ...r.recallByKind.map(
      (k) =>
        `| ${k.kind} | ${k.planted.toLocaleString('en-US')} | ${k.found.toLocaleString('en-US')} | ${f3(k.found / Math.max(1, k.planted))} |`,
    ),
    '',
    `Possible-duplicates page of unit ${r.page.cityId} (${r.page.pairs.toLocaleString('en-US')} open pairs; the first five pages, page and count, ${r.page.times.length} requests of the statements the screen runs): p95 **${p95.toFixed(1)} ms** (target ≤ 300 ms: ${met(p95 <= 300)}).`,
  ].join('\n');
}

import { DEFAULT_MODEL, FIELDS, LEVELS, type Field, type Levels, type Model } from './scoring.js';

/**
 * How many compared pairs showed one combination of levels; with a full name, also how
 * common the name was (to a power of two: the term frequency's bucket).
 */
export interface PatternCount {
  levels: Levels;
  nameShare?: number;
  n: number;
}

/** Below this many compared pairs the database says too little: the default model stays. */
export const MIN_PAIRS_TO_TRAIN = 20_000;

export class PatternCounter {
  private readonly counts = new Map<string, PatternCount>();
  total = 0;

  add(levels: Levels, nameShare?: number): void {
    const bucket =
      levels.name === 'full' && nameShare !== undefined && nameShare > 0
        ? Math.round(Math.log2(nameShare))
        : undefined;
    const key = `${FIELDS.map((f) => levels[f] ?? '').join('|')}|${bucket ?? ''}`;
    const c = this.counts.get(key);
    if (c) c.n++;
    else {
      this.counts.set(key, {
        levels,
        ...(bucket === undefined ? {} : { nameShare: 2 ** bucket }),
        n: 1,
      });
    }
    this.total++;
  }

  patterns(): PatternCount[] {
    return [...this.counts.values()];
  }
}

type Table = Model['m'];

function emptyTable(): Table {
  return Object.fromEntries(
    FIELDS.map((f) => [f, Object.fromEntries(LEVELS[f].map((l) => [l, 0]))]),
  ) as Table;
}

/** Each field's levels made to sum to 1, with `weight` pairs' worth of `base` so none is 0. */
function normalise(counts: Table, base: Table, weight: number): Table {
  const out = emptyTable();
  for (const f of FIELDS) {
    const total = LEVELS[f].reduce((s, l) => s + (counts[f][l] ?? 0), 0) + weight;
    for (const l of LEVELS[f]) {
      out[f][l] = ((counts[f][l] ?? 0) + weight * (base[f][l] ?? 0)) / total;
    }
  }
  return out;
}

function count(patterns: readonly PatternCount[], weightOf: (p: PatternCount) => number): Table {
  const t = emptyTable();
  for (const p of patterns) {
    const w = weightOf(p);
    for (const f of FIELDS) {
      const l = p.levels[f];
      if (l !== undefined) t[f][l] = (t[f][l] ?? 0) + w;
    }
  }
  return t;
}

/** The likelihood of a combination of levels, leaving out the field the pairs were blocked on. */
function likelihood(table: Table, p: PatternCount, skip: Field): number {
  let x = 1;
  for (const f of FIELDS) {
    const l = p.levels[f];
    if (l !== undefined && f !== skip) x *= table[f][l] ?? 0;
  }
  return x;
}

/**
 * Trains the model on a database's records without labels, as Splink does, on the pairs
 * the blocking brings together (two name words by sound in a unit), which hold nearly
 * every pair of one person and are nearly all two people:
 *
 * - u is each level's share among all of them (what two people who share two name words
 *   show: one community, one religion, often one station);
 * - m of the other fields and the share of one person come from expectation-maximisation
 *   over the pairs that share the whole name, with u held: each step gives every
 *   combination of levels its probability of being one person and counts the levels
 *   again, weighted by it. Pairs that share only part of a name are left out: relatives
 *   and neighbours of one family (two words of a name, one locality) would form a cluster
 *   of their own that the method takes for one person. The name's m stays the default's
 *   (Splink trains no field on pairs blocked on it);
 * - `nameShareMean`: the mean share of a unit's records holding a full name two records
 *   share; a name twice as common weighs as if u were doubled (term frequency).
 */
export function trainModel(
  blocked: readonly PatternCount[],
  units: readonly number[],
  base: Model = DEFAULT_MODEL,
  iterations = 50,
): Model {
  const records = units.reduce((sum, n) => sum + n, 0);
  const pairs = blocked.reduce((sum, p) => sum + p.n, 0);
  const seenU = normalise(
    count(blocked, (p) => p.n),
    base.u,
    1,
  );
  // Blocking never shows a name sharing one word or none: those keep the default's u.
  const u = {
    ...seenU,
    name: { ...seenU.name, one: base.u.name.one ?? 0, none: base.u.name.none ?? 0 },
  };
  const whole = blocked.filter((p) => p.levels.name === 'full');
  const wholePairs = whole.reduce((sum, p) => sum + p.n, 0);
  let m = base.m;
  const mFull = base.m.name.full ?? 0.9;
  let share = Math.min(0.5, (base.blockedShare * mFull * pairs) / Math.max(1, wholePairs));
  for (let step = 0; step < iterations; step++) {
    const posterior = new Map<PatternCount, number>();
    let matches = 0;
    for (const p of whole) {
      const a = share * likelihood(m, p, 'name');
      const b = (1 - share) * likelihood(u, p, 'name');
      const s = a + b > 0 ? a / (a + b) : 0;
      posterior.set(p, s);
      matches += s * p.n;
    }
    // A few pairs' worth of the default m keeps a level nobody showed from weighing infinity.
    m = normalise(
      count(whole, (p) => (posterior.get(p) ?? 0) * p.n),
      base.m,
      10,
    );
    share = Math.min(0.5, Math.max(1e-9, matches / Math.max(1, wholePairs)));
  }
  let shares = 0;
  let fullNames = 0;
  for (const p of whole) {
    if (p.nameShare !== undefined) {
      shares += p.nameShare * p.n;
      fullNames += p.n;
    }
  }
  return {
    // The one-person pairs found, with the few that share only part of the name.
    blockedShare: (share * wholePairs) / mFull / Math.max(1, pairs),
    unitSize: records / Math.max(1, units.length),
    nameShareMean: fullNames > 0 ? shares / fullNames : base.nameShareMean,
    m: { ...m, name: base.m.name },
    u,
  };
}

/** The fields' weights in bits, for the log and the decision record. */
export function describeModel(model: Model): string {
  return FIELDS.map(
    (f: Field) =>
      `${f}: ${LEVELS[f]
        .map((l) => `${l} ${Math.log2((model.m[f][l] ?? 0) / (model.u[f][l] ?? 1)).toFixed(1)}`)
        .join(', ')}`,
  ).join('; ');
}

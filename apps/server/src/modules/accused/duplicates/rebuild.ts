import type { Executor } from '../../../db/client.js';
import * as repo from './duplicates.repo.js';
import { loadModel } from './duplicates.service.js';
import { describeModel, MIN_PAIRS_TO_TRAIN, PatternCounter, trainModel } from './model.js';
import { pairKey, pairOf } from './pairs.js';
import {
  blockingKeys,
  compareLevels,
  DUPLICATE_THRESHOLD,
  features,
  MIN_UNIT_SIZE,
  sharedNameKey,
  type Model,
  type PersonFeatures,
} from './scoring.js';

/** A record with its name keys in one unit, sorted: two records meet in their first shared key. */
interface Blocked {
  person: PersonFeatures;
  keys: string[];
  sounds: Set<string>;
}

function firstShared(a: readonly string[], b: readonly string[]): string | undefined {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return a[i];
    if ((a[i] as string) < (b[j] as string)) i++;
    else j++;
  }
  return undefined;
}

const nameKeys = (f: PersonFeatures) => blockingKeys(f).filter((k) => k.startsWith('n:'));

/** Two compared records and, for a shared full name, how common it is where they were met. */
export type PairVisitor = (
  a: PersonFeatures,
  b: PersonFeatures,
  context: {
    nameShare?: number | undefined;
    unitSize: number;
    /**
     * How the pair met: two name words in a unit, or across units by a mobile number or an
     * Aadhaar. Only the first kind trains the model: a field the pairs were blocked on says
     * nothing about them (the mobile of pairs met by it always agrees).
     */
    across?: true;
  },
) => void;

/**
 * Visits every pair of records that share a blocking key (scoring.ts), once: unit by unit,
 * records are grouped by two words of the name by sound, and a pair is visited in the
 * first key the two share; then records sharing a mobile number or an Aadhaar anywhere in
 * the state, unless a name key brought them together already. Pairs an officer said are
 * two people are left out. Returns how many pairs were visited.
 */
export async function forEachBlockedPair(
  db: Executor,
  visit: PairVisitor,
  log?: (line: string) => void,
  /** Filled in: the number of records of each unit. */
  unitSizes: number[] = [],
): Promise<number> {
  const distinct = await repo.distinctPairKeys(db);
  let compared = 0;
  const compare = (a: PersonFeatures, b: PersonFeatures, context: Parameters<PairVisitor>[2]) => {
    const key = pairKey(Math.min(a.record.id, b.record.id), Math.max(a.record.id, b.record.id));
    if (distinct.has(key)) return;
    compared++;
    visit(a, b, context);
  };
  for (const cityId of await repo.unitsWithAccused(db)) {
    const unit = `n:${cityId}:`;
    const blocks = new Map<string, Blocked[]>();
    let records = 0;
    for (let after = 0; ;) {
      const batch = await repo.unitPersonRecords(db, cityId, after, 20_000);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]?.id ?? after;
      records += batch.length;
      for (const record of batch) {
        const person = features(record);
        // Only this unit's name keys: the other units' are compared with their own.
        const keys = nameKeys(person)
          .filter((k) => k.startsWith(unit))
          .sort();
        const blocked = { person, keys, sounds: new Set(person.words.map((w) => w.phonetic)) };
        for (const key of keys) {
          const block = blocks.get(key);
          if (block) block.push(blocked);
          else blocks.set(key, [blocked]);
        }
      }
    }
    // How many of the unit's records hold every word of a name, asked per name once.
    const holders = new Map<string, number>();
    const shareOf = (a: PersonFeatures, b: PersonFeatures) => {
      const sounds = sharedNameKey(a, b);
      if (sounds.length < 2) return undefined;
      const name = sounds.join(' ');
      let n = holders.get(name);
      if (n === undefined) {
        const block = blocks.get(`${unit}${sounds[0]}+${sounds[1]}`) ?? [];
        n = block.filter((r) => sounds.every((s) => r.sounds.has(s))).length;
        holders.set(name, n);
      }
      return n / Math.max(MIN_UNIT_SIZE, records);
    };
    for (const [key, block] of blocks) {
      for (let i = 0; i < block.length; i++) {
        for (let j = i + 1; j < block.length; j++) {
          const a = block[i] as Blocked;
          const b = block[j] as Blocked;
          if (firstShared(a.keys, b.keys) === key) {
            compare(a.person, b.person, {
              nameShare: shareOf(a.person, b.person),
              unitSize: records,
            });
          }
        }
      }
    }
    unitSizes.push(records);
    log?.(`unit ${cityId}: ${records} records, ${blocks.size} blocks, ${compared} pairs so far`);
  }
  // Across units: pairs met by a mobile number or an Aadhaar, in a unit of the mean size.
  const across = new Set<string>();
  const meanUnit = unitSizes.reduce((sum, n) => sum + n, 0) / Math.max(1, unitSizes.length);
  const compareGroup = (group: PersonFeatures[]) => {
    const keys = group.map((f) => nameKeys(f).sort());
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i] as PersonFeatures;
        const b = group[j] as PersonFeatures;
        const key = pairKey(Math.min(a.record.id, b.record.id), Math.max(a.record.id, b.record.id));
        if (firstShared(keys[i] ?? [], keys[j] ?? []) !== undefined || across.has(key)) continue;
        across.add(key);
        compare(a, b, { unitSize: meanUnit, across: true });
      }
    }
  };
  for (const ids of await repo.sharedIdentifierGroups(db)) {
    compareGroup((await repo.personRecords(db, ids)).map(features));
  }
  return compared;
}

/**
 * Trains the model on the database's own blocked pairs (model.ts) and keeps it, when there
 * are enough of them; otherwise the model already kept (or the default) stays.
 */
export async function trainOnDatabase(
  db: Executor,
  log: (line: string) => void = () => {},
): Promise<Model> {
  const blocked = new PatternCounter();
  const units: number[] = [];
  await forEachBlockedPair(
    db,
    (a, b, { nameShare, across }) => {
      if (!across) blocked.add(compareLevels(a, b), nameShare);
    },
    log,
    units,
  );
  if (blocked.total < MIN_PAIRS_TO_TRAIN) {
    log(`${blocked.total} pairs compared: too few to train; the model stays`);
    return loadModel(db);
  }
  const model = trainModel(blocked.patterns(), units);
  await repo.saveModel(db, model, blocked.total);
  log(
    `model trained on ${blocked.total} pairs: ${(model.blockedShare * 100).toFixed(3)} % one person; ${describeModel(model)}`,
  );
  return model;
}

/**
 * Finds every pair of records that may be one person, in the whole database (issue 16 §4,
 * §7): trains the model on the database, then scores every blocked pair with it and
 * replaces the open pairs; pairs an officer said are two people stay so. Used by the
 * generator, `npm run duplicates -- --rebuild` and start-up after records got new terms.
 */
export async function rebuildDuplicatePairs(
  db: Executor,
  log: (line: string) => void = () => {},
): Promise<{ pairs: number; compared: number; seconds: number }> {
  const started = performance.now();
  const model = await trainOnDatabase(db, log);
  const found: repo.PairRow[] = [];
  const compared = await forEachBlockedPair(
    db,
    (a, b, context) => {
      const pair = pairOf(a, b, model, context);
      if (pair.score >= DUPLICATE_THRESHOLD) found.push(pair);
    },
    log,
  );
  await repo.deleteOpenPairs(db);
  await repo.insertPairs(db, found);
  const seconds = (performance.now() - started) / 1000;
  log(`${found.length} pairs from ${compared} comparisons in ${seconds.toFixed(1)} s`);
  return { pairs: found.length, compared, seconds };
}

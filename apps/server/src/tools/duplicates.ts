/**
 * `npm run duplicates -- --evaluate [--truth FILE] [--database-url URL] [--doc]`
 * `npm run duplicates -- --rebuild [--database-url URL]`
 *
 * Issue 16 §7: how well the duplicate detection finds the duplicates the generator planted
 * (Splink's way: labelled pairs, precision and recall at the chosen threshold, and at the
 * thresholds around it), and the time of the possible-duplicates page. `--rebuild` finds
 * the pairs of a database again. Without a database URL (and no DATABASE_URL) it opens the
 * embedded database in DATA_DIR.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, REPO_ROOT } from '../config.js';
import { openDatabase } from '../db/client.js';
import { rebuildDuplicatePairs } from '../modules/accused/duplicates/rebuild.js';
import { evaluateDetection, formatEvaluation, type TruthFile } from './duplicates/evaluate.js';
import { writeBlock } from './bench/report.js';

const { values } = parseArgs({
  options: {
    evaluate: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    truth: { type: 'string' },
    'database-url': { type: 'string' },
    doc: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const databaseUrl = values['database-url'] ?? config.databaseUrl;
if (!values.evaluate && !values.rebuild) {
  console.error('say --evaluate or --rebuild');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl, dataDir: config.dataDir, inMemory: false });
try {
  // A database loaded before the latest migrations gets them, as a server start would.
  await database.migrate();
  if (values.rebuild) {
    const r = await rebuildDuplicatePairs(database.db, (line) => console.log(`  ${line}`));
    console.log(`${r.pairs} pairs, ${r.compared} comparisons, ${r.seconds.toFixed(1)} s`);
  }
  if (values.evaluate) {
    // The truth of the database opened: the state set's for a server, the embedded one's
    // next to it (decision 0035), never the one for the other database.
    const file =
      values.truth ??
      (databaseUrl
        ? path.join(REPO_ROOT, 'data/duplicates-truth-state.json')
        : path.join(config.dataDir, 'duplicates-truth.json'));
    if (!existsSync(file)) throw new Error('no truth file: pass --truth FILE');
    const truth = JSON.parse(readFileSync(file, 'utf8')) as TruthFile;
    console.log(`truth: ${truth.pairs.length} planted pairs (${truth.scale}, seed ${truth.seed})`);
    const result = await evaluateDetection(database.db, truth, (line) => console.log(`  ${line}`));
    const text = formatEvaluation(
      result,
      truth,
      databaseUrl ? 'PostgreSQL' : 'the embedded database',
    );
    console.log(`\n${text}`);
    // A database without the planted records would print zeros over the last real run.
    if (values.doc && result.stored.predicted === 0) {
      throw new Error('this database holds no duplicate pairs: docs/performance.md left as it was');
    }
    if (values.doc) writeBlock(path.join(REPO_ROOT, 'docs/performance.md'), 'duplicates', text);
  }
} finally {
  await database.close();
}

/**
 * `npm run generate -- --scale state|unit [--database-url URL] [--seed S] [--reset] [--truth FILE]`
 * Loads the deterministic synthetic data set (issue 8 §1; docs/decisions/0035).
 * Without a database URL (and no DATABASE_URL) it loads the embedded database in DATA_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { resolveDataKey } from '../platform/field-cipher.js';
import { generate } from './generate/load.js';
import type { Scale } from './generate/plan.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'unit' },
    'database-url': { type: 'string' },
    seed: { type: 'string', default: 'cmis' },
    until: { type: 'string' },
    reset: { type: 'boolean', default: false },
    truth: { type: 'string' },
  },
});

const scale = values.scale as Scale;
if (!['state', 'region', 'unit', 'toy'].includes(scale)) {
  console.error('--scale must be state, region, unit or toy');
  process.exit(2);
}
const config = loadConfig();
const databaseUrl = values['database-url'] ?? config.databaseUrl;
const cwd = process.env.INIT_CWD ?? process.cwd();
// An embedded database keeps its truth file next to it; a server's goes to ./data by scale.
const truthFile = path.resolve(
  cwd,
  values.truth ??
    (databaseUrl
      ? path.join('data', `duplicates-truth-${scale}.json`)
      : path.join(config.dataDir, 'duplicates-truth.json')),
);
// The key a server on this database will read the Aadhaar numbers with: DATA_KEY, else the
// key file in DATA_DIR (made now if there is none, as the server would make it).
const keyFile = path.join(config.dataDir, '.data-key');
const keySource = config.dataKey ? 'DATA_KEY' : `${keyFile}${existsSync(keyFile) ? '' : ' (new)'}`;
const dataKey = resolveDataKey(config);
console.log(
  `generating the ${scale} data set (seed ${values.seed}) into ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : `PGlite in ${config.dataDir}`}`,
);
console.log(`Aadhaar numbers encrypted with the data key from ${keySource}`);
const result = await generate({
  scale,
  seed: values.seed,
  until: values.until,
  databaseUrl,
  dataDir: config.dataDir,
  reset: values.reset,
  dataKey,
  truthFile,
  log: (line) => console.log(`  ${line}`),
});
console.log('\nrows per table:');
for (const [table, n] of Object.entries(result.counts)) {
  console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(12)}`);
}

const pairs = result.truth.pairs;
const share = (n: number) =>
  `${n.toLocaleString('en-US').padStart(7)} ${((100 * n) / pairs.length).toFixed(1).padStart(5)} %`;
const tally = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
};
console.log(`\nplanted duplicates: ${pairs.length.toLocaleString('en-US')} (${truthFile})`);
for (const [kind, n] of tally(pairs.map((p) => p.kind)))
  console.log(`  ${kind.padEnd(22)} ${share(n)}`);
console.log('variations:');
for (const [v, n] of tally(pairs.flatMap((p) => p.variations)))
  console.log(`  ${v.padEnd(22)} ${share(n)}`);
console.log(
  `duplicate pairs: ${result.pairs.pairs.toLocaleString('en-US')} from ${result.pairs.compared.toLocaleString('en-US')} comparisons in ${result.pairs.seconds.toFixed(1)} s; planted found ${result.plantedFound.toLocaleString('en-US')} of ${pairs.length.toLocaleString('en-US')}`,
);
const problems = [
  result.plantedMissing && `${result.plantedMissing} planted pairs with a missing record`,
  result.plantedNotLater && `${result.plantedNotLater} duplicates not entered after their original`,
  result.withoutTerms && `${result.withoutTerms} accused without search terms`,
  result.staleNameKeys && `${result.staleNameKeys} accused with other name-key rules`,
  result.postingsWithoutWord && `${result.postingsWithoutWord} postings of unknown words`,
].filter(Boolean);
for (const p of problems) console.log(`WARNING: ${String(p)}`);
console.log(`checksum ${result.checksum}`);
console.log(`total ${result.seconds.toFixed(1)} s`);

/**
 * `npm run generate -- --scale state|unit [--database-url URL] [--seed S] [--reset]`
 * Loads the deterministic synthetic data set (issue 8 §1; docs/decisions/0035).
 * Without a database URL (and no DATABASE_URL) it loads the embedded database in DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { generate } from './generate/load.js';
import type { Scale } from './generate/plan.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'unit' },
    'database-url': { type: 'string' },
    seed: { type: 'string', default: 'cmis' },
    until: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const scale = values.scale as Scale;
if (!['state', 'unit', 'toy'].includes(scale)) {
  console.error('--scale must be state, unit or toy');
  process.exit(2);
}
const config = loadConfig();
const databaseUrl = values['database-url'] ?? config.databaseUrl;
console.log(
  `generating the ${scale} data set (seed ${values.seed}) into ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : `PGlite in ${config.dataDir}`}`,
);
const result = await generate({
  scale,
  seed: values.seed,
  until: values.until,
  databaseUrl,
  dataDir: config.dataDir,
  reset: values.reset,
  log: (line) => console.log(`  ${line}`),
});
console.log('\nrows per table:');
for (const [table, n] of Object.entries(result.counts)) {
  console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(12)}`);
}
console.log(`checksum ${result.checksum}`);
console.log(`total ${result.seconds.toFixed(1)} s`);

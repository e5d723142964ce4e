import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openAndPrepare } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import {
  evaluateNameSearch,
  formatReport,
  MIN_RECALL_AT_10,
} from '../modules/accused/name-match/eval/evaluate.js';

/**
 * `npm run eval:names [-- --misses]`: the name search's recall@10 and precision@10 on the
 * labelled set (name-match/eval), on a fresh embedded database with the master data.
 * Exits 1 below the recall CI holds it to.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'cmis-name-eval-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test' }),
  dataDir,
  storageDir: path.join(dataDir, 'files'),
  logLevel: 'silent',
  seedDemo: false,
  seedDemoRecords: false,
};
const { database, deps } = await openAndPrepare(config, { inMemory: true });
try {
  const started = performance.now();
  const report = await evaluateNameSearch(deps);
  console.log(formatReport(report));
  console.log(
    `\n${report.all.queries} queries in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `recall@10 must stay at or above ${MIN_RECALL_AT_10}.`,
  );
  if (process.argv.includes('--misses')) {
    for (const m of report.misses) {
      console.log(`${m.kind}: "${m.query}" → ${m.target}; got ${m.got.join(', ') || 'nothing'}`);
    }
  }
  process.exitCode = report.all.recallAt10 >= MIN_RECALL_AT_10 ? 0 : 1;
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

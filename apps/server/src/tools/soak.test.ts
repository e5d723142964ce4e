import { describe, expect, it } from 'vitest';
import { usesPostgres } from '../test/build-test-app.js';
import { formatSummary, runSoak } from './soak.js';

/**
 * Keeps `npm run soak` (issue 9 §7) working: the same harness for 20 seconds. The full
 * 10-minute run and its figures are in docs/security.md; memory growth is judged there,
 * 20 seconds being mostly warm-up.
 */
describe.skipIf(usesPostgres())('soak harness', () => {
  it('runs every kind of station, admin and field request for 20 s without an error', async () => {
    const summary = await runSoak({ seconds: 20, sampleSeconds: 2, thinkMs: 50 });
    console.info(formatSummary(summary));
    expect(summary.firstErrors).toEqual([]);
    expect(summary.errors).toBe(0);
    const ran = Object.fromEntries(summary.ops.map((o) => [o.op, o.count]));
    for (const op of [
      'list accused',
      'open profile',
      'dashboard counts',
      'report',
      'create accused',
      'field accused list',
      'gps check-in',
    ]) {
      expect(ran[op], op).toBeGreaterThan(0);
    }
    expect(summary.rssKib.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...summary.rssKib)).toBeGreaterThan(0);
  }, 300_000);
});

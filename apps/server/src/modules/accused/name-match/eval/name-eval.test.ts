import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { evaluateNameSearch, formatReport, MIN_RECALL_AT_10, type EvalReport } from './evaluate.js';

/** Issue 16 §1: CI fails when the search's recall@10 on the labelled set drops below 0.95. */
describe('name search on the labelled evaluation set', () => {
  let t: TestApp;
  let report: EvalReport;
  beforeAll(async () => {
    t = await buildTestApp();
    report = await evaluateNameSearch(t.deps);
  }, 180_000);
  afterAll(async () => t.close());

  it(`finds the person among the first ten for at least ${MIN_RECALL_AT_10} of the queries`, () => {
    if (report.all.recallAt10 < MIN_RECALL_AT_10) {
      console.log(formatReport(report));
      console.log(report.misses.slice(0, 40));
    }
    expect(report.all.queries).toBeGreaterThanOrEqual(300);
    expect(report.all.recallAt10).toBeGreaterThanOrEqual(MIN_RECALL_AT_10);
  });
});

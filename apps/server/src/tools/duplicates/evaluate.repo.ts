import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { duplicatePairs } from '../../db/schema/index.js';
import {
  listOpenPairs,
  recordSummaries,
} from '../../modules/accused/duplicates/duplicates.repo.js';
import { pairKey } from '../../modules/accused/duplicates/pairs.js';

/** The open pairs the database holds: what the screens show. */
export async function openPairKeys(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ low: duplicatePairs.lowId, high: duplicatePairs.highId })
    .from(duplicatePairs)
    .where(eq(duplicatePairs.status, 'open'));
  return new Set(rows.map((r) => pairKey(r.low, r.high)));
}

/**
 * Times the statements of the possible-duplicates screen (a page of pairs, their count and
 * both records' details) for the unit with the most open pairs, pages 0 to 4, five times.
 */
export async function pairPageTimes(db: Executor) {
  const top = await db
    .select({ cityId: duplicatePairs.scopeCityId, n: count() })
    .from(duplicatePairs)
    .where(isNotNull(duplicatePairs.scopeCityId))
    .groupBy(duplicatePairs.scopeCityId)
    .orderBy(desc(count()))
    .limit(1);
  const cityId = top[0]?.cityId ?? 1;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (let page = 0; page < 5; page++) {
      const t = performance.now();
      const { items } = await listOpenPairs(db, { level: 'unit', cityId }, page, 10);
      await recordSummaries(
        db,
        items.flatMap((p) => [p.lowId, p.highId]),
      );
      times.push(performance.now() - t);
    }
  }
  return { cityId, pairs: top[0]?.n ?? 0, times };
}

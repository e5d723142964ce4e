import type { PairRow } from './duplicates.repo.js';
import {
  compareLevels,
  DUPLICATE_THRESHOLD,
  weigh,
  type Model,
  type PersonFeatures,
} from './scoring.js';

/**
 * Two records as a pair, lower id first, with their match probability; the screens of a
 * unit and a station see it when both records were entered there. `nameShare`: how common
 * their shared name is in the unit (scoring.ts weigh).
 */
export function pairOf(
  a: PersonFeatures,
  b: PersonFeatures,
  model: Model,
  context: { nameShare?: number | undefined; unitSize: number },
): PairRow {
  const { score, reasons } = weigh(model, compareLevels(a, b), context);
  const [low, high] = a.record.id < b.record.id ? [a.record, b.record] : [b.record, a.record];
  return {
    lowId: low.id,
    highId: high.id,
    score,
    reasons,
    scopeCityId: low.cityId === high.cityId ? low.cityId : null,
    scopeStationId: low.stationId === high.stationId ? low.stationId : null,
  };
}

/** The pair when the two records are one person by the model. */
export function pairRow(
  a: PersonFeatures,
  b: PersonFeatures,
  model: Model,
  context: { nameShare?: number | undefined; unitSize: number },
): PairRow | null {
  const pair = pairOf(a, b, model, context);
  return pair.score >= DUPLICATE_THRESHOLD ? pair : null;
}

export const pairKey = (lowId: number, highId: number) => `${lowId}:${highId}`;

import {
  duplicateCandidateSchema,
  ERROR_CODES,
  type AccusedBasicInput,
  type AccusedDetail,
  type DistinctFromInput,
  type DuplicateCandidate,
  type DuplicateCheckInput,
  type DuplicatePair,
  type DuplicatePairSide,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';

/** What step 1 sends to the duplicate check: who the person is, and where he lives. */
export function checkInputFrom(basic: AccusedBasicInput, excludeId?: number): DuplicateCheckInput {
  return {
    name: basic.name,
    nameEn: basic.nameEn,
    fatherName: basic.fatherName,
    aliases: basic.aliases,
    age: basic.age,
    mobile: basic.mobile,
    cityId: basic.cityId,
    stationId: basic.stationId,
    religionId: basic.religionId,
    address: basic.address,
    ...(excludeId !== undefined ? { excludeId } : {}),
  };
}

/** The same string for the same typed person: a check answers only for what it was asked. */
export function checkKey(input: DuplicateCheckInput): string {
  return JSON.stringify([
    input.name,
    input.nameEn,
    input.fatherName,
    input.aliases,
    input.age,
    input.mobile,
    input.cityId,
    input.stationId,
    input.religionId,
    input.address,
  ]);
}

/**
 * Whether an edit changes who the person is. The server checks an update for duplicates only
 * then (the same six fields), so an officer fixing an address is never stopped.
 */
export function identityChanged(saved: AccusedDetail['basic'], typed: AccusedBasicInput): boolean {
  return (
    saved.name !== typed.name ||
    saved.nameEn !== typed.nameEn ||
    saved.fatherName !== typed.fatherName ||
    JSON.stringify(saved.aliases) !== JSON.stringify(typed.aliases) ||
    saved.age !== typed.age ||
    (saved.mobile ?? '') !== (typed.mobile ?? '')
  );
}

/** The officer's answer to the records found: which are someone else, and why he says so. */
export interface DistinctAnswer {
  /** Records ticked "This is a different person". */
  confirmed: ReadonlySet<number>;
  /** "None of these is the person": every record found at once. */
  noneOfThese: boolean;
  reason: string;
}

export const EMPTY_ANSWER: DistinctAnswer = {
  confirmed: new Set(),
  noneOfThese: false,
  reason: '',
};

export const blockingOf = (candidates: readonly DuplicateCandidate[]) =>
  candidates.filter((c) => c.requiresConfirmation);

/** The blocking records the officer has not yet called someone else. */
export function unconfirmed(
  candidates: readonly DuplicateCandidate[],
  answer: DistinctAnswer,
): DuplicateCandidate[] {
  if (answer.noneOfThese) return [];
  return blockingOf(candidates).filter((c) => !answer.confirmed.has(c.id));
}

export type DistinctOutcome =
  /** Nothing blocks: no `distinctFrom` is needed. */
  | { kind: 'clear' }
  /** Saving goes with this confirmation. */
  | { kind: 'confirmed'; distinctFrom: DistinctFromInput }
  /** Some record is not answered for, or the reason is missing. */
  | { kind: 'blocked'; missing: 'confirmation' | 'reason' };

/**
 * Issue 16 §3: a record that scores as the same person blocks saving until the officer ticks
 * "a different person" for it (or "none of these") and gives a reason; the payload then names
 * every blocking record so confirmed.
 */
export function distinctOutcome(
  candidates: readonly DuplicateCandidate[],
  answer: DistinctAnswer,
): DistinctOutcome {
  const blocking = blockingOf(candidates);
  if (blocking.length === 0) return { kind: 'clear' };
  if (unconfirmed(candidates, answer).length > 0)
    return { kind: 'blocked', missing: 'confirmation' };
  const reason = answer.reason.trim();
  if (!reason) return { kind: 'blocked', missing: 'reason' };
  return { kind: 'confirmed', distinctFrom: { ids: blocking.map((c) => c.id), reason } };
}

/**
 * A score as officers read it: a match probability (0 to 1) as a percentage, a sum of
 * evidence weights as it is, to one decimal.
 */
export function formatScore(score: number): string {
  if (score >= 0 && score <= 1) {
    const percent = score * 100;
    // 99.96% is not certainty: near the top the percentage is cut, never rounded up to 100.
    return percent >= 99 && score < 1
      ? `${Math.floor(percent * 10) / 10}%`
      : `${Math.round(percent)}%`;
  }
  return String(Math.round(score * 10) / 10);
}

/** The records of a 409 POSSIBLE_DUPLICATE, or null for any other failure. */
export function conflictCandidates(error: unknown): DuplicateCandidate[] | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.possibleDuplicate) return null;
  const parsed = duplicateCandidateSchema.array().safeParse(error.candidates ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * The record a merge keeps unless the admin chooses otherwise: the one with more crimes (the
 * history officers already know), then the older one (its id is in more papers).
 */
export function defaultKeepId(pair: { low: DuplicatePairSide; high: DuplicatePairSide }): number {
  const [a, b] = [pair.low, pair.high];
  if (a.crimeCount !== b.crimeCount) return a.crimeCount > b.crimeCount ? a.id : b.id;
  return Math.min(a.id, b.id);
}

/** The other side of a pair: the record a merge removes. */
export function otherSide(pair: DuplicatePair, keepId: number): DuplicatePairSide {
  return pair.low.id === keepId ? pair.high : pair.low;
}

import { describe, expect, it } from 'vitest';
import {
  accusedBasicSchema,
  accusedCreateSchema,
  DUPLICATE_MESSAGES,
  ERROR_CODES,
  type AccusedDetail,
  type DuplicateCandidate,
  type DuplicatePairSide,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import {
  checkInputFrom,
  checkKey,
  conflictCandidates,
  defaultKeepId,
  distinctOutcome,
  formatScore,
  EMPTY_ANSWER,
  identityChanged,
  otherSide,
  unconfirmed,
} from './duplicate-state';

function side(id: number, crimeCount: number): DuplicatePairSide {
  const place = { mr: 'शिवाजीनगर', en: 'Shivajinagar' };
  return {
    id,
    name: `व्यक्ती ${id}`,
    nameEn: '',
    fatherName: '',
    age: 30,
    mobile: null,
    address: 'पुणे',
    station: place,
    enteredBy: { stationId: 1, ...place },
    canEdit: true,
    city: place,
    crimeCount,
    photoUrl: null,
  };
}

function candidate(id: number, requiresConfirmation: boolean): DuplicateCandidate {
  return {
    ...side(id, 1),
    score: requiresConfirmation ? 25 : 10,
    reasons: [{ code: 'name-full', weight: 12 }],
    requiresConfirmation,
  };
}

const basic = accusedBasicSchema.parse({
  crimeTypeIds: [1],
  historySheeter: 2,
  name: 'गणेश मारुती शिंदे',
  nameEn: 'Ganesh Maruti Shinde',
  fatherName: 'मारुती शिंदे',
  aliases: ['Gana'],
  age: 34,
  mobile: '9822011223',
  stateId: 1,
  cityId: 2,
  stationId: 3,
  religionId: 1,
  address: '१२, पाटील चाळ',
});

describe('the "different person" answer', () => {
  const found = [candidate(11, true), candidate(12, true), candidate(13, false)];

  it('does not hold the officer when nothing found blocks', () => {
    expect(distinctOutcome([], EMPTY_ANSWER)).toEqual({ kind: 'clear' });
    expect(distinctOutcome([candidate(13, false)], EMPTY_ANSWER)).toEqual({ kind: 'clear' });
  });

  it('blocks until every blocking record is called someone else, then asks the reason', () => {
    const one = { ...EMPTY_ANSWER, confirmed: new Set([11]) };
    expect(unconfirmed(found, one).map((c) => c.id)).toEqual([12]);
    expect(distinctOutcome(found, one)).toEqual({ kind: 'blocked', missing: 'confirmation' });
    const both = { ...one, confirmed: new Set([11, 12]) };
    expect(distinctOutcome(found, both)).toEqual({ kind: 'blocked', missing: 'reason' });
    expect(distinctOutcome(found, { ...both, reason: '   ' })).toEqual({
      kind: 'blocked',
      missing: 'reason',
    });
  });

  it('names every blocking record (not the possible ones) with the trimmed reason', () => {
    const answer = { confirmed: new Set([11, 12]), noneOfThese: false, reason: ' वडील वेगळे ' };
    expect(distinctOutcome(found, answer)).toEqual({
      kind: 'confirmed',
      distinctFrom: { ids: [11, 12], reason: 'वडील वेगळे' },
    });
  });

  it('takes "None of these is the person" for every record found', () => {
    const answer = { ...EMPTY_ANSWER, noneOfThese: true, reason: 'photo differs' };
    const outcome = distinctOutcome(found, answer);
    expect(outcome).toEqual({
      kind: 'confirmed',
      distinctFrom: { ids: [11, 12], reason: 'photo differs' },
    });
  });

  it('goes into the create payload the server accepts', () => {
    const outcome = distinctOutcome(found, {
      ...EMPTY_ANSWER,
      noneOfThese: true,
      reason: 'x',
    });
    if (outcome.kind !== 'confirmed') throw new Error('expected a confirmation');
    const parsed = accusedCreateSchema.shape.distinctFrom.safeParse(outcome.distinctFrom);
    expect(parsed.success).toBe(true);
  });
});

describe('the duplicate check', () => {
  it('sends who the person is and where he lives, and the record being edited', () => {
    expect(checkInputFrom(basic, 7)).toEqual({
      name: 'गणेश मारुती शिंदे',
      nameEn: 'Ganesh Maruti Shinde',
      fatherName: 'मारुती शिंदे',
      aliases: ['Gana'],
      age: 34,
      mobile: '9822011223',
      cityId: 2,
      stationId: 3,
      religionId: 1,
      address: '१२, पाटील चाळ',
      excludeId: 7,
    });
    expect(checkInputFrom(basic)).not.toHaveProperty('excludeId');
  });

  it('is asked again only when what it compares changed', () => {
    const a = checkKey(checkInputFrom(basic));
    expect(checkKey(checkInputFrom({ ...basic, caste: 'x' }))).toBe(a);
    expect(checkKey(checkInputFrom({ ...basic, age: 35 }))).not.toBe(a);
    expect(checkKey(checkInputFrom({ ...basic, aliases: [] }))).not.toBe(a);
  });

  it('runs on an edit only when the edit changes who the person is', () => {
    const saved = { ...basic, photoIds: [], historyDate: null } as AccusedDetail['basic'];
    expect(identityChanged(saved, { ...basic, address: 'नवीन पत्ता' })).toBe(false);
    expect(identityChanged(saved, { ...basic, fatherName: 'दत्तात्रय' })).toBe(true);
    expect(identityChanged(saved, { ...basic, aliases: ['Gana', 'Ganya'] })).toBe(true);
    expect(identityChanged(saved, { ...basic, mobile: '' })).toBe(true);
  });
});

describe('a refused save', () => {
  it('carries the records found when the server says POSSIBLE_DUPLICATE', () => {
    const error = new ApiError(
      409,
      ERROR_CODES.possibleDuplicate,
      DUPLICATE_MESSAGES.possibleDuplicate,
      {},
      'r1',
      [candidate(11, true), { id: 'not a candidate' }],
    );
    // A malformed answer is no reason to drop the refusal: the panel then shows no cards.
    expect(conflictCandidates(error)).toEqual([]);
    const good = new ApiError(409, ERROR_CODES.possibleDuplicate, 'x', {}, 'r2', [
      candidate(11, true),
    ]);
    expect(conflictCandidates(good)?.map((c) => c.id)).toEqual([11]);
  });

  it('is not a duplicate refusal otherwise', () => {
    expect(conflictCandidates(new ApiError(409, ERROR_CODES.conflict, 'x'))).toBeNull();
    expect(conflictCandidates(new Error('x'))).toBeNull();
  });
});

describe('the record a merge keeps by default', () => {
  it('is the one with more crimes', () => {
    expect(defaultKeepId({ low: side(5, 1), high: side(9, 3) })).toBe(9);
    expect(defaultKeepId({ low: side(5, 4), high: side(9, 3) })).toBe(5);
  });

  it('is the older record (lower id) when the crimes are equal', () => {
    expect(defaultKeepId({ low: side(9, 1), high: side(5, 1) })).toBe(5);
  });

  it('leaves the other record to be removed', () => {
    const pair = {
      id: 1,
      score: 29,
      reasons: [],
      low: side(5, 1),
      high: side(9, 1),
      canMerge: true,
    };
    expect(otherSide(pair, 5).id).toBe(9);
    expect(otherSide(pair, 9).id).toBe(5);
  });
});

describe('a score on screen', () => {
  it('reads a probability as a percentage and a weight sum as a number', () => {
    expect(formatScore(0.973)).toBe('97%');
    expect(formatScore(0.99964)).toBe('99.9%');
    expect(formatScore(1)).toBe('100%');
    expect(formatScore(29.5)).toBe('29.5');
    expect(formatScore(25)).toBe('25');
  });
});

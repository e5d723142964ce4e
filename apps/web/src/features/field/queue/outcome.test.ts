import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome';

describe('outcomeOf', () => {
  it('removes an item only on success or a refusal that will not change', () => {
    expect(outcomeOf(200)).toBe('done');
    expect(outcomeOf(404)).toBe('failed');
    expect(outcomeOf(400)).toBe('failed');
    expect(outcomeOf(403)).toBe('failed');
  });

  it('keeps an item on network failures, server errors and throttling', () => {
    expect(outcomeOf(0)).toBe('retry');
    expect(outcomeOf(502)).toBe('retry');
    expect(outcomeOf(429)).toBe('retry');
    expect(outcomeOf(401)).toBe('login');
  });
});

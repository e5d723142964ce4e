import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  clearRange,
  durationDisabled,
  initialFilter,
  pickDuration,
  pickRange,
  requestOf,
} from './analytics-filter';

describe('analytics duration and range (spec 3 §2.11)', () => {
  it('starts on monthly and follows the radio', () => {
    expect(requestOf('filled', initialFilter)).toEqual({ type: 'filled', duration: 'month' });
    const f = pickDuration(initialFilter, 'year');
    expect(requestOf('two-plus', f)).toEqual({ type: 'two-plus', duration: 'year' });
    expect(durationDisabled(f)).toBe(false);
  });

  it('a custom range clears the radio and disables it until Clear', () => {
    const f = pickRange(dayjs('2025-03-01'), dayjs('2025-03-31'));
    expect(f.duration).toBeNull();
    expect(durationDisabled(f)).toBe(true);
    expect(pickDuration(f, 'all')).toBe(f);
    expect(requestOf('preventive', f)).toEqual({
      type: 'preventive',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    const cleared = clearRange();
    expect(durationDisabled(cleared)).toBe(false);
    expect(requestOf('preventive', cleared)).toEqual({ type: 'preventive', duration: 'month' });
  });
});

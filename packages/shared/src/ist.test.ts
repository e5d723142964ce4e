import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, istDate, istDayStart, istParts } from './ist.js';
import { indianDay, nextIndianDay } from './schemas/arrests-preventive.js';

afterEach(() => vi.useRealTimers());

describe("India's calendar day (architecture rule 7)", () => {
  it('is already tomorrow at 20:00 UTC, whatever the machine clock says', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    expect(istDate()).toBe('2026-11-25');
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-24');
  });

  it('turns at 18:30 UTC', () => {
    expect(istDate(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(istDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(istDate('2026-11-24T23:59:00+05:30')).toBe('2026-11-24');
  });

  it('starts a day at 18:30 UTC of the day before', () => {
    expect(istDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(istDate(istDayStart('2026-03-01'))).toBe('2026-03-01');
  });

  it('moves days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("reads India's wall clock, 24-hour and zero-padded", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    expect(istParts(new Date())).toEqual({
      year: '2026',
      month: '11',
      day: '25',
      hour: '01',
      minute: '30',
    });
    expect(istParts('2026-12-31T18:29:00Z')).toMatchObject({ year: '2026', hour: '23' });
    expect(istParts('2026-12-31T18:30:00Z')).toMatchObject({
      year: '2027',
      month: '01',
      hour: '00',
    });
  });

  it('gives the arrest schemas the same day', () => {
    expect(indianDay('2026-11-24T20:00:00Z')).toBe('2026-11-25');
    expect(nextIndianDay('2026-11-24T20:00:00Z')).toBe('2026-11-26');
  });
});

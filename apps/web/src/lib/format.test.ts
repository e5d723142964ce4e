import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fileDate,
  formatDate,
  formatDateTime,
  formatLoginDateTime,
  formatTableDate,
  fromIstDateTime,
  indiaToday,
  localName,
  toIstDateTime,
} from './format';

describe('date formats of the spec', () => {
  const date = '2025-03-05T10:15:00+05:30';

  it('shows DD-MM-YYYY', () => {
    expect(formatDate(date)).toBe('05-03-2025');
  });

  it('shows MMM-DD-YYYY in tables', () => {
    expect(formatTableDate('2025-03-05')).toBe('Mar-05-2025');
  });

  it('shows DD MMM YYYY hh:mm a for logins', () => {
    expect(formatLoginDateTime('2025-03-05T10:15:00Z')).toBe('05 Mar 2025 03:45 pm');
    expect(formatLoginDateTime(null)).toBe('');
  });

  it('names files with DDMMMYYYY', () => {
    expect(fileDate(date)).toBe('05MAR2025');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatTableDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe("India's time, whatever the browser's zone (architecture rule 7)", () => {
  afterEach(() => vi.useRealTimers());

  it('shows an instant of 20:00 UTC as 01:30 the next day', () => {
    expect(formatDateTime('2026-11-24T20:00:00Z')).toBe('25-11-2026 01:30 AM');
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25-11-2026');
  });

  it("names today's files by India's day when the clock reads 20:00 UTC", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    expect(fileDate()).toBe('25NOV2026');
  });

  it("is on India's today at 20:00 UTC", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    expect(indiaToday().format('YYYY-MM-DD')).toBe('2026-11-25');
  });

  it("sends a picked date-time as India's time and shows it back the same", () => {
    const sent = toIstDateTime(dayjs('2026-11-25T01:30:00'));
    expect(sent).toBe('2026-11-25T01:30:00+05:30');
    expect(new Date(sent).toISOString()).toBe('2026-11-24T20:00:00.000Z');
    expect(fromIstDateTime('2026-11-24T20:00:00Z')?.format('YYYY-MM-DD HH:mm')).toBe(
      '2026-11-25 01:30',
    );
    expect(fromIstDateTime('not a date')).toBeNull();
    expect(fromIstDateTime(null)).toBeNull();
  });

  it('keeps a calendar day as it is', () => {
    expect(formatDate('2026-11-25')).toBe('25-11-2026');
    expect(formatTableDate('2026-01-01')).toBe('Jan-01-2026');
  });
});

describe('localName', () => {
  it('picks English for English and the Devanagari name otherwise', () => {
    expect(localName('en', 'पुणे शहर', 'Pune City')).toBe('Pune City');
    expect(localName('mr', 'पुणे शहर', 'Pune City')).toBe('पुणे शहर');
    expect(localName('hi', 'पुणे शहर', 'Pune City')).toBe('पुणे शहर');
  });

  it('falls back to the other name when one is missing', () => {
    expect(localName('en', 'पुणे शहर', '')).toBe('पुणे शहर');
  });
});

import { describe, expect, it } from 'vitest';
import { fileDate, formatDate, formatLoginDateTime, formatTableDate, localName } from './format';

describe('date formats of the spec', () => {
  const date = '2025-03-05T10:15:00';

  it('shows DD-MM-YYYY', () => {
    expect(formatDate(date)).toBe('05-03-2025');
  });

  it('shows MMM-DD-YYYY in tables', () => {
    expect(formatTableDate('2025-03-05')).toBe('Mar-05-2025');
  });

  it('shows DD MMM YYYY hh:mm a for logins', () => {
    expect(formatLoginDateTime('2025-03-05T15:45:00')).toBe('05 Mar 2025 03:45 pm');
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

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { courtCases, formatAadhaar, registerLabel } from './profile-format';

describe('profile formats', () => {
  it('groups an Aadhaar number by four digits', () => {
    expect(formatAadhaar('234567890123')).toBe('2345 6789 0123');
  });

  it('writes a register number with its year', () => {
    expect(registerLabel('710', 2020)).toBe('710/2020');
    expect(registerLabel('', 2020)).toBe('2020');
    expect(registerLabel('12', null)).toBe('12');
    expect(registerLabel('', null)).toBe('');
  });
});

describe('calendar dates', () => {
  const original = process.env.TZ;
  beforeEach(() => {
    // West of Greenwich, reading YYYY-MM-DD as UTC midnight would show the day before.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = original;
  });

  it('shows a stored date as that calendar day in any time zone', () => {
    expect(formatDate('2024-06-24')).toBe('24-06-2024');
    expect(formatDate('2024-01-01')).toBe('01-01-2024');
  });
});

describe('court cases', () => {
  const crime = (caseNumber: string | null, courtType: string | null, registerNumber: string) => ({
    caseNumber,
    courtType,
    registerNumber,
    registerYear: 2021,
  });

  it("lists the crimes' cases, then the other information's, each number once", () => {
    const cases = courtCases({
      crimes: [crime('8773', 'Sessions court', '710'), crime(null, null, '83')] as never,
      otherInfo: { caseNo: '  501 ', registeredCases: ['8773', '', '77'] } as never,
    });
    expect(cases).toEqual([
      { caseNumber: '8773', court: 'Sessions court', crime: '710/2021' },
      { caseNumber: '501', court: null, crime: null },
      { caseNumber: '77', court: null, crime: null },
    ]);
  });

  it('has none without crimes in court or other information', () => {
    expect(courtCases({ crimes: [crime(null, null, '1')] as never, otherInfo: null })).toEqual([]);
  });
});

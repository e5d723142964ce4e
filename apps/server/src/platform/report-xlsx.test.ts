import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeOf, fileDay, reportFooter, stampOf } from './report-xlsx.js';

afterEach(() => vi.useRealTimers());

describe("export dates in India's time (spec 1 §9, spec 3 §9; architecture rule 7)", () => {
  it('names and stamps a file made at 20:00 UTC with the next Indian day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    expect(fileDay(new Date())).toBe('25NOV2026');
    expect(stampOf(new Date())).toBe('25-11-2026 01:30');
    expect(reportFooter(new Date())).toBe(
      'Generated At 25-11-2026 01:30 From Criminal Monitoring Intelligent System',
    );
  });

  it('shows the 12-hour clock as hh:mm AM/PM, noon and midnight as 12', () => {
    expect(dateTimeOf('2026-11-24T20:00:00Z')).toBe('25-11-2026 01:30 AM');
    expect(dateTimeOf('2026-11-24T18:45:00Z')).toBe('25-11-2026 12:15 AM');
    expect(dateTimeOf('2026-11-24T06:45:00Z')).toBe('24-11-2026 12:15 PM');
    expect(dateTimeOf(new Date('2026-11-24T12:29:00Z'))).toBe('24-11-2026 05:59 PM');
  });
});

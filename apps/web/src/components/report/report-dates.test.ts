import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pdfTitle, rangeQuery } from './report-dates';

describe('report dates', () => {
  it('sends nothing until a start date is picked (spec 3 §2.2)', () => {
    expect(rangeQuery({ start: null, end: null }, false)).toBeNull();
  });

  it('sends a range, the start alone when the end is missing, one day for single-date reports', () => {
    const start = dayjs('2025-03-01');
    const end = dayjs('2025-03-31');
    expect(rangeQuery({ start, end }, false)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    expect(rangeQuery({ start, end: null }, false)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-01',
    });
    expect(rangeQuery({ start, end }, true)).toEqual({ startDate: '2025-03-01' });
  });

  it("names the PDF '<title> DD-MM-YYYY to DD-MM-YYYY' (issue 6, spec 3 §9, decision 0028)", () => {
    expect(pdfTitle('Arrest register', { startDate: '2025-03-01', endDate: '2025-03-31' })).toBe(
      'Arrest register 01-03-2025 to 31-03-2025',
    );
    // A range of one day is still a range; a single-date report shows its day.
    expect(pdfTitle('कालावधी अहवाल', { startDate: '2025-03-01', endDate: '2025-03-01' })).toBe(
      'कालावधी अहवाल 01-03-2025 to 01-03-2025',
    );
    expect(pdfTitle('Preventive action report', { startDate: '2025-06-15' })).toBe(
      'Preventive action report 15-06-2025',
    );
    // History sheeters and Total App Users have no dates.
    expect(pdfTitle('History sheeters', null)).toBe('History sheeters');
    expect(pdfTitle('Total App Users')).toBe('Total App Users');
  });
});

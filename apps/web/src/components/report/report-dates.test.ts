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

  it("names the PDF with 'DD/MM/YY to DD/MM/YY' (spec 3 §9)", () => {
    expect(pdfTitle('Arrest Register', '2025-03-01', '2025-03-31')).toBe(
      'Arrest Register 01/03/25 to 31/03/25',
    );
    expect(pdfTitle('Preventive', '2025-06-15')).toBe('Preventive 15/06/25');
    expect(pdfTitle('Total App Users')).toBe('Total App Users');
  });
});

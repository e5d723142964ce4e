import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { arrestInputSchema, indianDay, nextIndianDay } from '@cmis/shared';
import {
  courtDateFor,
  isBeforeCourtDay,
  isOutsideRegisterYear,
  moveDatesToYear,
  moveToYear,
  toIsoDate,
} from './date-rules';
import { fromIstDateTime, toIstDateTime } from '@/lib/format';

const day = (text: string) => dayjs(text);
const iso = (value: dayjs.Dayjs | null | undefined) => toIsoDate(value);

describe('moving the preventive dates to the chapter year', () => {
  it('keeps day and month of the bond, from and to dates', () => {
    const moved = moveDatesToYear(
      { bondDate: day('2024-03-15'), dateFrom: day('2024-03-16'), dateTo: day('2025-03-15') },
      2022,
    );
    expect([iso(moved.bondDate), iso(moved.dateFrom), iso(moved.dateTo)]).toEqual([
      '2022-03-15',
      '2022-03-16',
      '2022-03-15',
    ]);
  });

  it('leaves dates not chosen yet empty', () => {
    const moved = moveDatesToYear({ bondDate: day('2024-01-31') }, 2023);
    expect(iso(moved.bondDate)).toBe('2023-01-31');
    expect(moved.dateFrom).toBeNull();
    expect(moved.dateTo).toBeNull();
  });

  it('turns 29 February into 28 February in a year without it', () => {
    expect(iso(moveToYear(day('2024-02-29'), 2023))).toBe('2023-02-28');
    expect(iso(moveToYear(day('2024-02-29'), 2028))).toBe('2028-02-29');
  });
});

describe('the court date of an arrest', () => {
  it('is set to the next day, same time', () => {
    const arrested = day('2025-03-05T22:30:00');
    expect(courtDateFor(arrested).format('YYYY-MM-DD HH:mm')).toBe('2025-03-06 22:30');
  });

  it('offers no day before the day after the arrest', () => {
    const arrested = day('2025-03-05T23:50:00');
    expect(isBeforeCourtDay(day('2025-03-05T23:59:00'), arrested)).toBe(true);
    expect(isBeforeCourtDay(day('2025-03-06T00:00:00'), arrested)).toBe(false);
    expect(isBeforeCourtDay(day('2025-01-01'), null)).toBe(false);
  });

  it('is accepted by the shared schema, which judges Indian calendar days', () => {
    const arrested = day('2025-03-05T23:50:00');
    const input = {
      currentStatusId: 1,
      arrestedAt: toIstDateTime(arrested),
      courtAt: toIstDateTime(courtDateFor(arrested)),
    };
    expect(arrestInputSchema.safeParse(input).success).toBe(true);
    expect(nextIndianDay(input.arrestedAt)).toBe(indianDay(input.courtAt));
  });
});

describe('dates on the wire', () => {
  it('sends a picked date exactly, never a day later', () => {
    expect(toIsoDate(day('2024-12-31'))).toBe('2024-12-31');
    expect(toIsoDate(null)).toBeNull();
  });

  it('sends a date-time as Indian wall-clock time and reads it back the same', () => {
    const picked = day('2025-03-05T14:30:00');
    const sent = toIstDateTime(picked);
    expect(sent).toBe('2025-03-05T14:30:00+05:30');
    // The server answers in UTC; the picker shows the Indian time again.
    const stored = new Date(sent).toISOString();
    expect(fromIstDateTime(stored)?.format('YYYY-MM-DD HH:mm')).toBe('2025-03-05 14:30');
  });
});

describe('the registration date', () => {
  const today = day('2025-06-10');
  it('lies in the register year and not after today', () => {
    expect(isOutsideRegisterYear(day('2024-05-01'), 2024, today)).toBe(false);
    expect(isOutsideRegisterYear(day('2023-12-31'), 2024, today)).toBe(true);
    expect(isOutsideRegisterYear(day('2025-06-11'), 2025, today)).toBe(true);
    expect(isOutsideRegisterYear(day('2025-06-10'), 2025, today)).toBe(false);
    expect(isOutsideRegisterYear(day('2025-06-10'), undefined, today)).toBe(true);
  });
});

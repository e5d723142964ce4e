import dayjs, { type Dayjs } from 'dayjs';
import { indiaToday } from '@/lib/format';

/**
 * Date rules of the accused form (spec 2 §4, §5.10). Calendar dates travel as exact
 * YYYY-MM-DD (never shifted by a day); date-times as ISO with the Indian offset, because an
 * officer means Indian wall-clock time whatever the computer's own time zone says.
 */

/** YYYY-MM-DD of a picked date, or null when nothing is picked. */
export function toIsoDate(value: Dayjs | null | undefined): string | null {
  return value && value.isValid() ? value.format('YYYY-MM-DD') : null;
}

/** A stored YYYY-MM-DD as a picker value (local midnight of that calendar day). */
export function fromIsoDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value.slice(0, 10), 'YYYY-MM-DD');
  return parsed.isValid() ? parsed : null;
}

/** Spec 2 §4, §9: choosing the arrest date sets the court date one day later. */
export function courtDateFor(arrestedAt: Dayjs): Dayjs {
  return arrestedAt.add(1, 'day');
}

/** Spec 2 §5.3: the court date cannot be earlier than the day after the arrest's day. */
export function isBeforeCourtDay(day: Dayjs, arrestedAt: Dayjs | null | undefined): boolean {
  if (!arrestedAt) return false;
  return day.startOf('day').isBefore(arrestedAt.add(1, 'day').startOf('day'));
}

/** No date after today (registration date, date of birth). */
export function isFuture(day: Dayjs, today: Dayjs = indiaToday()): boolean {
  return day.startOf('day').isAfter(today.startOf('day'));
}

/** Spec 2 §4, §5.2: the registration date lies in the register year and not in the future. */
export function isOutsideRegisterYear(
  day: Dayjs,
  year: number | null | undefined,
  today: Dayjs = indiaToday(),
): boolean {
  return !year || day.year() !== year || isFuture(day, today);
}

/**
 * The same day and month in another year; 29 February becomes 28 February in a year that
 * has none (rather than rolling over into March).
 */
export function moveToYear<T extends Dayjs | null | undefined>(value: T, year: number): T {
  if (!value) return value;
  const moved = value.year(year);
  return (moved.month() === value.month() ? moved : moved.date(0)) as T;
}

export interface PreventiveDates {
  bondDate?: Dayjs | null;
  dateFrom?: Dayjs | null;
  dateTo?: Dayjs | null;
}

/**
 * Spec 2 §4: changing the chapter case year sets the bond, from and to dates to the same day
 * and month in that year. Dates not chosen yet stay empty.
 */
export function moveDatesToYear(dates: PreventiveDates, year: number): PreventiveDates {
  return {
    bondDate: moveToYear(dates.bondDate ?? null, year),
    dateFrom: moveToYear(dates.dateFrom ?? null, year),
    dateTo: moveToYear(dates.dateTo ?? null, year),
  };
}

/** Register and chapter years offered: this year back to 1950, newest first. */
export function yearOptions(today: Dayjs = indiaToday()): number[] {
  const years: number[] = [];
  for (let year = today.year(); year >= 1950; year--) years.push(year);
  return years;
}

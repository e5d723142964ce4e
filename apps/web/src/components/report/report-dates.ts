import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@/lib/format';

/** A picked range as the API takes it (YYYY-MM-DD, Indian days); null until a start date. */
export interface PickedRange {
  start: Dayjs | null;
  end: Dayjs | null;
}

export const API_DAY = 'YYYY-MM-DD';

export function rangeQuery(range: PickedRange, single: boolean) {
  if (!range.start) return null;
  const startDate = range.start.format(API_DAY);
  const endDate = single ? undefined : (range.end ?? range.start).format(API_DAY);
  return endDate === undefined ? { startDate } : { startDate, endDate };
}

/** The dates a printed report covers: none (history sheeters, app users), one day, or a range. */
export interface PrintDates {
  startDate: string;
  endDate?: string | undefined;
}

/**
 * The printed report's title, which the browser uses for the PDF's file name (issue 6, spec 3
 * §9): `<Report title> DD-MM-YYYY to DD-MM-YYYY`; one date for a single-day report, none for a
 * report without dates. Dashes, not the spec's slashes, which a file name cannot hold
 * (decision 0028); the same DD-MM-YYYY as the report's table and its Excel sheet.
 */
export function pdfTitle(title: string, dates?: PrintDates | null): string {
  if (!dates) return title;
  const day = (d: string) => dayjs(d, API_DAY).format(DATE_FORMAT);
  return dates.endDate === undefined
    ? `${title} ${day(dates.startDate)}`
    : `${title} ${day(dates.startDate)} to ${day(dates.endDate)}`;
}

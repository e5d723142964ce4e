import dayjs, { type Dayjs } from 'dayjs';

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

/**
 * The PDF's title, which the browser uses for the file name: the report title and
 * 'DD/MM/YY to DD/MM/YY' (spec 3 §9); one date for a single-day report, none for a report
 * without dates. Slashes cannot be in a file name, so the browser turns them into '_'.
 */
export function pdfTitle(title: string, startDate?: string, endDate?: string): string {
  if (!startDate) return title;
  const day = (d: string) => dayjs(d, API_DAY).format('DD/MM/YY');
  return !endDate || endDate === startDate
    ? `${title} ${day(startDate)}`
    : `${title} ${day(startDate)} to ${day(endDate)}`;
}

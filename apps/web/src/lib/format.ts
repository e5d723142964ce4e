import { IST_ZONE, istDate } from '@cmis/shared';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every display format of the spec (spec 1 §9) lives here and nowhere else. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const TABLE_DATE_FORMAT = 'MMM-DD-YYYY';
export const FILE_DATE_FORMAT = 'DDMMMYYYY';
export const DATE_TIME_FORMAT = 'DD-MM-YYYY hh:mm A';
/** Spec 3 §2.10: the login activity table, e.g. 05 Mar 2025 03:45 pm. */
export const LOGIN_DATE_TIME_FORMAT = 'DD MMM YYYY hh:mm a';
/** Spec 3 §9: dates on the document verification cards and lists. */
export const CARD_DATE_FORMAT = 'DD/MM/YYYY';
/** Spec 3 §9: the verification date-of-birth picker shows MM/DD/YYYY (sent as YYYY-MM-DD). */
export const DOB_PICKER_FORMAT = 'MM/DD/YYYY';
export const CARD_DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

type DateInput = string | number | Date | Dayjs | null | undefined;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant shown as India's wall-clock time, whatever the browser's zone (architecture
 * rule 7). A calendar day (YYYY-MM-DD) or a value picked in a date picker is a day, not an
 * instant, and is shown as it is.
 */
function inIndia(value: string | number | Date | Dayjs): Dayjs {
  if (dayjs.isDayjs(value)) return value;
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return dayjs(value);
  return dayjs(value).tz(IST_ZONE);
}

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = inIndia(value);
  // Month names stay English so dates read the same in every language and sort in exports.
  return date.isValid() ? date.locale('en').format(pattern) : '';
}

/** DD-MM-YYYY, the spec's general date display. */
export function formatDate(value: DateInput): string {
  return format(value, DATE_FORMAT);
}

/** MMM-DD-YYYY, the spec's date display inside tables. */
export function formatTableDate(value: DateInput): string {
  return format(value, TABLE_DATE_FORMAT);
}

export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_FORMAT);
}

/** DD/MM/YYYY, the verification screens' date (spec 3 §9). */
export function formatCardDate(value: DateInput): string {
  return format(value, CARD_DATE_FORMAT);
}

/** DD/MM/YYYY hh:mm A, when a document was looked up. */
export function formatCardDateTime(value: DateInput): string {
  return format(value, CARD_DATE_TIME_FORMAT);
}

/** DD MMM YYYY hh:mm a, the date-time of a login (spec 3 §2.10). */
export function formatLoginDateTime(value: DateInput): string {
  return format(value, LOGIN_DATE_TIME_FORMAT);
}

/** MMM YYYY, a month of the analytical dashboard's monthly bars (e.g. Mar 2025). */
export function formatMonth(value: DateInput): string {
  return format(value, 'MMM YYYY');
}

/** DDMMMYYYY for downloaded file names, e.g. gps_report_05MAR2025.xlsx. */
export function fileDate(value: DateInput = new Date()): string {
  return format(value, FILE_DATE_FORMAT).toUpperCase();
}

/** Master data carries a Marathi and an English name; Hindi readers get the Devanagari one. */
export function localName(language: string, nameMr: string, nameEn: string): string {
  return language === 'en' ? nameEn || nameMr : nameMr || nameEn;
}

/**
 * A picked date-time read as India's wall-clock time, sent with India's offset
 * (2025-03-05T14:30:00+05:30): an officer means India's time whatever the computer's zone.
 */
export function toIstDateTime(picked: Dayjs): string {
  return dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), IST_ZONE).format();
}

/** A stored instant as the India wall-clock time a picker shows (null when none or invalid). */
export function fromIstDateTime(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const instant = dayjs(value);
  return instant.isValid() ? dayjs(instant.tz(IST_ZONE).format('YYYY-MM-DDTHH:mm:ss')) : null;
}

/** Today in India as a calendar day (midnight, in the browser's zone, for date pickers). */
export function indiaToday(): Dayjs {
  return dayjs(istDate());
}

/**
 * India's calendar day (architecture rule 7). Officers' days begin at midnight in India
 * (UTC+05:30, no daylight saving), whatever the zone of the machine that runs the code; a
 * server in UTC is still on yesterday between 18:30 and 24:00 UTC.
 */
export const IST_ZONE = 'Asia/Kolkata';

const IST_OFFSET_MS = 5.5 * 3600_000;

/** The Indian calendar day of an instant, as YYYY-MM-DD. */
export function istDate(at: Date | string = new Date()): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** India's wall-clock reading of an instant, each part zero-padded; the hour runs 00–23. */
export function istParts(at: Date | string): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  const iso = new Date(ms + IST_OFFSET_MS).toISOString();
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    hour: iso.slice(11, 13),
    minute: iso.slice(14, 16),
  };
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant an Indian day begins. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

import { sql, type SQL } from 'drizzle-orm';

/**
 * India's calendar day in SQL (architecture rule 7; `ist.ts` of packages/shared is the
 * TypeScript half). The zone is written here once; `now()` is the database's clock, so a
 * server in any zone counts the same day.
 */

/** Today in India, as a date. */
export const istToday = sql`(now() at time zone 'Asia/Kolkata')::date`;

/** The instant an Indian day begins: `day` (a YYYY-MM-DD or a date expression) plus days. */
export const istMidnight = (day: string | SQL, plusDays = 0): SQL =>
  sql`(((${day})::date + ${plusDays}::int)::timestamp at time zone 'Asia/Kolkata')`;

/** The instant today's Indian day began. */
export const istTodayStart = istMidnight(istToday);

/** A timestamptz as India's wall-clock time (for its date, month or hour). */
export const istLocal = (instant: SQL | string): SQL =>
  sql`(${typeof instant === 'string' ? sql`${instant}::timestamptz` : instant} at time zone 'Asia/Kolkata')`;

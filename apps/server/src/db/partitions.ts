import { sql } from 'drizzle-orm';
import { istLocal } from './dates.js';
import type { Db } from './client.js';

/** Months ahead kept ready, so the month boundary never sends rows to the default partition. */
const MONTHS_AHEAD = 3;

/**
 * GPS partition maintenance (issue 8 §4, decision 0036): creates this month's and the next
 * months' partitions of gps_checkins when missing. Run at start-up and by the periodic sweep;
 * idempotent and safe when several processes run it at once (the SQL function locks).
 */
export async function ensureGpsPartitions(db: Db, now = new Date()): Promise<number> {
  const result = (await db.execute(sql`
    select cmis_ensure_gps_partitions(
      date_trunc('month', ${istLocal(now.toISOString())})::date,
      (date_trunc('month', ${istLocal(now.toISOString())})
        + make_interval(months => ${MONTHS_AHEAD}))::date
    ) as made`)) as { rows: { made: number }[] };
  return Number(result.rows[0]?.made ?? 0);
}

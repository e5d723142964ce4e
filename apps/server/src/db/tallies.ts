import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Tables the database keeps from others by triggers (migration 0018): a backup leaves them
 * out and a restore makes them again from the restored rows, whether or not the restore
 * could turn the triggers off.
 */
export const DERIVED_TABLES = ['accused_tallies'];

export async function rebuildAccusedTallies(db: Executor): Promise<void> {
  await db.execute(sql`delete from accused_tallies`);
  await db.execute(sql`
    insert into accused_tallies (city_id, station_id, accused, two_plus, preventive)
    select city_id, station_id, count(*), count(*) filter (where crime_count > 1),
           coalesce(sum(preventive_count), 0)
      from accused group by 1, 2`);
}

import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Executor } from '../../db/client.js';
import { refreshNameTerms } from '../../modules/accused/name-terms.service.js';

/**
 * Issue 20 §5: the accomplice network is measured on an accused with 50 associates. The
 * generator's FIRs are shared only by chance (register numbers 1-1500 a station and year:
 * about one FIR in seven has a second accused, rarely a third), so an accused there has a
 * handful of associates. This plants one gang in Pune City, once (found again by the
 * leader's English name): a leader with 10 crimes, 20 hop-1 associates sharing them (two a
 * FIR) and 30 hop-2 associates sharing a second crime with 15 of those. Two in five of each
 * hop were entered by other stations of the unit, so the station's user sees them counted.
 * Register numbers 50001 and up do not meet the generator's. Their search terms are made
 * here: a record without them would make the next start-up remake the terms and then
 * rebuild the state's possible duplicates (minutes, and a different duplicates page).
 */
export const GANG_LEADER = 'Bench Gang Leader';

const CITY = 1;
const HOME = 1; // Shivajinagar, pune.shivajinagar's station
const OTHERS = [2, 3, 4, 5, 6, 7, 8];

export async function plantGang(db: pg.Pool): Promise<number> {
  const found = await db.query<{ id: number }>(
    'SELECT id FROM accused WHERE name_en = $1 ORDER BY id LIMIT 1',
    [GANG_LEADER],
  );
  if (found.rows[0]) return found.rows[0].id;
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const religion = (await client.query<{ id: number }>('SELECT min(id) AS id FROM religions'))
      .rows[0]?.id;
    const title = (await client.query<{ id: number }>('SELECT min(id) AS id FROM crime_titles'))
      .rows[0]?.id;
    const status = (await client.query<{ id: number }>('SELECT min(id) AS id FROM crime_statuses'))
      .rows[0]?.id;
    const person = async (nameEn: string, stationId: number) =>
      (
        await client.query<{ id: number }>(
          `INSERT INTO accused (name, name_en, age, religion_id, address, address_state_id,
             address_city_id, address_station_id, history_sheeter, city_id, station_id)
           VALUES ($1, $1, 20 + length($1) % 30, $2, $1 || ' house', 1, $3, $4, 2, $3, $4)
           RETURNING id`,
          [nameEn, religion, CITY, stationId],
        )
      ).rows[0]?.id as number;
    let firNumber = 50_000;
    const year = new Date().getUTCFullYear() - 1;
    const crime = async (accusedId: number, fir: number, stationId: number) =>
      client.query(
        `INSERT INTO crimes (accused_id, state_id, city_id, station_id, register_number,
           register_year, registered_on, crime_title_id, status_id)
         VALUES ($1, 1, $2, $3, $4, $5, make_date($6::int, 1 + $7::int % 12, 1 + $7::int % 28),
                 $8, $9)`,
        [accusedId, CITY, stationId, `${fir}/${year}`, year, year, fir, title, status],
      );
    const stationOf = (i: number) => (i % 5 < 3 ? HOME : (OTHERS[i % OTHERS.length] as number));

    const leader = await person(GANG_LEADER, HOME);
    const leaderFirs: { fir: number; station: number }[] = [];
    for (let k = 0; k < 10; k++) {
      const fir = ++firNumber;
      const station = k % 2 === 0 ? HOME : (OTHERS[k % OTHERS.length] as number);
      leaderFirs.push({ fir, station });
      await crime(leader, fir, station);
    }
    for (let i = 0; i < 20; i++) {
      const hop1 = await person(`Bench Gang Hop1 ${i + 1}`, stationOf(i));
      const shared = leaderFirs[i % 10] as { fir: number; station: number };
      await crime(hop1, shared.fir, shared.station);
      if (i >= 15) continue;
      // A second crime with two hop-2 associates.
      const fir = ++firNumber;
      const station = stationOf(i + 1);
      await crime(hop1, fir, station);
      for (let j = 0; j < 2; j++) {
        const n = i * 2 + j;
        const hop2 = await person(`Bench Gang Hop2 ${n + 1}`, stationOf(n));
        await crime(hop2, fir, station);
      }
    }
    await client.query(
      `UPDATE accused a
          SET crime_count = (SELECT count(*) FROM crimes c WHERE c.accused_id = a.id),
              crime_title_ids = ARRAY[$2::int]
        WHERE a.id >= $1 AND a.name_en LIKE 'Bench Gang %'`,
      [leader, title],
    );
    const gang = await client.query<{ id: number }>(
      `SELECT id FROM accused WHERE id >= $1 AND name_en LIKE 'Bench Gang %'`,
      [leader],
    );
    const tx = drizzle(client) as unknown as Executor;
    for (const row of gang.rows) await refreshNameTerms(tx, row.id);
    await client.query('COMMIT');
    return leader;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import * as s from '../schema/index.js';
import * as m from './master-data.js';

/** Sets a serial column's sequence past the highest explicit id we inserted. */
async function syncSequence(db: Executor, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`,
    ),
  );
}

async function upsertNamed(db: Executor, table: PgTable, name: string, rows: m.NamedRow[]) {
  if (rows.length === 0) return;
  await db.insert(table).values(rows).onConflictDoNothing();
  await syncSequence(db, name);
}

/**
 * Master data with fixed ids (the rules refer to several of them). Idempotent: rows that
 * exist are left as they are, so an admin's later edits survive restarts.
 */
export async function seedMasterData(db: Executor): Promise<void> {
  await db.insert(s.states).values(m.STATE).onConflictDoNothing();
  await db
    .insert(s.cities)
    .values(
      m.UNITS.map((u) => ({ id: u.id, stateId: m.STATE.id, nameMr: u.nameMr, nameEn: u.nameEn })),
    )
    .onConflictDoNothing();
  await syncSequence(db, 'cities');

  let stationId = 0;
  const stations = m.UNITS.flatMap((u) =>
    u.stations.map((st) => ({
      id: ++stationId,
      cityId: u.id,
      nameMr: st.nameMr,
      nameEn: st.nameEn,
    })),
  );
  await db.insert(s.policeStations).values(stations).onConflictDoNothing();
  await syncSequence(db, 'police_stations');

  await upsertNamed(db, s.religions, 'religions', m.RELIGIONS);
  await upsertNamed(db, s.crimeTypes, 'crime_types', m.CRIME_TYPES);
  await db.insert(s.crimeTitles).values(m.CRIME_TITLES).onConflictDoNothing();
  await syncSequence(db, 'crime_titles');
  await upsertNamed(db, s.crimeStatuses, 'crime_statuses', m.CRIME_STATUSES);
  await upsertNamed(db, s.currentStatuses, 'current_statuses', m.CURRENT_STATUSES);
  await upsertNamed(
    db,
    s.preventiveActionTypes,
    'preventive_action_types',
    m.PREVENTIVE_ACTION_TYPES,
  );
  await upsertNamed(db, s.spotTypes, 'spot_types', m.SPOT_TYPES);
  await upsertNamed(db, s.wantedTypes, 'wanted_types', m.WANTED_TYPES);

  await db.insert(s.faqItems).values(m.FAQ_ITEMS).onConflictDoNothing();

  await db
    .insert(s.acts)
    .values(m.ACTS.map((a) => ({ id: a.id, code: a.code, nameMr: a.nameMr, nameEn: a.nameEn })))
    .onConflictDoNothing();
  await syncSequence(db, 'acts');
  await db
    .insert(s.sections)
    .values(
      m.ACTS.flatMap((a) =>
        a.sections.map((sec) => ({
          actId: a.id,
          code: sec.code,
          nameMr: sec.nameMr,
          nameEn: sec.nameEn,
        })),
      ),
    )
    .onConflictDoNothing();
}

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  accused,
  gpsCheckins,
  outbox,
  overdueAccused,
  overdueRuns,
  unitSettings,
} from '../db/schema/index.js';

/** Test-only writes and reads for the overdue check (issue 20 item 3). */

export async function setAccusedCreatedAt(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(accused).set({ createdAt: at }).where(eq(accused.id, id));
}

export async function setAccusedActive(db: Executor, id: number, active: boolean): Promise<void> {
  await db.update(accused).set({ active }).where(eq(accused.id, id));
}

export async function deleteCheckinsOf(db: Executor, id: number): Promise<void> {
  await db.delete(gpsCheckins).where(eq(gpsCheckins.accusedId, id));
}

export async function deleteUnitSettings(db: Executor, cityId: number): Promise<void> {
  await db.delete(unitSettings).where(eq(unitSettings.cityId, cityId));
}

export async function setOverdueDays(db: Executor, cityId: number, days: number): Promise<void> {
  await db
    .insert(unitSettings)
    .values({ cityId, overdueCheckDays: days })
    .onConflictDoUpdate({ target: unitSettings.cityId, set: { overdueCheckDays: days } });
}

export function overdueOf(db: Executor, day: string) {
  return db
    .select()
    .from(overdueAccused)
    .where(eq(overdueAccused.runDate, day))
    .orderBy(asc(overdueAccused.accusedId));
}

export function runsKept(db: Executor) {
  return db.select().from(overdueRuns).orderBy(asc(overdueRuns.runDate));
}

/** The push payloads queued after outbox row `afterId`. */
export async function pushesAfter(db: Executor, afterId: number) {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.channel, 'push'), gt(outbox.id, afterId)))
    .orderBy(asc(outbox.id));
  return rows.map((r) => r.payload as { token: string; title: string; body: string; url?: string });
}

export async function deleteRuns(db: Executor): Promise<void> {
  await db.execute(sql`delete from overdue_runs`);
}

/** `n` bare active accused at a station, entered `daysAgo` days ago and never checked. */
export async function insertNeverChecked(
  db: Executor,
  place: { cityId: number; stationId: number },
  n: number,
  createdAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into accused (name, age, religion_id, address, address_state_id, address_city_id,
                         address_station_id, history_sheeter, city_id, station_id, created_at)
    select 'चाचणी ' || i, 30, (select min(id) from religions), 'पत्ता', 1, ${place.cityId},
           ${place.stationId}, 2, ${place.cityId}, ${place.stationId}, ${createdAt.toISOString()}::timestamptz
    from generate_series(1, ${n}) i`);
}

/** Any police station with its unit. */
export async function someStation(db: Executor): Promise<{ cityId: number; stationId: number }> {
  const rows = await db.execute(sql`select city_id, id from police_stations order by id limit 1`);
  const row = (rows as { rows: { city_id: number; id: number }[] }).rows[0];
  if (!row) throw new Error('no station');
  return { cityId: row.city_id, stationId: row.id };
}

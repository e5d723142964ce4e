import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Catalogue reads and raw GPS rows for the partitioning tests (issue 8 §4). */
export async function gpsPartitions(db: Executor): Promise<string[]> {
  const r = (await db.execute(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'gps_checkins'::regclass order by 1`)) as { rows: { name: string }[] };
  return r.rows.map((x) => x.name);
}

export async function isPartitioned(db: Executor, table: string): Promise<boolean> {
  const r = (await db.execute(
    sql`select relkind from pg_class where oid = to_regclass(${table})`,
  )) as { rows: { relkind: string }[] };
  return r.rows[0]?.relkind === 'p';
}

/** The partition that holds a check-in. */
export async function partitionOfCheckin(db: Executor, id: number): Promise<string | undefined> {
  const r = (await db.execute(
    sql`select tableoid::regclass::text as part from gps_checkins where id = ${id}`,
  )) as { rows: { part: string }[] };
  return r.rows[0]?.part;
}

export interface RawCheckin {
  id?: number;
  clientId: string;
  accusedId: number;
  appUserId: number;
  cityId: number;
  stationId: number;
  capturedAt: string;
}

/**
 * An accused in plain SQL naming only the columns it had at migration 0008: the schema's
 * insert would name the columns later migrations added.
 */
export async function insertRawAccused(
  db: Executor,
  row: { name: string; cityId: number; stationId: number },
): Promise<number> {
  const r = (await db.execute(sql`
    insert into accused (name, name_en, age, religion_id, address, address_state_id,
      address_city_id, address_station_id, history_sheeter, city_id, station_id)
    values (${row.name}, ${row.name}, 30, (select min(id) from religions), 'Test address', 1,
      ${row.cityId}, ${row.stationId}, 1, ${row.cityId}, ${row.stationId})
    returning id`)) as { rows: { id: number }[] };
  return r.rows[0]!.id;
}

/** Plain SQL on purpose: it must work on the table before and after migration 0009. */
export async function insertRawCheckin(db: Executor, row: RawCheckin): Promise<number> {
  const r = (await db.execute(sql`
    insert into gps_checkins (client_id, accused_id, app_user_id, city_id, station_id,
      latitude, longitude, found, details, captured_at)
    values (${row.clientId}, ${row.accusedId}, ${row.appUserId}, ${row.cityId}, ${row.stationId},
      18.5, 73.8, true, 'raw', ${row.capturedAt}::timestamptz)
    returning id`)) as { rows: { id: number }[] };
  return r.rows[0]!.id;
}

export async function checkinRows(db: Executor) {
  const r = (await db.execute(sql`
    select id, client_id as "clientId", captured_at as "capturedAt" from gps_checkins
    order by id`)) as { rows: { id: number; clientId: string; capturedAt: Date | string }[] };
  return r.rows.map((x) => ({ ...x, capturedAt: new Date(x.capturedAt).toISOString() }));
}

/** The relations a city's query over [from, to) reads, from its EXPLAIN plan. */
export async function relationsScanned(
  db: Executor,
  cityId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const r = (await db.execute(sql`
    explain (format json) select count(*) from gps_checkins
    where city_id = ${cityId} and captured_at >= ${from}::timestamptz
      and captured_at < ${to}::timestamptz`)) as { rows: { 'QUERY PLAN': unknown }[] };
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n['Relation Name'] === 'string') names.add(n['Relation Name']);
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') walk(v);
    }
  };
  const plan = r.rows[0]!['QUERY PLAN'];
  walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
  return [...names].sort();
}

/**
 * The few rows the pre-0009 test needs (a unit, Kothrud, a religion, an app user), in plain
 * SQL: the seeds follow today's schema, and a column added by a later migration (issue 20:
 * station positions) would not exist yet on a database migrated to 0008 only.
 */
export async function insertPreMigrationPlaces(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into states (id, name_mr, name_en) values (1, 'महाराष्ट्र', 'Maharashtra')`);
  await db.execute(sql`
    insert into cities (id, state_id, name_mr, name_en) values (1, 1, 'पुणे शहर', 'Pune City')`);
  await db.execute(sql`
    insert into police_stations (id, city_id, name_mr, name_en) values (2, 1, 'कोथरूड', 'Kothrud')`);
  await db.execute(sql`insert into religions (name_mr, name_en) values ('हिंदू', 'Hindu')`);
  await db.execute(sql`
    insert into app_users (first_name, last_name, phone, status, city_id, station_id)
    values ('Field', 'Kothrud', '9100000002', 1, 1, 2)`);
}

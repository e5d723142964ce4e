import { EXTERNMENT_ACTION_IDS, type Breach, type BreachFilter } from '@cmis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { istMidnight } from '../../db/dates.js';
import { rawRows } from '../../db/raw-query.js';
import { scopeSql } from '../../db/scope.js';
import type { Scope } from '../../platform/scope.js';

/** An event that may breach an externment order: which kind, which row (issue 20 item 2). */
export type BreachEvent =
  | { kind: 'checkin'; id: number; capturedAt: Date }
  | { kind: 'sighting'; id: number }
  | { kind: 'arrest'; id: number }
  | { kind: 'crime'; id: number };

/**
 * The event as one row: the accused, where (unit, police station, position), when (the
 * instant, and the India day the order's period is compared with). A check-in and a
 * sighting carry the phone's position; an arrest and a crime the station's.
 */
function eventRow(event: BreachEvent): SQL {
  switch (event.kind) {
    case 'checkin':
      // gps_checkins is partitioned by captured_at: the time finds the one partition.
      return sql`select g.id, g.accused_id, g.city_id, g.station_id, g.latitude, g.longitude,
          g.photo_id, g.captured_at as occurred_at,
          (g.captured_at at time zone 'Asia/Kolkata')::date as day
        from gps_checkins g
        where g.id = ${event.id} and g.captured_at = ${event.capturedAt.toISOString()}::timestamptz`;
    case 'sighting':
      return sql`select s.id, s.accused_id, s.city_id, s.station_id, s.latitude, s.longitude,
          s.photo_id, s.seen_at as occurred_at,
          (s.seen_at at time zone 'Asia/Kolkata')::date as day
        from field_sightings s where s.id = ${event.id}`;
    case 'arrest':
      // An arrest is made by its crime's police station, in the arrest's unit.
      return sql`select a.id, a.accused_id, a.city_id, c.station_id, ps.latitude, ps.longitude,
          null::uuid as photo_id, a.arrested_at as occurred_at,
          (a.arrested_at at time zone 'Asia/Kolkata')::date as day
        from arrests a
        join crimes c on c.id = a.crime_id
        join police_stations ps on ps.id = c.station_id
        where a.id = ${event.id}`;
    case 'crime':
      return sql`select c.id, c.accused_id, c.city_id, c.station_id, ps.latitude, ps.longitude,
          null::uuid as photo_id, ${istMidnight(sql`c.registered_on`)} as occurred_at,
          c.registered_on as day
        from crimes c
        join police_stations ps on ps.id = c.station_id
        where c.id = ${event.id}`;
  }
}

/** The types of preventive action that extern a person (MPA sections 55, 56, 57). */
const externmentTypes = sql.raw(EXTERNMENT_ACTION_IDS.join(', '));

export interface RaisedBreach {
  id: number;
  stationId: number;
  name: string;
  stationName: string;
}

/**
 * The rule (docs/reports.md "Externment breaches"): the event's accused holds an externment
 * order whose period (India days, both ends included) holds the event's day and whose area
 * (whole units, or police stations) holds the event's place. One row per (kind, source row,
 * order); a resend or an update of the same row adds nothing. Answers the rows it added.
 */
export async function insertBreaches(db: Executor, event: BreachEvent): Promise<RaisedBreach[]> {
  return rawRows<RaisedBreach>(
    db,
    sql`with e as (${eventRow(event)}),
      added as (
        insert into externment_breaches
          (accused_id, preventive_action_id, kind, source_id, city_id, station_id,
           latitude, longitude, photo_id, occurred_at)
        select e.accused_id, p.id, ${event.kind}, e.id, e.city_id, e.station_id,
               e.latitude, e.longitude, e.photo_id, e.occurred_at
          from e
          join preventive_actions p
            on p.accused_id = e.accused_id
           and p.action_type_id in (${externmentTypes})
           and e.day between p.date_from and p.date_to
           and (e.city_id = any(p.externment_city_ids) or e.station_id = any(p.externment_station_ids))
        on conflict (kind, source_id, preventive_action_id) do nothing
        returning id, accused_id, station_id
      )
      select added.id, added.station_id as "stationId", a.name, ps.name_mr as "stationName"
        from added
        join accused a on a.id = added.accused_id
        join police_stations ps on ps.id = added.station_id
       order by added.id`,
  );
}

const COLUMNS = sql`b.id, b.accused_id as "accusedId", a.name, a.name_en as "nameEn", b.kind,
  b.city_id as "cityId", c.name_mr as "cityMr", c.name_en as "cityEn",
  b.station_id as "stationId", ps.name_mr as "stationMr", ps.name_en as "stationEn",
  b.latitude, b.longitude, b.photo_id as "photoId", b.occurred_at as "occurredAt",
  b.created_at as "createdAt", b.preventive_action_id as "preventiveActionId",
  t.name_mr as "typeMr", t.name_en as "typeEn", p.date_from::text as "dateFrom",
  p.date_to::text as "dateTo", b.acknowledged_at as "acknowledgedAt",
  u.name as "acknowledgedBy", b.acknowledge_note as "acknowledgeNote"`;

const FROM = sql`externment_breaches b
  join accused a on a.id = b.accused_id
  join cities c on c.id = b.city_id
  join police_stations ps on ps.id = b.station_id
  join preventive_actions p on p.id = b.preventive_action_id
  join preventive_action_types t on t.id = p.action_type_id
  left join users u on u.id = b.acknowledged_by`;

export interface BreachRow {
  id: number;
  accusedId: number;
  name: string;
  nameEn: string;
  kind: Breach['kind'];
  cityId: number;
  cityMr: string;
  cityEn: string;
  stationId: number;
  stationMr: string;
  stationEn: string;
  latitude: number | null;
  longitude: number | null;
  photoId: string | null;
  occurredAt: Date | string;
  createdAt: Date | string;
  preventiveActionId: number;
  typeMr: string;
  typeEn: string;
  dateFrom: string;
  dateTo: string;
  acknowledgedAt: Date | string | null;
  acknowledgedBy: string | null;
  acknowledgeNote: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function toBreach(r: BreachRow): Breach {
  return {
    id: Number(r.id),
    accusedId: Number(r.accusedId),
    name: r.name,
    nameEn: r.nameEn,
    kind: r.kind,
    cityId: Number(r.cityId),
    cityName: { mr: r.cityMr, en: r.cityEn },
    stationId: Number(r.stationId),
    stationName: { mr: r.stationMr, en: r.stationEn },
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    photoUrl: r.photoId ? `/api/files/${r.photoId}` : null,
    occurredAt: iso(r.occurredAt),
    createdAt: iso(r.createdAt),
    preventiveActionId: Number(r.preventiveActionId),
    actionType: { mr: r.typeMr, en: r.typeEn },
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    acknowledgedAt: r.acknowledgedAt === null ? null : iso(r.acknowledgedAt),
    acknowledgedBy: r.acknowledgedBy,
    acknowledgeNote: r.acknowledgeNote,
  };
}

/** The breaches of a scope that pass the filters (the screen's and the export's WHERE). */
function filterWhere(scope: Scope, f: BreachFilter): SQL {
  const parts: SQL[] = [scopeSql(scope, { cityId: sql`b.city_id`, stationId: sql`b.station_id` })];
  if (f.cityId !== undefined) parts.push(sql`b.city_id = ${f.cityId}`);
  if (f.stationId !== undefined) parts.push(sql`b.station_id = ${f.stationId}`);
  if (f.from) parts.push(sql`b.occurred_at >= ${istMidnight(f.from)}`);
  if (f.to) parts.push(sql`b.occurred_at < ${istMidnight(f.to, 1)}`);
  if (f.status === 'open') parts.push(sql`b.acknowledged_at is null`);
  if (f.status === 'acknowledged') parts.push(sql`b.acknowledged_at is not null`);
  if (f.kind) parts.push(sql`b.kind = ${f.kind}`);
  return sql.join(parts, sql` and `);
}

/** One page, newest first, with the total counted by the same statement (rule 8). */
export async function listBreaches(
  db: Executor,
  scope: Scope,
  f: BreachFilter & { page: number; size: number },
): Promise<{ items: Breach[]; total: number }> {
  const where = filterWhere(scope, f);
  const rows = await rawRows<BreachRow & { total: number }>(
    db,
    sql`select ${COLUMNS}, (count(*) over ())::int as total from ${FROM}
         where ${where}
         order by b.occurred_at desc, b.id desc
         limit ${f.size} offset ${f.page * f.size}`,
  );
  if (rows.length === 0 && f.page > 0) {
    const counted = await rawRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from externment_breaches b where ${where}`,
    );
    return { items: [], total: Number(counted[0]?.total ?? 0) };
  }
  return { items: rows.map(toBreach), total: Number(rows[0]?.total ?? 0) };
}

/** One export batch after the last row read, in the screen's order (keyset on time and id). */
export async function breachBatch(
  db: Executor,
  scope: Scope,
  f: BreachFilter,
  after: { occurredAt: string; id: number } | null,
  size: number,
): Promise<BreachRow[]> {
  const keyset = after
    ? sql` and (b.occurred_at, b.id) < (${after.occurredAt}::timestamptz, ${after.id}::int)`
    : sql``;
  return rawRows<BreachRow>(
    db,
    sql`select ${COLUMNS} from ${FROM}
         where ${filterWhere(scope, f)}${keyset}
         order by b.occurred_at desc, b.id desc
         limit ${size}`,
  );
}

/** Every breach of one accused, newest first (the profile's section; at most 200). */
export async function breachesOfAccused(db: Executor, accusedId: number): Promise<Breach[]> {
  const rows = await rawRows<BreachRow>(
    db,
    sql`select ${COLUMNS} from ${FROM}
         where b.accused_id = ${accusedId}
         order by b.occurred_at desc, b.id desc
         limit 200`,
  );
  return rows.map(toBreach);
}

/** Where a breach happened, for the by-id check; undefined when there is no such breach. */
export async function findBreachPlace(db: Executor, id: number) {
  const rows = await rawRows<{ cityId: number; stationId: number; accusedId: number }>(
    db,
    sql`select city_id as "cityId", station_id as "stationId", accused_id as "accusedId"
          from externment_breaches where id = ${id}`,
  );
  const r = rows[0];
  return r && { cityId: Number(r.cityId), stationId: Number(r.stationId), accusedId: r.accusedId };
}

/** Marks an open breach acknowledged; false when it already was (nothing is written). */
export async function acknowledge(
  db: Executor,
  id: number,
  userId: number,
  note: string,
): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`update externment_breaches
           set acknowledged_by = ${userId}, acknowledged_at = now(), acknowledge_note = ${note}
         where id = ${id} and acknowledged_at is null
     returning id`,
  );
  return rows.length === 1;
}

export async function findBreach(db: Executor, id: number): Promise<Breach | undefined> {
  const rows = await rawRows<BreachRow>(db, sql`select ${COLUMNS} from ${FROM} where b.id = ${id}`);
  return rows[0] && toBreach(rows[0]);
}

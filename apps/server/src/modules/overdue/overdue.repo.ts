import { sql } from 'drizzle-orm';
import { DEFAULT_UNIT_SETTINGS } from '@cmis/shared';
import type { Executor } from '../../db/client.js';
import { rawRows } from '../../db/raw-query.js';

/**
 * The daily overdue-check run (issue 20 item 3, decision 0053). `day` is India's calendar
 * day of the run (YYYY-MM-DD); every statement here runs in the run's one transaction.
 */

/**
 * Claims the day's run: the first process to insert the row computes it. A second process
 * inserting the same day while the first is still computing waits on the row's key and
 * then gets nothing back (or claims it, when the first rolled back).
 */
export async function claimRun(tx: Executor, day: string): Promise<boolean> {
  const rows = await rawRows<{ run_date: string }>(
    tx,
    sql`insert into overdue_runs (run_date) values (${day}::date)
        on conflict do nothing returning run_date`,
  );
  return rows.length === 1;
}

/**
 * Every active accused whose last GPS check-in (anywhere), or, never checked, whose record's
 * creation, lies more than its unit's `overdue_check_days` India days before `day`. The unit
 * is the accused's `city_id`, the station its `station_id` (the station that entered it,
 * under which the field app lists it), so each accused is listed once.
 * One aggregate over the check-ins, hashed against the accused: a day's work in one pass.
 */
export async function insertOverdue(tx: Executor, day: string): Promise<number> {
  const rows = await rawRows<{ n: number }>(
    tx,
    sql`with inserted as (
          insert into overdue_accused
            (run_date, accused_id, city_id, station_id, last_checkin_at, days_unchecked)
          select ${day}::date, a.id, a.city_id, a.station_id, last.at,
                 ${day}::date - (coalesce(last.at, a.created_at) at time zone 'Asia/Kolkata')::date
          from accused a
          left join unit_settings us on us.city_id = a.city_id
          left join (
            select g.accused_id, max(g.captured_at) as at from gps_checkins g group by g.accused_id
          ) last on last.accused_id = a.id
          where a.active
            and ${day}::date - (coalesce(last.at, a.created_at) at time zone 'Asia/Kolkata')::date
                > coalesce(us.overdue_check_days, ${DEFAULT_UNIT_SETTINGS.overdueCheckDays})
          returning 1
        )
        select count(*)::int as n from inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function finishRun(tx: Executor, day: string): Promise<void> {
  await tx.execute(sql`update overdue_runs set finished_at = now() where run_date = ${day}::date`);
}

/** Runs (and, by cascade, their lists) from before `keepFrom` are deleted. */
export async function deleteRunsBefore(tx: Executor, keepFrom: string): Promise<number> {
  const rows = await rawRows<{ run_date: string }>(
    tx,
    sql`delete from overdue_runs where run_date < ${keepFrom}::date returning run_date`,
  );
  return rows.length;
}

export interface PushTarget {
  stationId: number;
  accusedId: number;
  name: string;
  days: number;
  /** How many accused the station has overdue on the day. */
  stationTotal: number;
}

/** The `perStation` most overdue accused of every station of the day's run, most first. */
export async function pushTargets(
  tx: Executor,
  day: string,
  perStation: number,
): Promise<PushTarget[]> {
  const rows = await rawRows<{
    station_id: number;
    accused_id: number;
    name: string;
    days_unchecked: number;
    station_total: number;
  }>(
    tx,
    sql`select r.station_id, r.accused_id, a.name, r.days_unchecked, r.station_total
        from (
          select o.station_id, o.accused_id, o.days_unchecked,
                 row_number() over w as n,
                 count(*) over (partition by o.station_id)::int as station_total
          from overdue_accused o
          where o.run_date = ${day}::date
          window w as (partition by o.station_id order by o.days_unchecked desc, o.accused_id)
        ) r
        join accused a on a.id = r.accused_id
        where r.n <= ${perStation}
        order by r.station_id, r.days_unchecked desc, r.accused_id`,
  );
  return rows.map((r) => ({
    stationId: Number(r.station_id),
    accusedId: Number(r.accused_id),
    name: r.name,
    days: Number(r.days_unchecked),
    stationTotal: Number(r.station_total),
  }));
}

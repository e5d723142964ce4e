import {
  ANALYTICS_DAILY_MAX_DAYS,
  DEFAULT_ANALYTICS_DURATION,
  type Analytics,
  type AnalyticsBar,
  type AnalyticsDuration,
  type AnalyticsQuery,
  istDate,
} from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { ownUnitOf } from '../../platform/scope.js';
import { preventiveByStation } from '../reports/reports.repo.js';
import { twoPlusByStation } from '../reports/two-plus.repo.js';
import * as repo from './analytics.repo.js';

/** Far enough back to mean "no lower bound" for the reports' own queries, which need a day. */
const EVER = '1900-01-01';

/** `day` minus `months` calendar months, the day clamped to the target month (31 Aug − 6 = 28/29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(d, last)));
  return date.toISOString().slice(0, 10);
}

/**
 * The duration's days (spec 3 §2.11, §9): today; monthly = this calendar month to today;
 * six months = six months ago to today; one year = twelve months ago to today; all = no
 * lower bound. Every range ends today (Indian day).
 */
export function durationRange(duration: AnalyticsDuration, today: string): repo.OpenRange {
  switch (duration) {
    case 'today':
      return { start: today, end: today };
    case 'month':
      return { start: `${today.slice(0, 8)}01`, end: today };
    case 'six-months':
      return { start: monthsBefore(today, 6), end: today };
    case 'year':
      return { start: monthsBefore(today, 12), end: today };
    case 'all':
      return { start: null, end: today };
  }
}

const daysIn = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

const stationBars = (rows: repo.StationCount[]): AnalyticsBar[] =>
  rows.map((r) => ({
    key: String(r.stationId),
    label: r.stationMr,
    labelEn: r.stationEn,
    value: r.count,
  }));

export async function analytics(deps: Deps, actor: Actor, q: AnalyticsQuery): Promise<Analytics> {
  // Spec 3 §2.11, §6: role 4's dashboard over its own unit; the route's permission already
  // keeps other roles out, and a unit admin without a unit has nothing to chart.
  const cityId = ownUnitOf(actor);
  const custom = q.startDate !== undefined;
  const duration = custom ? 'custom' : (q.duration ?? DEFAULT_ANALYTICS_DURATION);
  const range: repo.OpenRange =
    q.startDate !== undefined
      ? { start: q.startDate, end: q.endDate ?? q.startDate }
      : durationRange(duration as AnalyticsDuration, istDate());

  let bucket: Analytics['bucket'] = 'station';
  let bars: AnalyticsBar[];
  switch (q.type) {
    case 'filled':
    case 'not-filled': {
      // 'all' starts at the unit's first check-in (today when there is none).
      const start = range.start ?? (await repo.firstCheckinDay(deps.readDb, cityId)) ?? range.end;
      range.start = start;
      bucket = daysIn(start, range.end) <= ANALYTICS_DAILY_MAX_DAYS ? 'day' : 'month';
      const rows = await repo.filledStations(
        deps.readDb,
        cityId,
        { start, end: range.end },
        bucket,
      );
      bars = rows.map((r) => ({
        key: r.key,
        label: r.key,
        labelEn: r.key,
        value: q.type === 'filled' ? r.filled : Math.max(r.stations - r.filled, 0),
      }));
      break;
    }
    case 'two-plus':
      bars = stationBars(
        await twoPlusByStation(
          deps.readDb,
          { level: 'unit', cityId },
          'count',
          { start: range.start ?? EVER, end: range.end },
          [],
        ),
      );
      break;
    case 'preventive':
      bars = stationBars(
        await preventiveByStation(deps.readDb, cityId, 'new', {
          start: range.start ?? EVER,
          end: range.end,
        }),
      );
      break;
    case 'surveillance':
      bars = stationBars(await repo.visitsByStation(deps.readDb, cityId, range));
      break;
    case 'app-users':
      bars = stationBars(await repo.appUsersByStation(deps.readDb, cityId, range));
      break;
  }
  return {
    type: q.type,
    duration,
    bucket,
    range: { start: range.start, end: range.end },
    bars,
    totalRecord: bars.reduce((sum, b) => sum + b.value, 0),
  };
}

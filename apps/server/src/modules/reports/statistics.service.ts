import type {
  Language,
  NotCheckedQuery,
  NotCheckedReport,
  ReportRangeQuery,
  StateAccusedReport,
  StateGpsReport,
  StatisticsQuery,
  StatisticsReport,
} from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { type Scope, scopeOf, seesState } from '../../platform/scope.js';
import { forbidden } from '../../platform/errors.js';
import { stampOf } from '../../platform/report-xlsx.js';
import type { XlsxColumn } from '../../platform/xlsx-stream.js';
import { keysetBatches } from '../../platform/xlsx-stream.js';
import type { DayRange } from './reports.repo.js';
import { byLine, labelsOf, rangeText, scopeLine, type Labels } from './reports.service.js';
import * as repo from './statistics.repo.js';

/**
 * Spec 3 §2.6 statistical reports (/reports, /reports4) and the state reports
 * /reportSupReport3 and /reportSupReport4 (spec 1 §2), decision 0025; docs/reports.md.
 */

const BATCH = 2000;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const rangeOf = (q: ReportRangeQuery): DayRange => ({
  start: q.startDate,
  end: q.endDate ?? q.startDate,
});
type Name = { mr: string; en: string };

export const STATISTICS_TITLE = { mr: 'आरोपी सांख्यिकी अहवाल', en: 'Accused Statistical Report' };
export const NOT_CHECKED_TITLE = { mr: 'तपासणी न झालेले आरोपी', en: 'Accused Not Yet Checked' };
export const STATE_ACCUSED_TITLE = { mr: 'राज्य आरोपी अहवाल', en: 'State Accused Report' };
export const STATE_GPS_TITLE = { mr: 'राज्य जीपीएस तपासणी अहवाल', en: 'State GPS Check Report' };

const SR = { mr: 'अ. क्र.', en: 'Sr No' };
const TOTAL = { mr: 'एकूण', en: 'Total' };

/** Role 8 may narrow the state to one unit; the other roles' scope is their own. */
function statisticsScope(actor: Actor, cityId: number | undefined): Scope {
  return scopeOf(actor, { cityId });
}

function sumOf<T>(rows: readonly T[], f: (r: T) => number) {
  return rows.reduce((n, r) => n + f(r), 0);
}

/**
 * An aggregate report's workbook: numbered rows, then the total row (already summed from
 * rows the database counted).
 */
async function aggregateWorkbook<K extends string>(
  deps: Deps,
  actor: Actor,
  l: Labels,
  o: {
    title: Name;
    dates: string;
    scope?: string;
    columns: readonly XlsxColumn<K>[];
    rows: Partial<Record<K, unknown>>[];
    total: Partial<Record<K, unknown>>;
  },
) {
  const title = l.label(o.title);
  async function* rows() {
    yield o.rows.map((r, i) => ({ ...r, no: i + 1 }) as Partial<Record<K, unknown>>);
    yield [o.total];
  }
  return {
    title,
    book: {
      title,
      scopeLine: o.scope ?? (await scopeLine(deps, actor, l, o.dates)),
      generatedBy: byLine(actor, l),
      columns: o.columns,
      rows: rows(),
    },
  };
}

// ---- /reports: accused statistical report (spec 3 §2.6, §3) ----

export async function statisticsReport(
  deps: Deps,
  actor: Actor,
  q: StatisticsQuery,
): Promise<StatisticsReport> {
  const found = await repo.figures(
    deps.readDb,
    'station',
    statisticsScope(actor, q.cityId),
    rangeOf(q),
  );
  const rows = found.map((r) => ({
    stationId: r.group_id,
    station: { mr: r.name_mr, en: r.name_en },
    unit: { mr: r.unit_mr, en: r.unit_en },
    totalCriminals: r.active,
    totalInactiveCriminals: r.inactive,
    enteredInRange: r.entered,
    checked: r.checked,
    found: r.found,
    notFound: r.checked - r.found,
    remaining: r.remaining,
    lastUpdate: iso(r.last_at),
    activeUsers: r.approved_users,
  }));
  const last = rows.reduce<string | null>(
    (m, r) => (r.lastUpdate && (!m || r.lastUpdate > m) ? r.lastUpdate : m),
    null,
  );
  return {
    rows,
    total: {
      totalCriminals: sumOf(rows, (r) => r.totalCriminals),
      totalInactiveCriminals: sumOf(rows, (r) => r.totalInactiveCriminals),
      enteredInRange: sumOf(rows, (r) => r.enteredInRange),
      checked: sumOf(rows, (r) => r.checked),
      found: sumOf(rows, (r) => r.found),
      notFound: sumOf(rows, (r) => r.notFound),
      remaining: sumOf(rows, (r) => r.remaining),
      lastUpdate: last,
      activeUsers: sumOf(rows, (r) => r.activeUsers),
    },
  };
}

export async function statisticsWorkbook(
  deps: Deps,
  actor: Actor,
  q: StatisticsQuery,
  language: Language,
) {
  const l = labelsOf(language);
  const report = await statisticsReport(deps, actor, q);
  const range = rangeOf(q);
  const state = seesState(actor);
  const cols = [
    { header: l.label(SR), key: 'no', width: 8 },
    ...(state ? [{ header: l.label({ mr: 'घटक', en: 'Unit' }), key: 'unit', width: 22 }] : []),
    { header: l.label({ mr: 'पोलीस ठाणे', en: 'Police station' }), key: 'station', width: 24 },
    { header: l.label({ mr: 'सक्रिय आरोपी', en: 'Active accused' }), key: 'active', width: 12 },
    {
      header: l.label({ mr: 'निष्क्रिय आरोपी', en: 'Inactive accused' }),
      key: 'inactive',
      width: 12,
    },
    {
      header: l.label({ mr: 'कालावधीत नोंदलेले', en: 'Entered in range' }),
      key: 'entered',
      width: 12,
    },
    { header: l.label({ mr: 'तपासलेले', en: 'Checked' }), key: 'checked', width: 10 },
    { header: l.label({ mr: 'मिळालेले', en: 'Found' }), key: 'found', width: 10 },
    { header: l.label({ mr: 'न मिळालेले', en: 'Not found' }), key: 'notFound', width: 10 },
    { header: l.label({ mr: 'उर्वरित', en: 'Remaining' }), key: 'remaining', width: 10 },
    { header: l.label({ mr: 'शेवटची तपासणी', en: 'Last check-in' }), key: 'last', width: 18 },
    {
      header: l.label({ mr: 'सक्रिय ॲप वापरकर्ते', en: 'Active app users' }),
      key: 'users',
      width: 12,
    },
  ] as const;
  const line = (r: Omit<StatisticsReport['rows'][number], 'stationId' | 'station' | 'unit'>) => ({
    active: r.totalCriminals,
    inactive: r.totalInactiveCriminals,
    entered: r.enteredInRange,
    checked: r.checked,
    found: r.found,
    notFound: r.notFound,
    remaining: r.remaining,
    last: r.lastUpdate ? stampOf(new Date(r.lastUpdate)) : '',
    users: r.activeUsers,
  });
  return aggregateWorkbook(deps, actor, l, {
    title: STATISTICS_TITLE,
    dates: rangeText(range, l),
    scope:
      state && q.cityId !== undefined && report.rows[0]
        ? `${l.label({ mr: 'घटक', en: 'Unit' })}: ${l.label(report.rows[0].unit)} · ${rangeText(range, l)}`
        : undefined,
    columns: cols,
    rows: report.rows.map((r) => ({
      unit: l.label(r.unit),
      station: l.label(r.station),
      ...line(r),
    })),
    total: { station: l.label(TOTAL), ...line(report.total) },
  });
}

// ---- /reports4: accused not yet checked (spec 3 §2.6) ----

/** Roles 2 and 4 (spec: the user id for non-role-4, i.e. role 2's station; role 4's unit). */
function notCheckedScope(actor: Actor): Scope {
  if (seesState(actor)) throw forbidden();
  return scopeOf(actor);
}

function notCheckedOut(r: repo.NotCheckedDbRow) {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    station: { mr: r.stationMr, en: r.stationEn },
    address: r.address,
    mobile: r.mobile,
    lastCheckin: iso(r.lastCheckin),
    photoUrls: r.photoIds.map((id) => `/api/files/${id}`),
  };
}

export async function notCheckedReport(
  deps: Deps,
  actor: Actor,
  q: NotCheckedQuery,
): Promise<NotCheckedReport> {
  const page = await repo.notCheckedPage(deps.readDb, notCheckedScope(actor), rangeOf(q), q, q);
  return { items: page.items.map(notCheckedOut), total: page.total };
}

export async function notCheckedWorkbook(
  deps: Deps,
  actor: Actor,
  q: Omit<NotCheckedQuery, 'page' | 'size'>,
  language: Language,
) {
  const scope = notCheckedScope(actor);
  const l = labelsOf(language);
  const range = rangeOf(q);
  const title = l.label(NOT_CHECKED_TITLE);
  const columns = [
    { header: l.label(SR), key: 'sr', width: 8 },
    { header: l.label({ mr: 'नाव', en: 'Name' }), key: 'name', width: 30 },
    { header: l.label({ mr: 'पोलीस ठाणे', en: 'Police station' }), key: 'station', width: 22 },
    { header: l.label({ mr: 'पत्ता', en: 'Address' }), key: 'address', width: 40 },
    { header: l.label({ mr: 'मोबाईल', en: 'Mobile' }), key: 'mobile', width: 14 },
    { header: l.label({ mr: 'शेवटची तपासणी', en: 'Last check-in' }), key: 'last', width: 18 },
  ] as const;
  const never = l.label({ mr: 'कधीही नाही', en: 'Never' });
  async function* rows() {
    for await (const batch of keysetBatches<repo.NotCheckedDbRow>(
      (after) => repo.notCheckedBatch(deps.readDb, scope, range, q, after, BATCH),
      BATCH,
    )) {
      yield batch.map((r) => ({
        name: l.mr || !r.nameEn ? r.name : r.nameEn,
        station: l.mr ? r.stationMr : r.stationEn,
        address: r.address,
        mobile: r.mobile ?? '',
        last: r.lastCheckin ? stampOf(new Date(r.lastCheckin)) : never,
      }));
    }
  }
  return {
    title,
    book: {
      title,
      scopeLine: await scopeLine(deps, actor, l, rangeText(range, l)),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

// ---- /reportSupReport3: accused per unit of the state (role 8) ----

export async function stateAccusedReport(
  deps: Deps,
  q: ReportRangeQuery,
): Promise<StateAccusedReport> {
  const found = await repo.figures(deps.readDb, 'unit', { level: 'state' }, rangeOf(q));
  const rows = found.map((r) => ({
    cityId: r.group_id,
    unit: { mr: r.name_mr, en: r.name_en },
    stations: r.stations,
    totalAccused: r.total_all,
    active: r.active,
    inactive: r.inactive,
    enteredInRange: r.entered,
    twoPlus: r.two_plus,
  }));
  return {
    rows,
    total: {
      stations: sumOf(rows, (r) => r.stations),
      totalAccused: sumOf(rows, (r) => r.totalAccused),
      active: sumOf(rows, (r) => r.active),
      inactive: sumOf(rows, (r) => r.inactive),
      enteredInRange: sumOf(rows, (r) => r.enteredInRange),
      twoPlus: sumOf(rows, (r) => r.twoPlus),
    },
  };
}

export async function stateAccusedWorkbook(
  deps: Deps,
  actor: Actor,
  q: ReportRangeQuery,
  language: Language,
) {
  const l = labelsOf(language);
  const report = await stateAccusedReport(deps, q);
  const columns = [
    { header: l.label(SR), key: 'no', width: 8 },
    { header: l.label({ mr: 'घटक', en: 'Unit' }), key: 'unit', width: 24 },
    { header: l.label({ mr: 'पोलीस ठाणी', en: 'Police stations' }), key: 'stations', width: 12 },
    { header: l.label({ mr: 'एकूण आरोपी', en: 'Total accused' }), key: 'totalAccused', width: 12 },
    { header: l.label({ mr: 'सक्रिय', en: 'Active' }), key: 'active', width: 10 },
    { header: l.label({ mr: 'निष्क्रिय', en: 'Inactive' }), key: 'inactive', width: 10 },
    {
      header: l.label({ mr: 'कालावधीत नोंदलेले', en: 'Entered in range' }),
      key: 'enteredInRange',
      width: 12,
    },
    { header: l.label({ mr: '२+ आरोपी', en: '2-plus accused' }), key: 'twoPlus', width: 10 },
  ] as const;
  return aggregateWorkbook(deps, actor, l, {
    title: STATE_ACCUSED_TITLE,
    dates: rangeText(rangeOf(q), l),
    columns,
    rows: report.rows.map(({ cityId: _id, unit, ...r }) => ({ unit: l.label(unit), ...r })),
    total: { unit: l.label(TOTAL), ...report.total },
  });
}

// ---- /reportSupReport4: GPS checks per unit of the state (role 8) ----

export async function stateGpsReport(deps: Deps, q: ReportRangeQuery): Promise<StateGpsReport> {
  const found = await repo.figures(deps.readDb, 'unit', { level: 'state' }, rangeOf(q));
  const rows = found.map((r) => ({
    cityId: r.group_id,
    unit: { mr: r.name_mr, en: r.name_en },
    active: r.active,
    checked: r.checked,
    found: r.found,
    notFound: r.checked - r.found,
    remaining: r.remaining,
    checkins: r.checkins,
    checkinUsers: r.checkin_users,
  }));
  return {
    rows,
    total: {
      active: sumOf(rows, (r) => r.active),
      checked: sumOf(rows, (r) => r.checked),
      found: sumOf(rows, (r) => r.found),
      notFound: sumOf(rows, (r) => r.notFound),
      remaining: sumOf(rows, (r) => r.remaining),
      checkins: sumOf(rows, (r) => r.checkins),
      checkinUsers: sumOf(rows, (r) => r.checkinUsers),
    },
  };
}

export async function stateGpsWorkbook(
  deps: Deps,
  actor: Actor,
  q: ReportRangeQuery,
  language: Language,
) {
  const l = labelsOf(language);
  const report = await stateGpsReport(deps, q);
  const columns = [
    { header: l.label(SR), key: 'no', width: 8 },
    { header: l.label({ mr: 'घटक', en: 'Unit' }), key: 'unit', width: 24 },
    { header: l.label({ mr: 'सक्रिय आरोपी', en: 'Active accused' }), key: 'active', width: 12 },
    { header: l.label({ mr: 'तपासलेले', en: 'Checked' }), key: 'checked', width: 10 },
    { header: l.label({ mr: 'मिळालेले', en: 'Found' }), key: 'found', width: 10 },
    { header: l.label({ mr: 'न मिळालेले', en: 'Not found' }), key: 'notFound', width: 10 },
    { header: l.label({ mr: 'उर्वरित', en: 'Remaining' }), key: 'remaining', width: 10 },
    { header: l.label({ mr: 'तपासण्या', en: 'Check-ins' }), key: 'checkins', width: 10 },
    {
      header: l.label({ mr: 'तपासणी केलेले ॲप वापरकर्ते', en: 'App users who checked' }),
      key: 'checkinUsers',
      width: 14,
    },
  ] as const;
  return aggregateWorkbook(deps, actor, l, {
    title: STATE_GPS_TITLE,
    dates: rangeText(rangeOf(q), l),
    columns,
    rows: report.rows.map(({ cityId: _id, unit, ...r }) => ({ unit: l.label(unit), ...r })),
    total: { unit: l.label(TOTAL), ...report.total },
  });
}

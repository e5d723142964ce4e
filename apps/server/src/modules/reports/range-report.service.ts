import {
  RANGE_REPORT_COLUMNS,
  type Language,
  type RangeReport,
  type RangeReportCounts,
  type RangeReportQuery,
} from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { scopeOf, seesState, type Scope } from '../../platform/scope.js';
import * as repo from './range-report.repo.js';
import { byLine, labelsOf, rangeText, scopeLineOf, type Labels } from './reports.service.js';

/**
 * The scope comes from the signed-in user (spec 3 §6); the super admin's `cityId` narrows
 * the state to one unit, and is ignored for everyone else, so it never widens a scope.
 */
function rangeScope(actor: Actor, q: RangeReportQuery): Scope {
  return scopeOf(actor, { cityId: q.cityId });
}

const rangeOf = (q: RangeReportQuery) => ({ start: q.startDate, end: q.endDate ?? q.startDate });

/** Spec 3 §2.6 date-range report (/reports5, decision 0028): one row per police station. */
export async function rangeReport(
  deps: Deps,
  actor: Actor,
  q: RangeReportQuery,
): Promise<RangeReport> {
  const found = await repo.rangeByStation(deps.readDb, rangeScope(actor, q), rangeOf(q));
  const rows = found.map((r) => ({
    cityId: r.city_id,
    unit: { mr: r.unit_mr, en: r.unit_en },
    stationId: r.station_id,
    station: { mr: r.station_mr, en: r.station_en },
    accused: r.accused,
    crimes: r.crimes,
    arrests: r.arrests,
    preventive: r.preventive,
    checkins: r.checkins,
    checkedAccused: r.checked_accused,
    visits: r.visits,
    summons: r.summons,
  }));
  // Sums over one row per station, already counted in the database; an accused checked by
  // two stations is one accused, so that total is the database's distinct count.
  const total = Object.fromEntries(
    RANGE_REPORT_COLUMNS.map((c) => [c, rows.reduce((n, r) => n + r[c], 0)]),
  ) as RangeReportCounts;
  total.checkedAccused = found[0]?.checked_total ?? 0;
  return { rows, total };
}

export const RANGE_TITLE = { mr: 'कालावधी अहवाल', en: 'Date-range Report' };

/** Column headings, shared by the sheet; the web has the same sentences in its i18n files. */
const HEADINGS: Record<(typeof RANGE_REPORT_COLUMNS)[number], { mr: string; en: string }> = {
  accused: { mr: 'नोंदविलेले आरोपी', en: 'Accused entered' },
  crimes: { mr: 'दाखल गुन्हे', en: 'Crimes registered' },
  arrests: { mr: 'अटक', en: 'Arrests' },
  preventive: { mr: 'प्रतिबंधक कारवाया', en: 'Preventive actions' },
  checkins: { mr: 'GPS तपासण्या', en: 'GPS check-ins' },
  checkedAccused: { mr: 'तपासलेले आरोपी', en: 'Accused checked' },
  visits: { mr: 'गस्त भेटी', en: 'Patrol visits' },
  summons: { mr: 'समन्स', en: 'Summons' },
};

export async function rangeWorkbook(
  deps: Deps,
  actor: Actor,
  q: RangeReportQuery,
  language: Language,
) {
  const report = await rangeReport(deps, actor, q);
  const l: Labels = labelsOf(language);
  const state = seesState(actor);
  const title = l.label(RANGE_TITLE);
  const counted = RANGE_REPORT_COLUMNS.map((c) => ({
    header: l.label(HEADINGS[c]),
    key: c,
    width: 14,
  }));
  // 'no' rather than 'sr': numbered here, so the total row carries no serial number.
  const columns = [
    { header: l.label({ mr: 'अ. क्र.', en: 'Sr No' }), key: 'no' as const, width: 8 },
    ...(state
      ? [{ header: l.label({ mr: 'घटक', en: 'Unit' }), key: 'unit' as const, width: 22 }]
      : []),
    {
      header: l.label({ mr: 'पोलीस ठाणे', en: 'Police station' }),
      key: 'station' as const,
      width: 26,
    },
    ...counted,
  ];
  async function* rows() {
    yield report.rows.map((r, i) => ({
      no: i + 1,
      unit: l.label(r.unit),
      station: l.label(r.station),
      ...Object.fromEntries(RANGE_REPORT_COLUMNS.map((c) => [c, r[c]])),
    }));
    yield [{ station: l.label({ mr: 'एकूण', en: 'Total' }), ...report.total }];
  }
  return {
    title,
    book: {
      title,
      // The super admin's unit filter names the unit on A2, as a unit admin's sheet does.
      scopeLine: await scopeLineOf(deps, rangeScope(actor, q), l, rangeText(rangeOf(q), l)),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

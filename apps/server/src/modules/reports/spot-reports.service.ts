import {
  SPOT_REPORT_MESSAGES,
  type Language,
  type PatrolAppUsers,
  type SpotStations,
  type SpotStationSheet,
  type SpotStationsQuery,
  type StationSpots,
  type StationSpotsQuery,
} from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import {
  contains,
  placeOf,
  scopeOf,
  seesState,
  worksAtStation,
  type Scope,
} from '../../platform/scope.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { stampOf } from '../../platform/report-xlsx.js';
import { scopeTitle, type DayRange } from './reports.repo.js';
import { byLine, labelsOf, rangeText, scopeLine, type Labels } from './reports.service.js';
import * as repo from './spot-reports.repo.js';

/**
 * Patrol (round) statistics (/reports3) and the spot reports (/reportPoliceSpotvise,
 * /reportAdminSpotvise): spec 3 §2.6, §2.7, §3, §7.2; docs/reports.md, decision 0026.
 */

const rangeOf = (q: { startDate: string; endDate?: string | undefined }): DayRange => ({
  start: q.startDate,
  end: q.endDate ?? q.startDate,
});

/**
 * Roles 4 and 8 only (spec 3 §2.6 "roles 4 and above"); role 8 may narrow the state to one
 * unit, role 4 is always its own unit whatever it sends.
 */
function adminScope(actor: Actor, cityId: number | undefined): Scope {
  if (worksAtStation(actor)) throw forbidden();
  return scopeOf(actor, { cityId });
}

const name = (mr: string | null, en: string | null) => ({ mr: mr ?? '', en: en ?? '' });

export async function spotStations(
  deps: Deps,
  actor: Actor,
  q: SpotStationsQuery,
): Promise<SpotStations> {
  const { rows, total } = await repo.spotStations(
    deps.readDb,
    adminScope(actor, q.cityId),
    rangeOf(q),
  );
  const figures = (r: repo.SpotFigures) => ({
    spots: r.spots,
    tagged: r.tagged,
    visitedSpots: r.visitedSpots,
    notVisited: r.notVisited,
    visits: r.visits,
    patrollers: r.patrollers,
    lastVisitAt: r.lastVisitAt,
  });
  return {
    rows: rows.map((r) => ({
      stationId: r.stationId ?? 0,
      station: name(r.stationMr, r.stationEn),
      cityId: r.cityId ?? 0,
      unit: name(r.unitMr, r.unitEn),
      ...figures(r),
    })),
    total: figures(total),
  };
}

export async function patrolAppUsers(
  deps: Deps,
  actor: Actor,
  q: SpotStationsQuery,
): Promise<PatrolAppUsers> {
  const rows = await repo.patrolAppUsers(deps.readDb, adminScope(actor, q.cityId), rangeOf(q));
  return {
    rows: rows.map((r) => ({
      appUserId: r.appUserId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      phone: r.phone,
      station: name(r.stationMr, r.stationEn),
      unit: name(r.unitMr, r.unitEn),
      rounds: r.rounds,
      spots: r.spots,
      firstVisitAt: r.firstVisitAt,
      lastVisitAt: r.lastVisitAt,
    })),
    // One row per app user: the app users are the rows, the rounds their sum.
    total: { appUsers: rows.length, rounds: rows.reduce((n, r) => n + r.rounds, 0) },
  };
}

/**
 * Which station's spots: role 2 its own (a stationId it sends is ignored); role 4 a station
 * of its unit; role 8 any station. A station outside the scope answers 404 (architecture rule 1).
 */
async function stationFor(deps: Deps, actor: Actor, stationId: number | undefined) {
  const scope = scopeOf(actor);
  const id = placeOf(scope)?.stationId ?? stationId;
  if (id === undefined || id === null) {
    throw badRequest(SPOT_REPORT_MESSAGES.stationRequired, {
      stationId: SPOT_REPORT_MESSAGES.stationRequired,
    });
  }
  const station = await repo.stationOf(deps.readDb, id);
  if (!station) throw notFound();
  if (!contains(scope, { cityId: station.cityId, stationId: id })) throw notFound();
  return station;
}

export async function stationSpots(
  deps: Deps,
  actor: Actor,
  q: StationSpotsQuery,
): Promise<StationSpots> {
  const station = await stationFor(deps, actor, q.stationId);
  const rows = await repo.stationSpots(deps.readDb, station.id, rangeOf(q));
  // One row per spot, each already counted in the database: the header figures are sums.
  const sum = (f: (r: repo.StationSpotRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    stationId: station.id,
    station: { mr: station.mr, en: station.en },
    rows: rows.map((r) => ({
      spotId: r.spotId,
      name: r.name,
      landmark: r.landmark,
      spotType: { mr: r.typeMr, en: r.typeEn },
      spotTime: r.spotTime,
      patrollingPerson: r.patrollingPerson,
      inchargeName: r.inchargeName,
      inchargePhone: r.inchargePhone,
      tagged: r.tagged,
      createdAt: r.createdAt,
      visits: r.visits,
      lastVisitAt: r.lastVisitAt,
      lastVisitorName: r.lastVisitorName,
      lastVisitorPhone: r.lastVisitorPhone,
    })),
    spots: rows.length,
    tagged: sum((r) => (r.tagged ? 1 : 0)),
    visitedSpots: sum((r) => (r.visits > 0 ? 1 : 0)),
    visits: sum((r) => r.visits),
  };
}

// ---- Excel ----

export const PATROL_TITLE = {
  mr: 'पोलीस ठाणेनिहाय गस्त आकडेवारी',
  en: 'Police Station Patrol Statistics',
};
export const PATROL_USERS_TITLE = {
  mr: 'ॲप वापरकर्तानिहाय गस्त फेऱ्या',
  en: 'Patrol Rounds by App User',
};
export const ADMIN_SPOTS_TITLE = { mr: 'स्पॉटनिहाय अहवाल', en: 'Admin Spot-wise Report' };

const when = (iso: string | null) => (iso ? stampOf(iso) : '');

/** A2: the scope, the unit role 8 chose, and the dates. */
async function sheetScope(deps: Deps, actor: Actor, l: Labels, q: SpotStationsQuery) {
  let dates = rangeText(rangeOf(q), l);
  if (seesState(actor) && q.cityId !== undefined) {
    const unit = await scopeTitle(deps.readDb, scopeOf(actor, { cityId: q.cityId }));
    dates = `${l.label(unit)} · ${dates}`;
  }
  return scopeLine(deps, actor, l, dates);
}

export async function spotStationsWorkbook(
  deps: Deps,
  actor: Actor,
  q: SpotStationsQuery & { sheet: SpotStationSheet },
  language: Language,
) {
  const report = await spotStations(deps, actor, q);
  const l = labelsOf(language);
  const state = seesState(actor);
  const title = l.label(q.sheet === 'patrol' ? PATROL_TITLE : ADMIN_SPOTS_TITLE);
  type Key =
    | 'no'
    | 'unit'
    | 'station'
    | 'spots'
    | 'tagged'
    | 'visitedSpots'
    | 'visits'
    | 'notVisited'
    | 'patrollers'
    | 'last';
  const col = (key: Key, mr: string, en: string, width = 14) => ({
    header: l.label({ mr, en }),
    key,
    width,
  });
  const columns = [
    col('no', 'अ. क्र.', 'Sr No', 8),
    ...(state ? [col('unit', 'घटक', 'Unit', 22)] : []),
    col('station', 'पोलीस ठाणे', 'Police station', 26),
    col('spots', 'एकूण स्पॉट', 'Total spots'),
    col('tagged', 'टॅग केलेले स्पॉट', 'Tagged spots'),
    col('visitedSpots', 'भेट दिलेले स्पॉट', 'Spots visited'),
    ...(q.sheet === 'patrol'
      ? [
          col('visits', 'गस्त फेऱ्या', 'Patrol rounds'),
          col('patrollers', 'गस्त घालणारे ॲप वापरकर्ते', 'App users who patrolled', 18),
          col('last', 'शेवटची भेट', 'Last visit', 18),
        ]
      : [
          col('visits', 'एकूण भेटी', 'Total visits'),
          col('notVisited', 'भेट न दिलेले स्पॉट', 'Spots not visited'),
        ]),
  ];
  const cells = (r: repo.SpotFigures) => ({
    spots: r.spots,
    tagged: r.tagged,
    visitedSpots: r.visitedSpots,
    visits: r.visits,
    notVisited: r.notVisited,
    patrollers: r.patrollers,
    last: when(r.lastVisitAt),
  });
  async function* rows() {
    yield report.rows.map((r, i) => ({
      no: i + 1,
      unit: l.label(r.unit),
      station: l.label(r.station),
      ...cells(r),
    }));
    yield [{ station: l.label({ mr: 'एकूण', en: 'Total' }), ...cells(report.total) }];
  }
  return {
    title,
    book: {
      title,
      scopeLine: await sheetScope(deps, actor, l, q),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

export async function patrolAppUsersWorkbook(
  deps: Deps,
  actor: Actor,
  q: SpotStationsQuery,
  language: Language,
) {
  const report = await patrolAppUsers(deps, actor, q);
  const l = labelsOf(language);
  const state = seesState(actor);
  const title = l.label(PATROL_USERS_TITLE);
  type Key = 'no' | 'name' | 'phone' | 'unit' | 'station' | 'rounds' | 'spots' | 'first' | 'last';
  const col = (key: Key, mr: string, en: string, width = 14) => ({
    header: l.label({ mr, en }),
    key,
    width,
  });
  const columns = [
    col('no', 'अ. क्र.', 'Sr No', 8),
    col('name', 'नाव', 'Name', 26),
    col('phone', 'मोबाईल क्रमांक', 'Phone', 14),
    ...(state ? [col('unit', 'घटक', 'Unit', 22)] : []),
    col('station', 'पोलीस ठाणे', 'Police station', 26),
    col('rounds', 'गस्त फेऱ्या', 'Patrol rounds'),
    col('spots', 'भेट दिलेले स्पॉट', 'Spots visited'),
    col('first', 'पहिली भेट', 'First visit', 18),
    col('last', 'शेवटची भेट', 'Last visit', 18),
  ];
  async function* rows() {
    yield report.rows.map((r, i) => ({
      no: i + 1,
      name: r.name,
      phone: r.phone,
      unit: l.label(r.unit),
      station: l.label(r.station),
      rounds: r.rounds,
      spots: r.spots,
      first: when(r.firstVisitAt),
      last: when(r.lastVisitAt),
    }));
    yield [{ name: l.label({ mr: 'एकूण', en: 'Total' }), rounds: report.total.rounds }];
  }
  return {
    title,
    book: {
      title,
      scopeLine: await sheetScope(deps, actor, l, q),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

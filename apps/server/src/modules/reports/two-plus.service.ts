import type {
  Language,
  TwoPlusKind,
  TwoPlusList,
  TwoPlusListQuery,
  TwoPlusNewStatistics,
  TwoPlusNewStatisticsQuery,
  TwoPlusSource,
  TwoPlusStatisticsQuery,
  PreventiveStatistics,
} from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { scopeOf, seesState, worksAtStation } from '../../platform/scope.js';
import { forbidden } from '../../platform/errors.js';
import { keysetBatches } from '../../platform/xlsx-stream.js';
import {
  byLine,
  labelsOf,
  rangeText,
  scopeLine,
  stationCounts,
  type Labels,
} from './reports.service.js';
import * as repo from './two-plus.repo.js';

const BATCH = 2000;
const fileUrl = (id: string) => `/api/files/${id}`;

/**
 * Spec 3 §2.3 is a page of roles 4 and 2 (decision 0024): role 4 its unit per police
 * station (the source filter does not apply), role 2 its own station through the source
 * filter. Role 8 has no such page.
 */
function twoPlusScope(actor: Actor, source: TwoPlusSource): repo.TwoPlusScope {
  if (seesState(actor)) throw forbidden();
  return { ...scopeOf(actor), source };
}

function rangeOf(q: { kind?: TwoPlusKind; startDate?: string; endDate?: string }) {
  if (q.kind === 'history' || q.startDate === undefined) return {};
  return { start: q.startDate, end: q.endDate ?? q.startDate };
}

export const TWO_PLUS_TITLES: Record<TwoPlusKind | 'newStatistics', { mr: string; en: string }> = {
  newStatistics: { mr: 'नवीन आरोपी आकडेवारी', en: 'New Accused Statistics' },
  count: { mr: '२ पेक्षा जास्त गुन्हे असलेले आरोपी', en: '2-plus Accused' },
  new: { mr: 'नवीन गुन्ह्यांतील २+ आरोपी यादी', en: '2-plus Accused in New Crimes' },
  history: { mr: 'हिस्ट्रीशीटर', en: 'History Sheeters' },
};

const SOURCE_LABEL: Record<TwoPlusSource, { mr: string; en: string }> = {
  by_id: { mr: 'स्वतः भरलेली माहिती', en: 'Own records' },
  by_distinct: { mr: 'हद्दीतील माहिती', en: 'Within station limits' },
};

async function headerLine(
  deps: Deps,
  actor: Actor,
  l: Labels,
  q: { kind?: TwoPlusKind; startDate?: string; endDate?: string; source: TwoPlusSource },
) {
  const range = rangeOf(q);
  const parts: string[] = [];
  if (range.start && range.end) parts.push(rangeText({ start: range.start, end: range.end }, l));
  if (worksAtStation(actor)) parts.push(l.label(SOURCE_LABEL[q.source]));
  return scopeLine(deps, actor, l, parts.length ? parts.join(' · ') : null);
}

// ---- New arophi statistics ----

export async function newStatistics(
  deps: Deps,
  actor: Actor,
  q: TwoPlusNewStatisticsQuery,
): Promise<TwoPlusNewStatistics> {
  const rows = await repo.newByStationAndCategory(
    deps.readDb,
    twoPlusScope(actor, q.source),
    { start: q.startDate, end: q.endDate ?? q.startDate },
    q.crimeTitleIds,
  );
  const out = rows.map((r) => ({
    stationId: r.stationId,
    station: { mr: r.stationMr, en: r.stationEn },
    body: r.body,
    property: r.property,
    sand: r.sand,
    liquor: r.liquor,
    gambling: r.gambling,
    section6: r.section6,
    other: r.other,
    total: r.count,
  }));
  // Sums over one aggregate row per station, already counted in the database.
  const sum = (k: Exclude<keyof (typeof out)[number], 'stationId' | 'station'>) =>
    out.reduce((n, r) => n + r[k], 0);
  return {
    rows: out,
    total: {
      body: sum('body'),
      property: sum('property'),
      sand: sum('sand'),
      liquor: sum('liquor'),
      gambling: sum('gambling'),
      section6: sum('section6'),
      other: sum('other'),
      total: sum('total'),
    },
  };
}

export async function newStatisticsWorkbook(
  deps: Deps,
  actor: Actor,
  q: TwoPlusNewStatisticsQuery,
  language: Language,
) {
  const stats = await newStatistics(deps, actor, q);
  const l = labelsOf(language);
  const title = l.label(TWO_PLUS_TITLES.newStatistics);
  const columns = [
    { header: l.label({ mr: 'अ. क्र.', en: 'Sr No' }), key: 'no', width: 8 },
    { header: l.label({ mr: 'पोलीस ठाणे', en: 'Police station' }), key: 'station', width: 28 },
    { header: l.label({ mr: 'शरीराविरुद्ध', en: 'Body offences' }), key: 'body', width: 12 },
    { header: l.label({ mr: 'मालमत्तेविरुद्ध', en: 'Property offences' }), key: 'property', width: 12 },
    { header: l.label({ mr: 'अवैध वाळू', en: 'Illegal sand' }), key: 'sand', width: 12 },
    { header: l.label({ mr: 'अवैध दारू', en: 'Illegal liquor' }), key: 'liquor', width: 12 },
    { header: l.label({ mr: 'जुगार', en: 'Gambling' }), key: 'gambling', width: 12 },
    { header: l.label({ mr: 'कलम ६', en: 'Section 6' }), key: 'section6', width: 12 },
    { header: l.label({ mr: 'इतर', en: 'Other' }), key: 'other', width: 12 },
    { header: l.label({ mr: 'एकूण', en: 'Total' }), key: 'total', width: 10 },
  ] as const;
  async function* rows() {
    yield stats.rows.map((r, i) => ({ no: i + 1, ...r, station: l.label(r.station) }));
    yield [{ station: l.label({ mr: 'एकूण', en: 'Total' }), ...stats.total }];
  }
  return {
    title,
    book: {
      title,
      scopeLine: await headerLine(deps, actor, l, q),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

// ---- arophi count, arophi_new_list, history_sheeter ----

export async function statistics(
  deps: Deps,
  actor: Actor,
  q: TwoPlusStatisticsQuery,
): Promise<PreventiveStatistics> {
  const rows = await repo.twoPlusByStation(
    deps.readDb,
    twoPlusScope(actor, q.source),
    q.kind,
    rangeOf(q),
    q.crimeTitleIds,
  );
  return stationCounts(rows);
}

export async function statisticsWorkbook(
  deps: Deps,
  actor: Actor,
  q: TwoPlusStatisticsQuery,
  language: Language,
) {
  const stats = await statistics(deps, actor, q);
  const l = labelsOf(language);
  const title = l.label(TWO_PLUS_TITLES[q.kind]);
  const columns = [
    { header: l.label({ mr: 'अ. क्र.', en: 'Sr No' }), key: 'no', width: 8 },
    { header: l.label({ mr: 'पोलीस ठाणे', en: 'Police station' }), key: 'station', width: 28 },
    { header: l.label({ mr: 'संख्या', en: 'Count' }), key: 'count', width: 10 },
  ] as const;
  async function* rows() {
    yield stats.rows.map((r, i) => ({ no: i + 1, station: l.label(r.station), count: r.count }));
    yield [{ station: l.label({ mr: 'एकूण', en: 'Total' }), count: stats.total }];
  }
  return {
    title,
    undated: q.kind === 'history',
    book: {
      title,
      scopeLine: await headerLine(deps, actor, l, q),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

function rowOut(r: repo.TwoPlusRow) {
  return {
    accusedId: r.accusedId,
    name: r.name,
    nameEn: r.nameEn,
    age: r.age,
    station: { mr: r.stationMr, en: r.stationEn },
    crimeCount: r.crimeCount,
    historySheeter: r.historySheeter,
    photoUrls: r.photoIds.map(fileUrl),
  };
}

export async function list(deps: Deps, actor: Actor, q: TwoPlusListQuery): Promise<TwoPlusList> {
  const page = await repo.twoPlusPage(
    deps.readDb,
    twoPlusScope(actor, q.source),
    q.kind,
    rangeOf(q),
    q.crimeTitleIds,
    q.stationId,
    q,
  );
  return { items: page.items.map(rowOut), total: page.total };
}

export async function listWorkbook(
  deps: Deps,
  actor: Actor,
  q: Omit<TwoPlusListQuery, 'page' | 'size'>,
  language: Language,
) {
  const scope = twoPlusScope(actor, q.source);
  const range = rangeOf(q);
  const l = labelsOf(language);
  const title = l.label(TWO_PLUS_TITLES[q.kind]);
  const columns = [
    { header: l.label({ mr: 'अ. क्र.', en: 'Sr No' }), key: 'sr', width: 8 },
    { header: l.label({ mr: 'नाव', en: 'Name' }), key: 'name', width: 32 },
    { header: l.label({ mr: 'वय', en: 'Age' }), key: 'age', width: 8 },
    { header: l.label({ mr: 'पोलीस ठाणे', en: 'Police station' }), key: 'station', width: 24 },
    { header: l.label({ mr: 'गुन्हे', en: 'Crimes' }), key: 'crimes', width: 10 },
  ] as const;
  async function* rows() {
    for await (const batch of keysetBatches<repo.TwoPlusRow>(
      (after) =>
        repo.twoPlusBatch(
          deps.readDb,
          scope,
          q.kind,
          range,
          q.crimeTitleIds,
          q.stationId,
          after,
          BATCH,
        ),
      BATCH,
    )) {
      yield batch.map((r) => ({
        name: l.mr || !r.nameEn ? r.name : r.nameEn,
        age: r.age,
        station: l.mr ? r.stationMr : r.stationEn,
        crimes: r.crimeCount,
      }));
    }
  }
  return {
    title,
    undated: q.kind === 'history',
    book: {
      title,
      scopeLine: await headerLine(deps, actor, l, q),
      generatedBy: byLine(actor, l),
      columns,
      rows: rows(),
    },
  };
}

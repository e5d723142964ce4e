import { PassThrough } from 'node:stream';
import type { AccusedExportQuery, ExportColumn, Language } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { listScopeOf } from './accused.service.js';
import { streamReportPdf } from '../../platform/report-pdf.js';
import { keysetBatches, streamXlsx } from '../../platform/xlsx-stream.js';
import { exportBatch, searchReach, stationName, unitName } from './accused.repo.js';

type Row = Awaited<ReturnType<typeof exportBatch>>[number];

/** Header labels of the CSV, in the user's language. */
const HEADERS: Record<ExportColumn, { mr: string; en: string }> = {
  name: { mr: 'नाव', en: 'Name' },
  age: { mr: 'वय', en: 'Age' },
  address: { mr: 'पत्ता', en: 'Address' },
  mobileNumber: { mr: 'मोबाईल क्रमांक', en: 'Mobile number' },
  city: { mr: 'शहर', en: 'City' },
  districtName: { mr: 'पोलीस ठाणे', en: 'Police station' },
  state: { mr: 'राज्य', en: 'State' },
  religion: { mr: 'धर्म', en: 'Religion' },
  photo: { mr: 'फोटो', en: 'Photo' },
  gunhaCount: { mr: 'एकूण गुन्हे', en: 'Total crimes' },
};

function cell(row: Row, column: ExportColumn, mr: boolean): string {
  switch (column) {
    case 'name':
      return mr || !row.nameEn ? row.name : row.nameEn;
    case 'age':
      return String(row.age);
    case 'address':
      return row.address;
    case 'mobileNumber':
      return row.mobile ?? '';
    case 'city':
      return mr ? row.cityMr : row.cityEn;
    case 'districtName':
      return mr ? row.stationMr : row.stationEn;
    case 'state':
      return mr ? 'महाराष्ट्र' : 'Maharashtra';
    case 'religion':
      return mr ? row.religionMr : row.religionEn;
    case 'photo':
      return row.hasPhoto ? (mr ? 'होय' : 'Yes') : mr ? 'नाही' : 'No';
    case 'gunhaCount':
      return String(row.crimeCount);
  }
}

/** RFC 4180 quoting; a leading = + - @ is neutralised so a spreadsheet never runs it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const BATCH = 2000;

/** The list's rows in its order, batch by batch, keyset-paged on (order key, id). */
async function* listBatches(
  deps: Deps,
  scope: ReturnType<typeof listScopeOf>,
  q: Omit<AccusedExportQuery, 'columns'>,
  language: Language,
) {
  // The rows the list shows: a search reaches as far as the list's does.
  const reach = await searchReach(deps.db, scope, q);
  yield* keysetBatches<Row>(
    (last) =>
      exportBatch(
        deps.db,
        scope,
        q,
        language,
        last && { key: last.sortKey, id: last.id },
        BATCH,
        reach,
      ),
    BATCH,
  );
}

/**
 * Spec 2 §5.7, §9 and issue 4 §7: the list's rows as CSV with a BOM and a header row,
 * in the list's order, streamed from the database in keyset batches so a big export
 * never sits in memory.
 */
export function exportCsv(deps: Deps, actor: Actor, q: AccusedExportQuery, language: Language) {
  const scope = listScopeOf(actor, q);
  const mr = language === 'mr';
  const out = new PassThrough();
  const write = async () => {
    out.write('\uFEFF');
    out.write(`${q.columns.map((c) => csvField(HEADERS[c][mr ? 'mr' : 'en'])).join(',')}\r\n`);
    for await (const batch of listBatches(deps, scope, q, language)) {
      const text = batch
        .map((row) => `${q.columns.map((c) => csvField(cell(row, c, mr))).join(',')}\r\n`)
        .join('');
      if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
    }
    out.end();
  };
  write().catch((err: unknown) => {
    deps.log.error({ err }, 'accused export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/**
 * Spec 2 §5.7, §9 and issue 17 §8: the 'Criminal Report', an A4 PDF of every record the
 * list's filters match (not the page on screen), with the chosen columns and the count.
 */
export async function exportPdf(
  deps: Deps,
  actor: Actor,
  q: AccusedExportQuery,
  language: Language,
  at = new Date(),
) {
  const scope = listScopeOf(actor, q);
  const mr = language === 'mr';
  const label = (text: { mr: string; en: string }) => (mr ? text.mr : text.en);
  // Whose records: the station and its unit, or the unit.
  const places = await Promise.all([
    scope.station ? stationName(deps.db, scope.station.id) : undefined,
    unitName(deps.db, scope.cityId),
  ]);
  const whose = places.flatMap((place) => (place ? [label(place)] : [])).join(', ');
  async function* rows() {
    for await (const batch of listBatches(deps, scope, q, language)) {
      yield batch.map((row) => Object.fromEntries(q.columns.map((c) => [c, cell(row, c, mr)])));
    }
  }
  return streamReportPdf(
    deps.log,
    {
      title: label(CRIMINAL_REPORT),
      scopeLine: `${label(SYSTEM_LINE)} · ${whose}`,
      generatedBy: actor.userid,
      countLine: (count) => label(TOTAL_RECORDS).replace('{{total}}', String(count)),
      columns: [
        { header: mr ? 'अ. क्र.' : 'Sr No', key: 'sr', width: 7 },
        ...q.columns.map((c) => ({ header: label(HEADERS[c]), key: c, width: WIDTHS[c] })),
      ],
      rows: rows(),
      at,
    },
    { language: mr ? 'mr' : 'en' },
  );
}

export const CRIMINAL_REPORT = { mr: 'गुन्हेगार अहवाल', en: 'Criminal Report' };
const SYSTEM_LINE = {
  mr: 'महाराष्ट्र पोलीस · गुन्हेगार देखरेख बुद्धिमान प्रणाली',
  en: 'Maharashtra Police · Criminal Monitoring Intelligent System',
};
const TOTAL_RECORDS = { mr: 'एकूण नोंदी: {{total}}', en: 'Total records: {{total}}' };
/** Column widths in proportion: names and addresses take the room. */
const WIDTHS: Record<ExportColumn, number> = {
  name: 26,
  age: 6,
  address: 32,
  mobileNumber: 13,
  city: 14,
  districtName: 18,
  state: 12,
  religion: 10,
  photo: 7,
  gunhaCount: 9,
};

const CONDITION_LABEL = {
  wanted: { mr: 'पाहिजे आरोपी', en: 'Wanted' },
  absconding: { mr: 'फरार आरोपी', en: 'Absconding' },
} as const;

/**
 * The dashboard's Wanted view as .xlsx (spec 1 §2): the accused of the chosen condition the
 * view lists, in its order, streamed in keyset batches like the CSV.
 */
export function exportWantedXlsx(
  deps: Deps,
  actor: Actor,
  q: Omit<AccusedExportQuery, 'columns'>,
  language: Language,
) {
  const scope = listScopeOf(actor, q);
  const mr = language === 'mr';
  const label = (text: { mr: string; en: string }) => (mr ? text.mr : text.en);
  const columns = [
    { header: mr ? 'अ. क्र.' : 'Sr No', key: 'sr', width: 8 },
    { header: label(HEADERS.name), key: 'name', width: 32 },
    { header: label(HEADERS.age), key: 'age', width: 8 },
    { header: label(HEADERS.districtName), key: 'station', width: 24 },
    { header: label(HEADERS.gunhaCount), key: 'crimes', width: 12 },
    { header: mr ? 'सद्यस्थिती' : 'Current condition', key: 'condition', width: 18 },
  ] as const;
  async function* rows() {
    for await (const batch of listBatches(deps, scope, q, language)) {
      yield batch.map((row) => ({
        name: cell(row, 'name', mr),
        age: row.age,
        station: cell(row, 'districtName', mr),
        crimes: row.crimeCount,
        condition: row.currentCondition ? label(CONDITION_LABEL[row.currentCondition]) : '',
      }));
    }
  }
  return streamXlsx(deps.log, mr ? 'पाहिजे आरोपी' : 'Wanted accused', columns, rows());
}

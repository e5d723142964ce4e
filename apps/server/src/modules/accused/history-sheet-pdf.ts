import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { COURT_STATUS_IDS, HISTORY_SHEETER, type AccusedDetail, type Language } from '@cmis/shared';
import { DEVANAGARI, FONT_BOLD, FONT_REGULAR, PAGE_LABEL } from '../../platform/report-pdf.js';
import { reportDay, stampOf } from '../../platform/report-xlsx.js';
import { drawCheckinMap, lengthLabel, type MapPoint } from './history-sheet-map.js';
import { isWord, wordsOf, type Word } from './history-sheet-labels.js';

/**
 * The history sheet's A4 layout (issue 20 §4), made with pdfkit in Noto Sans Devanagari as
 * the report PDFs are (decision 0041): selectable text, Devanagari shaped by fontkit and
 * each Devanagari run wrapped in an ActualText span so copy and pdftotext read it as typed.
 * A sheet is a few pages, so they are buffered and "page n of m" written at the end.
 */

type Named = { mr: string; en: string };

export interface SheetCheckin {
  at: Date;
  found: boolean;
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
  by: string;
  /** Metres from the locked home, when one is locked. */
  fromHome: number | null;
}

export interface HistorySheetData {
  language: Language;
  at: Date;
  printer: { name: string; userid: string; unit: Named | null; station: Named | null };
  detail: AccusedDetail;
  /** JPEG bytes, already scaled. */
  photos: Buffer[];
  externed: Map<number, { units: Named[]; stations: Named[] }>;
  coAccused: { name: string; nameEn: string; firs: string[] }[];
  /** Co-accused the reader's scope does not reach: counted only. */
  outsideCount: number;
  /** null: the reader's role has no GPS (the state). */
  checkins: SheetCheckin[] | null;
  home: MapPoint | undefined;
}

const MARGIN = 36;
const FOOT = 18;
const LABEL_WIDTH = 150;
const TEXT = 9;
const GAP = 2;
const PHOTO_W = 96;
const PHOTO_H = 120;
const MAP_SIZE = 190;
/** A numbered item's head is kept with its first four lines. */
const ITEM_KEEP = 4 * 13;

export function writeHistorySheet(sheet: HistorySheetData): Readable {
  const { language, detail } = sheet;
  const w = wordsOf(language);
  const en = language === 'en';
  /** A master's name in the sheet's language (Hindi reads the Devanagari one). */
  const pick = (n: Named) => (en ? n.en || n.mr : n.mr || n.en);
  /** A person's name: the English field in English where the record has one. */
  const person = (mr: string, english: string) => (en && english ? english : mr);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOT },
    bufferPages: true,
    info: {
      Title: `${w('title')} - ${person(detail.basic.name, detail.basic.nameEn)}`,
      Creator: 'Criminal Monitoring Intelligent System',
    },
    lang: en ? 'en-IN' : `${language}-IN`,
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOT;
  let y = MARGIN;

  /** Writes `text` in a box; Devanagari reads back as typed (ActualText). */
  const put = (
    text: string,
    x: number,
    at: number,
    boxWidth: number,
    options: { align?: 'left' | 'center' | 'right' } = {},
  ) => {
    if (text === '') return;
    const spanned = DEVANAGARI.test(text);
    if (spanned) doc.markContent('Span', { actual: text });
    doc.text(text, x, at, { width: boxWidth, lineGap: 0, align: options.align ?? 'left' });
    if (spanned) doc.endMarkedContent();
  };
  const heightOf = (text: string, boxWidth: number) =>
    text === '' ? doc.currentLineHeight(true) : doc.heightOfString(text, { width: boxWidth });
  /** Starts a new page unless `height` more fits on this one. */
  const ensure = (height: number) => {
    if (y + height <= bottom()) return;
    doc.addPage();
    y = MARGIN;
  };

  const heading = (word: Word, count?: number) => {
    doc.font('bold').fontSize(11);
    const text = count === undefined ? w(word) : `${w(word)} (${count})`;
    const h = heightOf(text, width) + 4;
    // The heading and at least two lines under it stay together.
    ensure(h + 30);
    y += 6;
    doc.rect(left, y, width, h).fill('#e8eaf0');
    doc.fillColor('#1a237e');
    put(text, left + 4, y + 2, width - 8);
    doc.fillColor('black');
    y += h + 4;
  };

  /** A paragraph; `keep` more points stay on its page with it (an item's first fields). */
  const para = (
    text: string,
    options: { bold?: boolean; indent?: number; color?: string; keep?: number } = {},
  ) => {
    doc.font(options.bold ? 'bold' : 'regular').fontSize(TEXT);
    const x = left + (options.indent ?? 0);
    const h = heightOf(text, width - (options.indent ?? 0));
    ensure(h + (options.keep ?? 0));
    if (options.color) doc.fillColor(options.color);
    put(text, x, y, width - (options.indent ?? 0));
    doc.fillColor('black');
    y += h + GAP;
  };

  /** A label and its value side by side; an empty value is left out. */
  const field = (word: string, value: string | null | undefined, indent = 0) => {
    if (value === null || value === undefined || value.trim() === '') return;
    const label = isWord(word) ? w(word) : word;
    const x = left + indent;
    const valueWidth = width - indent - LABEL_WIDTH;
    doc.font('bold').fontSize(TEXT);
    const hl = heightOf(label, LABEL_WIDTH - 6);
    doc.font('regular').fontSize(TEXT);
    const hv = heightOf(value, valueWidth);
    ensure(Math.max(hl, hv));
    doc.font('bold').fillColor('#444444');
    put(label, x, y, LABEL_WIDTH - 6);
    doc.font('regular').fillColor('black');
    put(value, x + LABEL_WIDTH, y, valueWidth);
    y += Math.max(hl, hv) + GAP;
  };

  const day = (value: string | null | undefined) => (value ? reportDay(value) : '');
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? '' : value ? w('yes') : w('no');
  const register = (number: string, year: number | null) => (year ? `${number}/${year}` : number);

  // ---- Header: the title, where and when it was printed and by whom ----
  doc.font('bold').fontSize(18);
  put(w('title'), left, y, width, { align: 'center' });
  y += heightOf(w('title'), width);
  doc.font('regular').fontSize(9).fillColor('#555555');
  put(w('system'), left, y, width, { align: 'center' });
  y += heightOf(w('system'), width) + 4;
  doc.fillColor('black');
  const { printer } = sheet;
  const where = [
    printer.unit ? `${w('unit')}: ${pick(printer.unit)}` : w('state'),
    ...(printer.station ? [`${w('station')}: ${pick(printer.station)}`] : []),
  ].join('   ·   ');
  para(where);
  para(
    `${w('printedOn')}: ${stampOf(sheet.at)}   ·   ${w('printedBy')}: ${printer.name} (${printer.userid})`,
  );
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .stroke('#1a237e');
  y += 6;

  // ---- Name line and photos ----
  const { basic } = detail;
  doc.font('bold').fontSize(14);
  const shownName = person(basic.name, basic.nameEn);
  ensure(heightOf(shownName, width));
  put(shownName, left, y, width);
  y += heightOf(shownName, width);
  para(`${w('accusedId')} ${detail.id}`, { color: '#555555' });

  if (sheet.photos.length > 0) {
    ensure(PHOTO_H + 6);
    sheet.photos.forEach((jpeg, i) => {
      const x = left + i * (PHOTO_W + 8);
      doc.image(jpeg, x, y, { fit: [PHOTO_W, PHOTO_H], align: 'center', valign: 'center' });
      doc.rect(x, y, PHOTO_W, PHOTO_H).lineWidth(0.5).stroke('#999999');
    });
    y += PHOTO_H + 6;
  } else {
    para(w('noPhoto'), { color: '#777777' });
  }

  // ---- Identity ----
  heading('identity');
  field('name', basic.name);
  field('nameOther', en ? basic.name : basic.nameEn);
  field('aliases', basic.aliases.join(', '));
  field('father', basic.fatherName);
  field('age', String(basic.age));
  field('birth', day(detail.arrests.find((a) => a.dateOfBirth)?.dateOfBirth));
  field('religion', pick(detail.religion));
  field('caste', basic.caste);
  field('mobile', basic.mobile);
  field('address', `${basic.address}, ${pick(detail.station)}, ${pick(detail.city)}`);
  field(
    'historySheeter',
    basic.historySheeter === HISTORY_SHEETER.yes
      ? w('yes')
      : basic.historySheeter === HISTORY_SHEETER.acquitted
        ? w('acquitted')
        : w('no'),
  );
  field('historyDate', day(basic.historyDate));
  field('crimeCount', String(detail.crimeCount));
  field('patrolling', yesNo(basic.patrollingNeeded));
  const other = detail.otherInfo;
  if (other) {
    field('gang', yesNo(other.isGangMember));
    field('business', other.business);
    field('family', other.familyMembers);
    field('assets', other.assets);
    field('residence', other.residence);
    field('jurisdiction', other.jurisdiction);
    field('jail', other.jailStatus);
    field('courtDate', day(other.courtDate));
    field('vehicles', other.vehicleDetails);
    field('lawyer', other.lawyerDetails);
    field('officer', other.identifyingOfficer);
    field('leaders', other.supportingLeaders);
  }

  // ---- Wanted status ----
  heading('wantedStatus');
  field(
    'wantedStatus',
    basic.currentCondition === 'wanted'
      ? w('wanted')
      : basic.currentCondition === 'absconding'
        ? w('absconding')
        : w('notWanted'),
  );
  field(
    'record',
    detail.active
      ? w('active')
      : `${w('inactive')}${detail.activeReason ? `: ${detail.activeReason}` : ''}`,
  );

  // ---- Crimes ----
  heading('crimes', detail.crimes.length);
  if (detail.crimes.length === 0) para(w('noCrimes'), { color: '#777777' });
  const crimeLabel = new Map<number, string>();
  detail.crimes.forEach((crime, i) => {
    const number = register(crime.registerNumber, crime.registerYear);
    crimeLabel.set(crime.id, `${number}, ${pick(crime.station)}`);
    para(`${i + 1}. ${w('register')} ${number} · ${pick(crime.station)}, ${pick(crime.city)}`, {
      bold: true,
      keep: ITEM_KEEP,
    });
    field('registeredOn', day(crime.registeredOn), 10);
    field('crimeTitle', pick(crime.title), 10);
    field(
      'sections',
      crime.sections.map((s) => `${pick(s.act)} (${s.actCode}) ${pick(s.section)}`).join('; '),
      10,
    );
    field('crimeStatus', pick(crime.status), 10);
    if ((COURT_STATUS_IDS as readonly number[]).includes(crime.statusId) || crime.caseNumber) {
      field('court', crime.courtType, 10);
      field('caseNumber', crime.caseNumber, 10);
      field('statusDate', day(crime.statusDate), 10);
      field('punishment', crime.punishment, 10);
      field('penalty', crime.penalty, 10);
    }
    field('members', crime.members.map((m) => m.memberName).join(', '), 10);
    y += 2;
  });

  // ---- Arrests ----
  heading('arrests', detail.arrests.length);
  if (detail.arrests.length === 0) para(w('noArrests'), { color: '#777777' });
  detail.arrests.forEach((arrest, i) => {
    para(`${i + 1}. ${w('inCrime')}: ${crimeLabel.get(arrest.crimeId) ?? ''}`, {
      bold: true,
      keep: ITEM_KEEP,
    });
    field('arrestedAt', stampOf(arrest.arrestedAt), 10);
    field('courtAt', stampOf(arrest.courtAt), 10);
    field('currentStatus', pick(arrest.currentStatus), 10);
    field('birth', day(arrest.dateOfBirth), 10);
  });

  // ---- Preventive actions and externments ----
  heading('preventive', detail.preventiveActions.length);
  if (detail.preventiveActions.length === 0) para(w('noPreventive'), { color: '#777777' });
  detail.preventiveActions.forEach((action, i) => {
    para(`${i + 1}. ${pick(action.actionType)}`, { bold: true, keep: ITEM_KEEP });
    field('chapter', register(action.chapterCase, action.chapterYear), 10);
    field('bondDate', day(action.bondDate), 10);
    field('period', `${day(action.dateFrom)} ${w('to')} ${day(action.dateTo)}`, 10);
    const area = sheet.externed.get(action.id);
    field('externedUnits', area?.units.map(pick).join(', '), 10);
    field('externedStations', area?.stations.map(pick).join(', '), 10);
    field('orderType', action.orderType, 10);
    field('court', action.courtType, 10);
    field('caseNumber', action.caseNumber, 10);
    field('statusDate', day(action.statusDate), 10);
  });

  // ---- Accomplices ----
  const members = [...new Set(detail.crimes.flatMap((c) => c.members.map((m) => m.memberName)))];
  heading('accomplices', sheet.coAccused.length + sheet.outsideCount + members.length);
  if (sheet.coAccused.length + sheet.outsideCount + members.length === 0) {
    para(w('noAccomplices'), { color: '#777777' });
  }
  if (sheet.coAccused.length > 0) {
    para(w('coAccused'), { bold: true });
    sheet.coAccused.forEach((c, i) => {
      field(`${i + 1}. ${person(c.name, c.nameEn)}`, `${w('register')} ${c.firs.join('; ')}`, 10);
    });
  }
  if (sheet.outsideCount > 0) field('outside', String(sheet.outsideCount));
  field('members', members.join(', '));

  // ---- Last GPS check-ins, with the map ----
  heading('checkins', sheet.checkins?.length);
  if (sheet.checkins === null) para(w('noGps'), { color: '#777777' });
  else if (sheet.checkins.length === 0) para(w('noCheckins'), { color: '#777777' });
  else writeCheckins(sheet.checkins);

  function writeCheckins(checkins: SheetCheckin[]) {
    const cols = [
      { word: null, width: 22 },
      { word: 'when' as const, width: 90 },
      { word: 'result' as const, width: 70 },
      { word: 'position' as const, width: 120 },
      { word: 'fromHome' as const, width: 70 },
      { word: 'checkedBy' as const, width: width - 372 },
    ];
    const row = (texts: string[], bold: boolean, fill?: string) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(8);
      const h = Math.max(...texts.map((t, i) => heightOf(t, (cols[i]?.width ?? 40) - 6))) + 4;
      ensure(h);
      let x = left;
      cols.forEach((col, i) => {
        if (fill) doc.rect(x, y, col.width, h).fill(fill);
        doc.rect(x, y, col.width, h).lineWidth(0.4).stroke('#aaaaaa');
        doc.fillColor('black');
        put(texts[i] ?? '', x + 3, y + 2, col.width - 6);
        x += col.width;
      });
      y += h;
    };
    row(
      cols.map((c) => (c.word ? w(c.word) : '#')),
      true,
      '#eeeeee',
    );
    checkins.forEach((c, i) =>
      row(
        [
          String(i + 1),
          stampOf(c.at),
          c.found ? w('found') : w('notFound'),
          `${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`,
          c.fromHome === null ? '' : lengthLabel(Math.round(c.fromHome)),
          c.by,
        ],
        false,
      ),
    );
    y += 6;
    doc.font('regular').fontSize(8);
    const legend = sheet.home ? w('homeLocked') : w('noHome');
    ensure(MAP_SIZE + heightOf(legend, width) + 4);
    drawCheckinMap(doc, { x: left, y, size: MAP_SIZE }, sheet.home, checkins, {
      home: w('home'),
      north: w('north'),
    });
    y += MAP_SIZE + 3;
    doc.font('regular').fontSize(8).fillColor('#555555');
    put(legend, left, y, width);
    doc.fillColor('black');
    y += heightOf(legend, width);
  }

  // ---- "Page n of m" on every page ----
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#555555');
    const foot = doc.page.height - MARGIN - 6;
    put(`${w('title')} · ${shownName}`, left, foot, width / 2);
    put(PAGE_LABEL[language](i - range.start + 1, range.count), left + width / 2, foot, width / 2, {
      align: 'right',
    });
  }
  doc.end();
  return doc;
}

import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Language } from '@cmis/shared';
import { reportFooter, type ReportWorkbook } from './report-xlsx.js';

/**
 * A report's table as an A4 PDF made on the server (issue 17 §8, decision 0041): every row of
 * the filter, the column header repeated on each sheet, "page n of m" at the foot, the text
 * selectable. The same `ReportWorkbook` the Excel file is written from, so both hold the
 * same rows.
 *
 * Devanagari is shaped by fontkit (pdfkit's font engine, OpenType Indic shaping) in Noto Sans
 * Devanagari, which also carries Latin, digits and '₹'. A shaped cluster's glyphs are not in
 * reading order (the ि matra is drawn before its consonant), so each cell with Devanagari is
 * wrapped in an ActualText span: copy, search and pdftotext read the words as typed.
 */

const require = createRequire(import.meta.url);
/** Noto Sans Devanagari (Latin, digits and ₹ too), also for the history sheet. */
export const FONT_REGULAR =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
export const FONT_BOLD =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

const MARGIN = 28; // 10 mm
const FOOT = 18; // the "page n of m" line under the table
/** The 'Generated At' line after the last row. */
const FOOTER_SPACE = 24;
const TEXT_SIZE = 8.5;
const HEAD_SIZE = 8.5;
const TITLE_SIZE = 13;
const PAD_X = 3;
const PAD_Y = 2.5;
const LINE_GAP = 0;
const BORDER = '#999999';
const HEAD_FILL = '#eeeeee';
/** More columns than this print across the sheet (A4 landscape). */
const PORTRAIT_MAX_COLUMNS = 6;

export const DEVANAGARI = /\p{Script=Devanagari}/u;

export const PAGE_LABEL: Record<Language, (page: number, pages: number) => string> = {
  mr: (page, pages) => `पान ${page} / ${pages}`,
  hi: (page, pages) => `पृष्ठ ${page} / ${pages}`,
  en: (page, pages) => `Page ${page} of ${pages}`,
};

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

interface Column {
  key: string;
  header: string;
  x: number;
  width: number;
}

/** Lays out the columns across the printable width in proportion to their Excel widths. */
function layoutColumns(
  columns: readonly { key: string; header: string; width?: number }[],
  left: number,
  printable: number,
): Column[] {
  const weights = columns.map((c) => c.width ?? 18);
  const total = weights.reduce((a, b) => a + b, 0);
  let x = left;
  return columns.map((c, i) => {
    const width = (printable * (weights[i] ?? 18)) / total;
    const column = { key: c.key, header: c.header, x, width };
    x += width;
    return column;
  });
}

export interface ReportPdfOptions {
  language: Language;
  at?: Date;
}

/**
 * Writes the report and returns the PDF as a stream: each sheet is written out as soon as
 * the next one starts.
 */
export function streamReportPdf<K extends string>(
  log: FastifyBaseLogger,
  book: ReportWorkbook<K>,
  options: ReportPdfOptions,
): Readable {
  const at = book.at ?? new Date();
  const layout = book.columns.length > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait';
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: book.title, Creator: 'Criminal Monitoring Intelligent System' },
    lang: options.language === 'en' ? 'en-IN' : `${options.language}-IN`,
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);

  const left = MARGIN;
  const bottom = doc.page.height - MARGIN - FOOT;
  const columns = layoutColumns(book.columns, left, doc.page.width - 2 * MARGIN);
  const numbered = book.columns.some((c) => c.key === 'sr');

  /** Writes `text` at (x, y) in a box `width` wide; a Devanagari cell reads back as typed. */
  const write = (
    text: string,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'center' = 'left',
  ) => {
    if (text === '') return;
    const spanned = DEVANAGARI.test(text);
    if (spanned) doc.markContent('Span', { actual: text });
    doc.text(text, x, y, { width, lineGap: LINE_GAP, align });
    if (spanned) doc.endMarkedContent();
  };

  /** The height a row needs: one line unless a cell is wider than its column. */
  const rowHeight = (texts: readonly string[]) => {
    let height = doc.currentLineHeight(true);
    texts.forEach((text, i) => {
      const inner = (columns[i]?.width ?? 0) - 2 * PAD_X;
      if (text !== '' && doc.widthOfString(text) > inner) {
        height = Math.max(height, doc.heightOfString(text, { width: inner, lineGap: LINE_GAP }));
      }
    });
    return height + 2 * PAD_Y;
  };

  const drawRow = (texts: readonly string[], y: number, height: number, fill?: string) => {
    for (const [i, column] of columns.entries()) {
      if (fill) doc.rect(column.x, y, column.width, height).fill(fill);
      doc.rect(column.x, y, column.width, height).lineWidth(0.5).stroke(BORDER);
      doc.fillColor('black');
      write(texts[i] ?? '', column.x + PAD_X, y + PAD_Y, column.width - 2 * PAD_X);
    }
  };

  const header = columns.map((c) => c.header);
  const drawHeader = (y: number) => {
    doc.font('bold').fontSize(HEAD_SIZE);
    const height = rowHeight(header);
    drawRow(header, y, height, HEAD_FILL);
    doc.font('regular').fontSize(TEXT_SIZE);
    return y + height;
  };

  /** "Page n of m" under the table; below the bottom margin, so it is lifted for this line. */
  const labelPage = (page: number, pages: number) => {
    doc.font('regular').fontSize(8);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = PAGE_LABEL[options.language](page, pages);
    write(label, left, doc.page.height - MARGIN - 10, doc.page.width - 2 * MARGIN, 'center');
    doc.page.margins.bottom = margin;
  };

  const run = async () => {
    // Every row's text first: "of m" needs the page count before the first sheet is closed,
    // and holding the text (tens of MB for 100,000 rows) costs far less than holding pages.
    const table: string[][] = [];
    let sr = 0;
    for await (const batch of book.rows) {
      for (const row of batch) {
        const values = row as Partial<Record<string, unknown>>;
        if (numbered) sr += 1;
        table.push(
          columns.map((c) => (c.key === 'sr' && numbered ? String(sr) : cellText(values[c.key]))),
        );
      }
    }

    doc.font('bold').fontSize(TITLE_SIZE);
    write(book.title, left, MARGIN, doc.page.width - 2 * MARGIN);
    doc.font('regular').fontSize(TEXT_SIZE + 0.5);
    let y = doc.y + 2;
    const count = book.countLine?.(table.length);
    for (const line of [book.scopeLine, book.generatedBy, ...(count ? [count] : [])]) {
      write(line, left, y, doc.page.width - 2 * MARGIN);
      y = doc.y + 1;
    }
    const tableTop = y + 6;

    // Measure, then break into sheets: a row that does not fit starts the next sheet.
    doc.font('bold').fontSize(HEAD_SIZE);
    const headHeight = rowHeight(header);
    doc.font('regular').fontSize(TEXT_SIZE);
    const heights = table.map(rowHeight);
    const breaks = new Set<number>();
    y = tableTop + headHeight;
    heights.forEach((height, i) => {
      if (y + height > bottom) {
        breaks.add(i);
        y = MARGIN + headHeight;
      }
      y += height;
    });
    const footerBreaks = y + FOOTER_SPACE > bottom;
    const pages = breaks.size + 1 + (footerBreaks ? 1 : 0);

    let page = 1;
    const nextPage = () => {
      labelPage(page, pages);
      page += 1;
      doc.addPage();
    };
    y = drawHeader(tableTop);
    table.forEach((texts, i) => {
      if (breaks.has(i)) {
        nextPage();
        y = drawHeader(MARGIN);
      }
      const height = heights[i] ?? 0;
      drawRow(texts, y, height);
      y += height;
    });
    if (footerBreaks) {
      nextPage();
      y = MARGIN;
    }
    doc.font('regular').fontSize(TEXT_SIZE);
    write(reportFooter(at), left, y + 8, doc.page.width - 2 * MARGIN);
    labelPage(page, pages);
    doc.end();
  };

  run().catch((err: unknown) => {
    log.error({ err, title: book.title }, 'PDF export failed');
    doc.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return doc;
}

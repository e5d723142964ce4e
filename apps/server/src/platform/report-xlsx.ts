import { istParts } from '@cmis/shared';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { PassThrough, Readable } from 'node:stream';
import { streamXlsx, type XlsxColumn } from './xlsx-stream.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** DDMMMYYYY in India (spec 3 §9), e.g. 22NOV2026, as the web names its files. */
export function fileDay(at: Date): string {
  const p = istParts(at);
  return `${p.day}${MONTHS[Number(p.month) - 1]?.toUpperCase()}${p.year}`;
}

/** DD-MM-YYYY HH:mm in India, the report date format (spec 3 §9). */
export function stampOf(at: Date | string): string {
  const p = istParts(at);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

/** DD-MM-YYYY hh:mm AM in India, the spec's date-time display (spec 1 §9), for export cells. */
export function dateTimeOf(at: Date | string): string {
  const p = istParts(at);
  const hour = Number(p.hour);
  const hour12 = String(hour % 12 || 12).padStart(2, '0');
  return `${p.day}-${p.month}-${p.year} ${hour12}:${p.minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** YYYY-MM-DD as DD-MM-YYYY. */
export function reportDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** `{Report title}_{DDMMMYYYY}.xlsx` (spec 3 §9). */
export function reportFileName(title: string, at: Date): string {
  return `${title}_${fileDay(at)}.xlsx`;
}

export const reportFooter = (at: Date) =>
  `Generated At ${stampOf(at)} From Criminal Monitoring Intelligent System`;

/**
 * A report's table, written as .xlsx (`streamReportXlsx`) or as an A4 PDF (report-pdf.ts)
 * from this one definition, so both files hold the same rows.
 */
export interface ReportWorkbook<K extends string> {
  title: string;
  /** Line A2: the scope and, when the report has one, the date range. */
  scopeLine: string;
  /** Line A3: who produced it. */
  generatedBy: string;
  /** The PDF's line under the author with the number of rows (the Excel sheet shows it). */
  countLine?: (rows: number) => string;
  columns: readonly XlsxColumn<K>[];
  rows: AsyncIterable<readonly Partial<Record<K, unknown>>[]>;
  at?: Date;
}

/**
 * A report as .xlsx in the spec 3 §9 layout: sheet 'Report', title, scope and author on
 * A1–A3, the table from row 4, the 'Generated At' footer; streamed, never held whole.
 */
export function streamReportXlsx<K extends string>(
  log: FastifyBaseLogger,
  book: ReportWorkbook<K>,
): PassThrough {
  const at = book.at ?? new Date();
  return streamXlsx(log, 'Report', book.columns, book.rows, {
    headerLines: [book.title, book.scopeLine, book.generatedBy],
    footer: reportFooter(at),
  });
}

/**
 * A report PDF's name, as the browser print named it (issue 6, decision 0028): `<Report
 * title> DD-MM-YYYY to DD-MM-YYYY.pdf`, one date for a one-day report, none without dates.
 */
export function reportPdfName(title: string, startDate?: string, endDate?: string): string {
  if (!startDate) return `${title}.pdf`;
  const dates =
    endDate === undefined
      ? reportDay(startDate)
      : `${reportDay(startDate)} to ${reportDay(endDate)}`;
  return `${title} ${dates}.pdf`;
}

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** Sends a report workbook as a download, named `{title}_{DDMMMYYYY}.xlsx`. */
export function sendReportXlsx(
  reply: FastifyReply,
  title: string,
  stream: Readable,
  at: Date = new Date(),
) {
  return sendDownload(reply, reportFileName(title, at), 'xlsx', stream);
}

/**
 * Sends a file to download. The name may be Marathi, so it goes in `filename*` (RFC
 * 6266/5987) with an ASCII fallback for old clients.
 */
export function sendDownload(
  reply: FastifyReply,
  name: string,
  kind: keyof typeof CONTENT_TYPES,
  stream: Readable,
) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'no-store')
    .send(stream);
}

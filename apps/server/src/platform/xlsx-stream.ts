import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';

export interface XlsxColumn<K extends string = string> {
  header: string;
  key: K;
  width?: number;
}

/**
 * The report layout of spec 3 §9: three title lines at A1–A3, the table's header on row 4,
 * and one footer line after the last row.
 */
export interface XlsxReportLayout {
  headerLines: readonly [string, string, string];
  footer: string;
}

/**
 * One sheet of .xlsx written as the rows come (architecture rule 8: exports stream): `rows` yields
 * batches read from the database, each row committed at once, so a long export never sits
 * in memory whole. A bold header row; 'Sr No' is filled in when a column has key 'sr'.
 */
export function streamXlsx<K extends string>(
  log: FastifyBaseLogger,
  sheetName: string,
  columns: readonly XlsxColumn<K>[],
  rows: AsyncIterable<readonly Partial<Record<K, unknown>>[]>,
  layout?: XlsxReportLayout,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  if (layout) {
    // Without `header` exceljs writes no header row of its own, so rows 1-3 are ours.
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 18 }));
    for (const line of layout.headerLines) {
      const row = sheet.addRow([line]);
      row.font = { bold: true };
      row.commit();
    }
    const head = sheet.addRow(columns.map((c) => c.header));
    head.font = { bold: true };
    head.commit();
  } else {
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
  }
  const numbered = columns.some((c) => c.key === 'sr');

  const write = async () => {
    let sr = 0;
    for await (const batch of rows) {
      for (const row of batch) {
        sheet.addRow(numbered ? { ...row, sr: ++sr } : row).commit();
      }
    }
    if (layout) {
      sheet.addRow([]).commit();
      sheet.addRow([layout.footer]).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    log.error({ err, sheetName }, 'spreadsheet export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** Keyset batches from a `next(after)` reader until a short batch says the end is reached. */
export async function* keysetBatches<T>(
  next: (after: T | null) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  let after: T | null = null;
  for (;;) {
    const batch = await next(after);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (batch.length < size || last === undefined) return;
    after = last;
  }
}

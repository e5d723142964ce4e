import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';
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

/** What exceljs writes into a part: strings, Buffers, and its own StringBuf (toBuffer). */
type PartChunk = string | Buffer | { toBuffer(): Buffer };

const PART_CHUNK = 64 * 1024;

/**
 * A workbook part (the sheet's XML) on its way into the zip, as a Node stream that says when
 * it is full. exceljs's own part stream (StreamBuf) answers every write with `true` and hands
 * its chunks to the zip without waiting, so when the download is read slowly the sheet's XML
 * piles up in front of the zip, unbounded. This one gathers the writes into 64 KB chunks (as
 * StreamBuf does, so the zip deflates few big chunks, not one per row), holds at most about
 * that much unread, and reports `writableNeedDrain` until the zip has taken it.
 */
class PartStream extends Transform {
  private pending: Buffer[] = [];
  private size = 0;

  constructor() {
    super({ highWaterMark: PART_CHUNK });
  }

  // exceljs reuses one StringBuf for its short writes: copied now, not when the zip reads.
  override write(chunk: PartChunk, encoding?: unknown, cb?: unknown): boolean {
    const bytes = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : chunk.toBuffer();
    const done = typeof encoding === 'function' ? encoding : cb;
    return super.write(bytes, done as ((error?: Error | null) => void) | undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    this.size += chunk.length;
    if (this.size >= PART_CHUNK) this.release();
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    if (this.size > 0) this.push(Buffer.concat(this.pending, this.size));
    this.pending = [];
    this.size = 0;
  }
}

/** The part of exceljs's styles table (StylesXform) a cell's style goes through. */
interface StylesTable {
  addStyleModel(model: CellStyle | undefined, cellType?: number): number;
}

type CellStyle = Partial<
  Record<'numFmt' | 'font' | 'border' | 'fill' | 'alignment' | 'protection', unknown>
>;

/** No part StylesXform.addStyleModel reads: its id then depends on the cell's type alone. */
const plainStyle = (s: CellStyle) =>
  !s.numFmt && !s.font && !s.border && !s.fill && !s.alignment && !s.protection;

/**
 * exceljs's streaming writer with its parts opened as PartStream. `_openStream(path)` is the
 * one place exceljs 4 makes a part and appends it to its zip (archiver); everything else of
 * the writer, and so every byte of the sheet, is exceljs's own.
 */
class PacedWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  sheetPart: PartStream | undefined;

  constructor(stream: PassThrough) {
    // Strings are written inline (useSharedStrings is false by default), so no table of
    // every string is kept. archiver buffers 1 MB each way unless told: about 20,000 rows
    // of a sheet, deflated, read from the database after the download has stopped reading.
    const zip = { highWaterMark: PART_CHUNK } as Partial<ExcelJS.stream.xlsx.ArchiverZipOptions>;
    super({ stream, useStyles: true, zip });
    // exceljs gives every cell a new style object, and with useStyles renders it as XML to
    // find its id in the styles table (its WeakMap by object never hits): 60 % of what
    // writing a row allocated. A plain style's id depends on the cell's type alone: asked once.
    const styles = (this as unknown as { styles: StylesTable }).styles;
    const addStyleModel = styles.addStyleModel.bind(styles);
    const plain = new Map<number | undefined, number>();
    styles.addStyleModel = (model, cellType) => {
      if (!model || !plainStyle(model)) return addStyleModel(model, cellType);
      let id = plain.get(cellType);
      if (id === undefined) {
        id = addStyleModel(model, cellType);
        plain.set(cellType, id);
      }
      return id;
    };
  }

  _openStream(path: string): PartStream {
    const part = new PartStream();
    const { zip } = this as unknown as { zip: { append(source: Readable, data: object): void } };
    zip.append(part, { name: path });
    // exceljs waits for 'zipped' when it commits a sheet left open.
    part.on('finish', () => part.emit('zipped'));
    if (path.startsWith('/xl/worksheets/sheet')) this.sheetPart = part;
    return part;
  }
}

/**
 * Until the zip has taken what the sheet holds (its part drains), or the download is gone.
 * The parts are zipped one after another and the sheet's is the one being read, so its
 * drain is the whole chain's: part → deflate → zip → `out` → HTTP response.
 */
function drained(part: PartStream | undefined, out: PassThrough): Promise<void> {
  if (!part?.writableNeedDrain || part.destroyed || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      part.off('drain', done).off('close', done);
      out.off('close', done);
      resolve();
    };
    part.on('drain', done).on('close', done);
    out.on('close', done);
  });
}

/**
 * One sheet of .xlsx written as the rows come (architecture rule 8: exports stream): `rows` yields
 * batches read from the database, each row committed at once, so a long export never sits
 * in memory whole. The next batch is asked for only once the zip has taken the last one, so
 * the database is read at the pace the client downloads, and not at all once the download
 * is abandoned. A bold header row; 'Sr No' is filled in when a column has key 'sr'.
 */
export function streamXlsx<K extends string>(
  log: FastifyBaseLogger,
  sheetName: string,
  columns: readonly XlsxColumn<K>[],
  rows: AsyncIterable<readonly Partial<Record<K, unknown>>[]>,
  layout?: XlsxReportLayout,
): PassThrough {
  const out = new PassThrough();
  const workbook = new PacedWorkbookWriter(out);
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
        // Numbered in place: a copy of each row ({ ...row, sr }) was kept past the young
        // generation's collections, some 40 MB of a 100,000-row export's old generation.
        const added = sheet.addRow(row);
        if (numbered) added.getCell('sr').value = ++sr;
        added.commit();
      }
      await drained(workbook.sheetPart, out);
      // The download was abandoned: leaving the loop ends the reads (the generator returns).
      if (out.destroyed) return;
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

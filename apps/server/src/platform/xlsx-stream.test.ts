import { randomBytes } from 'node:crypto';
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { streamXlsx } from './xlsx-stream.js';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

const COLUMNS = [
  { header: 'Sr No', key: 'sr' },
  { header: 'Text', key: 'text' },
  { header: 'Number', key: 'number' },
] as const;

const BATCHES = 100;
const ROWS = 500;
/** How far the reads may run ahead of a download that is not read: some 1.6 MB of XML. */
const AHEAD = 15;

/**
 * Batches as a database would hand them, counting how many were asked for. The text is
 * random hex, which the zip shrinks by half at most: what the download has not taken
 * stays in the buffers between the sheet and the download, not squeezed away.
 */
function source() {
  const seen = { pulled: 0, closed: false };
  async function* batches() {
    try {
      for (let b = 0; b < BATCHES; b++) {
        seen.pulled++;
        await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: ROWS }, (_, i) => ({
          text: randomBytes(48).toString('hex'),
          number: b * ROWS + i,
        }));
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, rows: batches() };
}

/** Until `pulled` has not moved for a while: the writer is waiting, or done. */
async function settled(seen: { pulled: number }) {
  let last = -1;
  while (seen.pulled !== last) {
    last = seen.pulled;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function readAll(out: PassThrough, pause = 0) {
  const chunks: Buffer[] = [];
  for await (const chunk of out) {
    chunks.push(chunk as Buffer);
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return Buffer.concat(chunks);
}

async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('streamXlsx backpressure (issue 19: the database is read at the pace of the download)', () => {
  it('asks for no more batches than the pipeline holds while the download is not read', async () => {
    const { seen, rows } = source();
    const out = streamXlsx(log, 'Sheet', COLUMNS, rows);
    await settled(seen);
    // A batch is some 110 KB of the sheet's XML, and the streams from the sheet to the
    // download hold about 1 MB (10 batches). Without backpressure all 100 are read at once.
    expect(seen.pulled).toBeLessThanOrEqual(AHEAD);
    out.destroy();
  });

  it('reads on as the download is read, and the slow download holds every row', async () => {
    const { seen, rows } = source();
    const out = streamXlsx(log, 'Sheet', COLUMNS, rows, {
      headerLines: ['Title', 'Scope', 'Author'],
      footer: 'Footer',
    });
    await settled(seen);
    const early = seen.pulled;
    expect(early).toBeLessThanOrEqual(AHEAD);

    const sheet = await sheetOf(await readAll(out, 1));
    expect(seen.pulled).toBe(BATCHES);
    expect(seen.closed).toBe(true);
    // The report layout: three bold title lines, the bold header, the rows, a blank row
    // and the footer.
    expect([1, 2, 3].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([
      'Title',
      'Scope',
      'Author',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Sr No', 'Text', 'Number']);
    expect(sheet.getRow(4).getCell(2).font?.bold).toBe(true);
    const first = sheet.getRow(5);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(3).value).toBe(0);
    expect(first.getCell(2).font?.bold).toBeUndefined();
    const last = sheet.getRow(4 + BATCHES * ROWS);
    expect(last.getCell(1).value).toBe(BATCHES * ROWS);
    expect(last.getCell(3).value).toBe(BATCHES * ROWS - 1);
    expect(sheet.getRow(5 + BATCHES * ROWS).getCell(1).value).toBeNull();
    expect(sheet.getRow(6 + BATCHES * ROWS).getCell(1).value).toBe('Footer');
    expect(sheet.rowCount).toBe(6 + BATCHES * ROWS);
  });

  it('stops reading when the download is abandoned', async () => {
    const { seen, rows } = source();
    const out = streamXlsx(log, 'Sheet', COLUMNS, rows);
    for await (const _chunk of out) break; // for-await's break destroys the stream
    await settled(seen);
    expect(seen.closed).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(AHEAD);
  });
});

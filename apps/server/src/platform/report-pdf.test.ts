import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../test/pdf-text.js';
import { streamReportPdf } from './report-pdf.js';
import type { ReportWorkbook } from './report-xlsx.js';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const NAMES = ['सचिन रामचंद्र जाधव', 'किरण क्षीरसागर', 'विठ्ठल शिंदे', 'Ganesh Kulkarni'];

function book(rows: number, batch = 100): ReportWorkbook<'sr' | 'name' | 'station' | 'section'> {
  async function* batches() {
    for (let start = 0; start < rows; start += batch) {
      yield Array.from({ length: Math.min(batch, rows - start) }, (_v, i) => ({
        name: `${NAMES[(start + i) % NAMES.length]} ${start + i + 1}`,
        station: 'शिवाजीनगर पोलीस ठाणे',
        section: 'भा.दं.वि. ३७९, ४५७',
      }));
    }
  }
  return {
    title: 'अटक रजिस्टर',
    scopeLine: 'पुणे शहर · 01-03-2026 ते 31-03-2026',
    generatedBy: 'pune.admin',
    columns: [
      { header: 'अ. क्र.', key: 'sr', width: 8 },
      { header: 'नाव', key: 'name', width: 32 },
      { header: 'पोलीस ठाणे', key: 'station', width: 24 },
      { header: 'कलम', key: 'section', width: 20 },
    ],
    rows: batches(),
    at: new Date('2026-03-31T10:00:00Z'),
  };
}

describe('report PDF (issue 17 §8)', () => {
  it('holds every row on A4 sheets, the header on each, page n of m, Marathi as typed', async () => {
    const pdf = await bytesOf(streamReportPdf(log, book(250), { language: 'mr' }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages).toBeGreaterThan(3);

    const sheets = pdfText(pdf)
      .split('\f')
      .filter((sheet) => sheet.trim() !== '');
    expect(sheets).toHaveLength(pages);
    expect(sheets[0]).toContain('अटक रजिस्टर');
    expect(sheets[0]).toContain('पुणे शहर · 01-03-2026 ते 31-03-2026');
    sheets.forEach((sheet, i) => {
      // The column header is repeated on every sheet, shaped Devanagari read back as typed.
      expect(sheet, `sheet ${i + 1}`).toContain('पोलीस ठाणे');
      expect(sheet, `sheet ${i + 1}`).toContain('अ. क्र.');
      expect(sheet, `sheet ${i + 1}`).toContain(`पान ${i + 1} / ${pages}`);
    });
    const all = sheets.join('\n');
    for (let n = 1; n <= 250; n++) {
      expect(all).toContain(`${NAMES[(n - 1) % NAMES.length]} ${n}`);
    }
    expect(all).toContain('भा.दं.वि. ३७९, ४५७');
    expect(sheets.at(-1)).toContain('Generated At 31-03-2026 15:30 From Criminal Monitoring');
  });

  it('says Page n of m in English and prints a wide table across the sheet', async () => {
    const wide = book(3);
    wide.columns = [
      ...wide.columns,
      { header: 'A', key: 'sr', width: 5 },
      { header: 'B', key: 'sr', width: 5 },
      { header: 'C', key: 'sr', width: 5 },
    ] as typeof wide.columns;
    const pdf = await bytesOf(streamReportPdf(log, wide, { language: 'en' }));
    expect(pdfText(pdf)).toContain('Page 1 of 1');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('wraps a long cell inside its column instead of cutting it', async () => {
    const long = book(1);
    const address = 'घर क्रमांक १२, गल्ली क्रमांक ४, शिवाजीनगर, पुणे ४११००५, महाराष्ट्र राज्य';
    long.rows = (async function* () {
      yield [{ name: address, station: 'शिवाजीनगर', section: '379' }];
    })();
    const text = pdfText(await bytesOf(streamReportPdf(log, long, { language: 'mr' })));
    // ActualText keeps the whole cell as one string, however many lines it takes.
    expect(text.replace(/\s+/g, ' ')).toContain(address);
  });
});

/**
 * `npm run bench:pdf [-- --rows 100000]`: times the report PDF writer (issue 17 §8: 100,000
 * rows under 60 s) on the arrest register's columns, filled with generated Marathi names
 * and places, and prints its pages, size and the process's peak memory (the whole file is
 * kept to count its pages, so the peak includes it). The rows come from
 * memory, so the figure is the writer's; reading them from PostgreSQL is the Excel export's
 * figure in docs/performance.md.
 */
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { streamReportPdf } from '../platform/report-pdf.js';
import { firstLast, placeName } from './generate/names.js';
import { stream } from './generate/random.js';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, runs: { type: 'string', default: '2' } },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const BATCH = 2000;

const COLUMNS = [
  { header: 'अ. क्र.', key: 'sr', width: 8 },
  { header: 'नाव', key: 'name', width: 32 },
  { header: 'पोलीस ठाणे', key: 'station', width: 20 },
  { header: 'अटक दिनांक व वेळ', key: 'arrested', width: 20 },
  { header: 'न्यायालय दिनांक व वेळ', key: 'court', width: 20 },
  { header: 'जन्मतारीख', key: 'dob', width: 14 },
  { header: 'आधार क्रमांक', key: 'aadhaar', width: 18 },
] as const;

async function* rows() {
  const r = stream('bench-pdf', 'names');
  for (let start = 0; start < ROWS; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, ROWS - start) }, (_v, i) => {
      const { first, last } = firstLast(r);
      const day = String(1 + ((start + i) % 28)).padStart(2, '0');
      return {
        name: `${first[0]} ${last[0]}`,
        station: placeName((start + i) % 90)[0],
        arrested: `${day}-03-2026 10:15`,
        court: `${day}-03-2026 16:40`,
        dob: '15-01-1990',
        aadhaar: (start + i) % 3 === 0 ? `XXXX XXXX ${String(1000 + ((start + i) % 9000))}` : '',
      };
    });
  }
}

async function run() {
  const began = performance.now();
  const chunks: Buffer[] = [];
  const pdf = streamReportPdf(
    pino({ level: 'error' }),
    {
      title: 'अटक रजिस्टर',
      scopeLine: 'घटक: पुणे शहर · 01-03-2026 ते 31-03-2026',
      generatedBy: 'तयार करणारे: pune.admin',
      columns: COLUMNS,
      rows: rows(),
    },
    { language: 'mr' },
  );
  await pipeline(
    pdf,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const file = Buffer.concat(chunks);
  // The page tree's /Count: the number of sheets a viewer shows.
  const pages = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(file.toString('latin1'))?.[1]);
  // The kernel's high-water mark of the process (a sampler would not run during layout).
  return { seconds, bytes: file.length, pages, peakMb: process.resourceUsage().maxRSS / 1024 };
}

console.log(`report PDF writer: ${ROWS} rows, ${RUNS} runs`);
for (let i = 1; i <= RUNS; i++) {
  const r = await run();
  console.log(
    `run ${i}: ${r.seconds.toFixed(1)} s, ${r.pages} pages, ${(r.bytes / 2 ** 20).toFixed(1)} MB, ` +
      `process peak RSS so far ${r.peakMb.toFixed(0)} MB (target: under 60 s)`,
  );
}

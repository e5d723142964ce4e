import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it, the way a person copies it out of a
 * viewer (issue 17 §8). Shared by the API and browser tests.
 *
 * poppler-utils comes from Debian's packages: installed with apt when the tests run as root
 * and it is missing (as the browser tests do for Chromium's libraries), otherwise named.
 */
function ensurePdftotext(): void {
  const found = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].some((path) => existsSync(path));
  if (found) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'ignore' });
    return;
  }
  throw new Error('The PDF tests need pdftotext: apt-get install poppler-utils');
}

export function pdfText(pdf: Uint8Array, options: { layout?: boolean } = {}): string {
  ensurePdftotext();
  const dir = mkdtempSync(join(tmpdir(), 'cmis-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const args = [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'];
    return execFileSync('pdftotext', args, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages, from poppler's pdfinfo. */
export function pdfPages(pdf: Uint8Array): number {
  ensurePdftotext();
  const dir = mkdtempSync(join(tmpdir(), 'cmis-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first page's size line from pdfinfo, e.g. "595.28 x 841.89 pts (A4)". */
export function pdfPageSize(pdf: Uint8Array): string {
  ensurePdftotext();
  const dir = mkdtempSync(join(tmpdir(), 'cmis-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return /^Page size:\s+(.+)$/m.exec(info)?.[1]?.trim() ?? '';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import type dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { pdfPages, pdfText } from '../../../server/src/test/pdf-text';
import { tr } from './i18n';

/** What the API answers the signed-in page (same cookies), to compare with the screen. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json() as Promise<T>, path);
}

/** Types a range into the report's range picker (DD-MM-YYYY, as shown). */
export async function pickRange(page: Page, start: dayjs.Dayjs, end: dayjs.Dayjs) {
  const inputs = page.locator('.ant-picker-range input');
  const want = [start.format('DD-MM-YYYY'), end.format('DD-MM-YYYY')];
  const taken = async () => [
    await inputs.nth(0).inputValue(),
    await inputs.nth(1).inputValue(),
    await page.locator('.ant-picker-dropdown:visible').count(),
  ];
  // On a loaded machine a typed date may not be taken before the next key: type again, and
  // say so when it never is, instead of letting a later click wait on a disabled button.
  for (let attempt = 0; attempt < 3; attempt++) {
    await inputs.nth(0).click();
    await inputs.nth(0).fill(want[0] as string);
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(want[1] as string);
    await inputs.nth(1).press('Enter');
    try {
      await expect.poll(taken, { timeout: 3000 }).toEqual([...want, 0]);
      return;
    } catch {
      // Not taken yet: type the range again.
    }
  }
  throw new Error(`the date range ${want.join(' – ')} was not taken: ${String(await taken())}`);
}

/** Chooses Excel in the download selector, downloads, and opens the sheet 'Report'. */
export async function downloadExcel(page: Page, language: 'mr' | 'en') {
  await page.getByTestId('report-download-kind').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: tr(language, 'Excel') })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: tr(language, 'Download') }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Report');
  if (!sheet) throw new Error('no sheet Report');
  return { sheet, fileName: download.suggestedFilename() };
}

/**
 * Chooses PDF and Download: the server's A4 PDF of every row (issue 17 §8), with its file
 * name, its text as pdftotext reads it, and its page count.
 */
export async function downloadPdf(page: Page, language: 'mr' | 'en') {
  await page.getByTestId('report-download-kind').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: tr(language, 'PDF') })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: tr(language, 'Download') }).click(),
  ]);
  return readPdf(download);
}

/** A downloaded PDF: its name, its text as pdftotext reads it, and its page count. */
export async function readPdf(download: Download) {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { fileName: download.suggestedFilename(), text: pdfText(bytes), pages: pdfPages(bytes) };
}

/**
 * Chooses PDF and Download with the browser's print replaced by a recorder; returns the
 * document titles printed (the PDF's name) once one is, with the print area still shown.
 */
export async function printReport(page: Page, language: 'mr' | 'en'): Promise<string[]> {
  await page.evaluate(() => {
    const w = window as Window & { printedTitles?: string[] };
    w.printedTitles = [];
    w.print = () => void w.printedTitles?.push(document.title);
  });
  await page.getByTestId('report-download-kind').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: tr(language, 'PDF') })
    .click();
  await page.getByRole('button', { name: tr(language, 'Download') }).click();
  const printed = () =>
    page.evaluate(() => (window as Window & { printedTitles?: string[] }).printedTitles ?? []);
  for (let i = 0; i < 50 && (await printed()).length === 0; i++) await page.waitForTimeout(100);
  return printed();
}

/** Ends a recorded print: the page removes its print area. */
export async function endPrint(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.getByTestId('print-area').waitFor({ state: 'detached' });
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { RangeReport } from '@cmis/shared';
import { screenshot } from './support/browser';
import { tr, mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { getJson, pickRange, readPdf } from './support/report';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

async function choose(kind: 'Excel' | 'PDF', language: 'mr' | 'en' = 'mr') {
  await page.getByTestId('report-download-kind').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: tr(language, kind) })
    .click();
}

// The demo data: check-ins and patrol visits over the last 30 days, summons of the last
// weeks, accused entered at seeding, crimes over years; the last 60 days hold them all.
const end = dayjs();
const start = end.subtract(60, 'day');
const query = `startDate=${start.format('YYYY-MM-DD')}&endDate=${end.format('YYYY-MM-DD')}`;

describe('date-range report /reports5 (spec 3 §2.6, decision 0028)', () => {
  it("shows the unit's stations with the API's figures, its Excel and a dated PDF", async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/reports5');
    const find = page.getByRole('button', { name: mr('Find') });
    await find.waitFor();
    expect(await find.isDisabled()).toBe(true);
    await pickRange(page, start, end);
    await find.click();
    const table = page.getByTestId('range-table');
    await table.waitFor();

    const api = await getJson<RangeReport>(page, `/api/reports/range?${query}`);
    // The demo data behind the screen: real figures, not zeros.
    expect(api.total.checkins).toBeGreaterThan(0);
    expect(api.total.visits).toBeGreaterThan(0);
    expect(api.total.accused).toBeGreaterThan(0);
    for (const column of ['accused', 'crimes', 'checkins', 'checkedAccused', 'visits'] as const) {
      expect(await page.getByTestId(`range-total-${column}`).textContent()).toBe(
        String(api.total[column]),
      );
    }
    // Shivajinagar's row on screen carries the API's check-in count.
    const shivajinagar = api.rows.find((r) => r.station.en === 'Shivajinagar');
    if (!shivajinagar) throw new Error('no Shivajinagar row');
    const row = table.locator('tr', { hasText: shivajinagar.station.mr });
    expect(await row.locator('td').nth(6).textContent()).toBe(String(shivajinagar.checkins));
    await screenshot(page, 'range-report-mr');

    // Excel (spec 3 §9).
    await choose('Excel');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: mr('Download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${mr('Date-range report')}_${dayjs().locale('en').format('DDMMMYYYY').toUpperCase()}.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.getWorksheet('Report');
    if (!sheet) throw new Error('no sheet Report');
    expect(sheet.getCell('A1').text).toBe('कालावधी अहवाल');
    expect(sheet.getCell('A2').text).toBe(
      `घटक: पुणे शहर · ${start.format('DD-MM-YYYY')} ते ${end.format('DD-MM-YYYY')}`,
    );
    expect(sheet.getCell('A3').text).toBe('तयार करणारे: pune.admin');
    expect(sheet.getCell('B4').text).toBe('पोलीस ठाणे');
    const totalRow = sheet.getRow(5 + api.rows.length);
    expect(totalRow.getCell(2).text).toBe('एकूण');
    expect(Number(totalRow.getCell(7).text)).toBe(api.total.checkins);
    expect(Number(totalRow.getCell(8).text)).toBe(api.total.checkedAccused);
    expect(sheet.getRow(7 + api.rows.length).getCell(1).text).toMatch(/^Generated At /);

    // PDF: the same rows on A4 from the server, named '<title> DD-MM-YYYY to DD-MM-YYYY'
    // (issue 6, issue 17 §8): every station and the एकूण row, Marathi read back as typed.
    await choose('PDF');
    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: mr('Download') }).click(),
    ]);
    const pdf = await readPdf(printed);
    expect(pdf.fileName).toBe(
      `${mr('Date-range report')} ${start.format('DD-MM-YYYY')} to ${end.format('DD-MM-YYYY')}.pdf`,
    );
    expect(pdf.text).toContain('कालावधी अहवाल');
    expect(pdf.text).toContain(
      `घटक: पुणे शहर · ${start.format('DD-MM-YYYY')} ते ${end.format('DD-MM-YYYY')}`,
    );
    for (const row of api.rows) expect(pdf.text).toContain(row.station.mr);
    expect(pdf.text).toContain('एकूण');

    // English labels.
    await switchLanguage(page, 'English');
    await page.getByRole('columnheader', { name: en('Accused checked') }).waitFor();
    await screenshot(page, 'range-report-en');
  });

  it('gives a police station its own row only', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/reports5');
    await pickRange(page, start, end);
    await page.getByRole('button', { name: mr('Find') }).click();
    await page.getByTestId('range-table').waitFor();
    const api = await getJson<RangeReport>(page, `/api/reports/range?${query}`);
    expect(api.rows.map((r) => r.station.en)).toEqual(['Shivajinagar']);
    expect(await page.getByTestId('range-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await page.getByTestId('range-total-checkins').textContent()).toBe(
      String(api.total.checkins),
    );
  });
});

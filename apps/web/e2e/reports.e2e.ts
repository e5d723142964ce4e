import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type ExcelJS from 'exceljs';
import type { AppUsersReport, ArrestReport, PreventiveStatistics } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { downloadExcel, downloadPdf, getJson } from './support/report';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Spec 3 §9: title, scope, author on A1–A3, header on row 4, footer after a blank row. */
function checkLayout(
  sheet: ExcelJS.Worksheet,
  title: string,
  dataRows: number,
  firstHeader: string,
) {
  expect(sheet.getCell('A1').text).toBe(title);
  expect(sheet.getCell('A2').text).not.toBe('');
  expect(sheet.getCell('A3').text).toMatch(/: /);
  expect(sheet.getCell('A4').text).toBe(firstHeader);
  expect(sheet.getRow(4 + dataRows).hasValues).toBe(true);
  expect(sheet.getRow(5 + dataRows).getCell(1).text).toBe('');
  expect(sheet.getRow(6 + dataRows).getCell(1).text).toMatch(
    /^Generated At \d{2}-\d{2}-\d{4} \d{2}:\d{2} From Criminal Monitoring Intelligent System$/,
  );
}

const fileDay = () => dayjs().locale('en').format('DDMMMYYYY').toUpperCase();

describe('reports (spec 3 §2.2, §2.4, §2.5, §2.8, §9)', () => {
  it('runs the arrest register for the last year and downloads its Excel', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/reportArrest');
    const find = page.getByRole('button', { name: mr('Find') });
    await find.waitFor();
    expect(await find.isDisabled()).toBe(true);
    expect(await page.locator('.ant-select-disabled').count()).toBe(1);

    const start = dayjs().subtract(1, 'year');
    const end = dayjs();
    const inputs = page.locator('.ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(start.format('DD-MM-YYYY'));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(end.format('DD-MM-YYYY'));
    await inputs.nth(1).press('Enter');
    await expect.poll(() => find.isDisabled()).toBe(false);
    // A failed load shows the error with Try again, never an endless spinner (issue 6 §1).
    await page.route(
      '**/api/reports/arrests?*',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    await find.click();
    await page.getByText(mr('Could not load the data.')).waitFor();
    await page.getByRole('button', { name: mr('Try again') }).click();

    const api = await getJson<ArrestReport>(
      page,
      `/api/reports/arrests?startDate=${start.format('YYYY-MM-DD')}&endDate=${end.format('YYYY-MM-DD')}&size=10`,
    );
    expect(api.total).toBeGreaterThan(0);
    await page.getByText(mr('Total: {{total}}', { total: String(api.total) })).waitFor();
    const rows = page.getByTestId('arrest-table').locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(Math.min(api.total, 10));
    await rows.first().getByText(api.items[0]!.name).waitFor();
    // Masked Aadhaar only, never the full number.
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/\b\d{12}\b/);
    await screenshot(page, 'reports-arrest-mr');

    // Download without a choice: the selector's required rule.
    await page.getByRole('button', { name: mr('Download') }).click();
    await page.getByText(mr('Please select a value')).waitFor();

    const { fileName: name, sheet } = await downloadExcel(page, 'mr');
    expect(name).toBe(`${mr('Arrest register')}_${fileDay()}.xlsx`);
    checkLayout(sheet, 'अटक रजिस्टर', api.total, 'अ. क्र.');
    expect(sheet.getRow(4 + api.total).getCell(1).text).toBe(String(api.total));
    expect(sheet.getCell('B5').text).toBe(api.items[0]!.name);

    // PDF: every row of the range on A4 sheets, named with the dates (spec 3 §9, issue 17 §8),
    // not the ten on screen: the last row of the Excel file is in it, and the Marathi headings
    // read back as typed.
    const pdf = await downloadPdf(page, 'mr');
    expect(pdf.fileName).toBe(
      `${mr('Arrest register')} ${start.format('DD-MM-YYYY')} to ${end.format('DD-MM-YYYY')}.pdf`,
    );
    for (const words of ['अटक रजिस्टर', 'अ. क्र.', 'नाव', 'अटक दिनांक व वेळ', 'आधार क्रमांक']) {
      expect(pdf.text).toContain(words);
    }
    const lastName = sheet.getRow(4 + api.total).getCell(2).text;
    expect(pdf.text).toContain(lastName);
    expect(pdf.text).toContain(`पान ${pdf.pages} / ${pdf.pages}`);

    await switchLanguage(page, 'English');
    await page.getByText(en('Total: {{total}}', { total: String(api.total) })).waitFor();
    await screenshot(page, 'reports-arrest-en');
    // The language is saved on the account; the next test expects Marathi.
    await switchLanguage(page, 'मराठी');
  });

  it('opens the preventive report from the dashboard in ongoing mode and downloads the list', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.getByTestId('tile-preventiveActions').click();
    await page.waitForURL((url) => url.pathname === '/reportPreventive');
    const today = dayjs().format('YYYY-MM-DD');
    const stats = await getJson<PreventiveStatistics>(
      page,
      `/api/reports/preventive/statistics?mode=ongoing&startDate=${today}`,
    );
    expect(stats.total).toBeGreaterThan(0);
    const table = page.getByTestId('preventive-statistics');
    await table
      .locator('.ant-table-summary')
      .getByText(String(stats.total), { exact: true })
      .waitFor();
    await table.locator('.ant-table-summary').getByText(mr('Total')).waitFor();
    expect(mr('Total')).toBe('एकूण');
    await screenshot(page, 'reports-preventive-statistics-mr');

    await page.getByText(mr('List'), { exact: true }).click();
    await page.getByTestId('preventive-total').getByText(`एकूण: ${stats.total}`).waitFor();
    await screenshot(page, 'reports-preventive-list-mr');

    const { fileName: name, sheet } = await downloadExcel(page, 'mr');
    expect(name).toBe(`${mr('Preventive action report')}_${fileDay()}.xlsx`);
    checkLayout(sheet, 'प्रतिबंधक कारवाई अहवाल', stats.total, 'अ. क्र.');
    expect(sheet.getCell('A2').text).toContain('चालू');
    // The PDF lists every one of them, not the ten on screen (issue 17 §8).
    const pdf = await downloadPdf(page, 'mr');
    expect(pdf.text).toContain('प्रतिबंधक कारवाई अहवाल');
    expect(pdf.text).toContain(sheet.getRow(4 + stats.total).getCell(2).text);
    expect(pdf.text).toContain(`पान ${pdf.pages} / ${pdf.pages}`);

    // A new mode clears the results until Find.
    await page.getByTestId('preventive-mode').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: mr('New') })
      .click();
    expect(await page.getByTestId('preventive-list').count()).toBe(0);

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Preventive action report') }).waitFor();
    await screenshot(page, 'reports-preventive-en');
    // The language is saved on the account; the next test expects Marathi.
    await switchLanguage(page, 'मराठी');
  });

  it('opens the list on ongoing mode at once for a police station, without Statistics', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await page.goto('/reportPreventive');
    const today = dayjs().format('YYYY-MM-DD');
    const api = await getJson<{ total: number }>(
      page,
      `/api/reports/preventive?mode=ongoing&startDate=${today}&size=1`,
    );
    const stats = await page.evaluate(
      async (url) => (await fetch(url)).status,
      `/api/reports/preventive/statistics?mode=ongoing&startDate=${today}`,
    );
    expect(stats).toBe(403);
    if (api.total > 0) {
      await page.getByTestId('preventive-total').getByText(`एकूण: ${api.total}`).waitFor();
    } else {
      await page.getByTestId('report-empty').getByText(mr('No data available')).waitFor();
    }
    expect(await page.getByText(mr('Statistics'), { exact: true }).count()).toBe(0);
    await screenshot(page, 'reports-preventive-role2-mr');
  });

  it("shows the super admin the state's app users and downloads them", async () => {
    await login(page, ACCOUNTS.superadmin);
    await page.goto('/reportAppUsers');
    const api = await getJson<AppUsersReport>(page, '/api/reports/app-users');
    expect(api.total).toBeGreaterThan(0);
    await page
      .getByTestId('app-users-total')
      .getByText(String(api.total), { exact: true })
      .waitFor();
    await screenshot(page, 'reports-app-users-mr');

    const { fileName: name, sheet } = await downloadExcel(page, 'mr');
    expect(name).toBe(`${mr('Total App Users')}_${fileDay()}.xlsx`);
    // One row per station and the total row.
    checkLayout(sheet, 'एकूण ॲप वापरकर्ते', api.rows.length + 1, 'घटक');
    const totalRow = sheet.getRow(5 + api.rows.length);
    expect(totalRow.getCell(2).text).toBe('एकूण');
    expect(Number(totalRow.getCell(3).value)).toBe(api.total);
    expect(Number(totalRow.getCell(4).value)).toBe(api.active);

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Total App Users') }).waitFor();
    await screenshot(page, 'reports-app-users-en');
    // The language is saved on the account; the next test expects Marathi.
    await switchLanguage(page, 'मराठी');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type ExcelJS from 'exceljs';
import type {
  DashboardCounts,
  NotCheckedReport,
  StateAccusedReport,
  StateGpsReport,
  StatisticsReport,
} from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { downloadExcel, downloadPdf, getJson, pickRange } from './support/report';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Row n of the sheet as the texts of its cells. */
const rowText = (sheet: ExcelJS.Worksheet, n: number) => {
  const cells: string[] = [];
  sheet.getRow(n).eachCell({ includeEmpty: true }, (cell, col) => {
    cells[col - 1] = cell.text;
  });
  return Array.from(cells, (c) => c ?? '');
};

/** A row's seven figures, in the order of the table's columns from the third. */
const figures = (r: StatisticsReport['total']) =>
  [
    r.totalCriminals,
    r.totalInactiveCriminals,
    r.enteredInRange,
    r.checked,
    r.found,
    r.notFound,
    r.remaining,
  ].map(String);

const fileDay = () => dayjs().locale('en').format('DDMMMYYYY').toUpperCase();
const API = 'YYYY-MM-DD';

describe('statistical reports (spec 3 §2.6; spec 1 §2 tiles)', () => {
  it('runs the accused statistical report for the unit and downloads its Excel', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/reports');
    const find = page.getByRole('button', { name: mr('Find') });
    await find.waitFor();
    expect(await find.isDisabled()).toBe(true);
    expect(await page.locator('.ant-select-disabled').count()).toBe(1);

    const start = dayjs().subtract(30, 'day');
    const end = dayjs();
    await pickRange(page, start, end);
    await expect.poll(() => find.isDisabled()).toBe(false);
    await find.click();

    const api = await getJson<StatisticsReport>(
      page,
      `/api/reports/statistics?startDate=${start.format(API)}&endDate=${end.format(API)}`,
    );
    expect(api.total.totalCriminals).toBeGreaterThan(0);
    expect(api.total.checked).toBeGreaterThan(0);
    const table = page.getByTestId('statistics-table');
    const total = table.locator('.ant-table-summary');
    await total.getByText(mr('Total'), { exact: true }).waitFor();
    const totalCells = await total.locator('td').allInnerTexts();
    expect(totalCells.slice(2, 9)).toEqual(figures(api.total));
    const shivajinagar = api.rows.find((r) => r.station.en === 'Shivajinagar');
    if (!shivajinagar) throw new Error('no Shivajinagar row');
    const row = table.locator('tr.ant-table-row').filter({ hasText: 'शिवाजीनगर' });
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(2, 9)).toEqual(figures(shivajinagar));
    await screenshot(page, 'statistics-report-mr');

    const { fileName: name, sheet } = await downloadExcel(page, 'mr');
    expect(name).toBe(`${mr('Accused statistical report')}_${fileDay()}.xlsx`);
    expect(sheet.getCell('A1').text).toBe('आरोपी सांख्यिकी अहवाल');
    expect(sheet.getCell('A2').text).toContain('पुणे शहर');
    expect(sheet.getCell('A4').text).toBe('अ. क्र.');
    const totalRow = 5 + api.rows.length;
    expect(rowText(sheet, totalRow).slice(1, 9)).toEqual(['एकूण', ...figures(api.total)]);
    expect(sheet.getRow(totalRow + 2).getCell(1).text).toMatch(/^Generated At /);

    // PDF: the whole table with its total row on A4, from the server (spec 3 §2.6, §9).
    const pdf = await downloadPdf(page, 'mr');
    expect(pdf.fileName).toBe(
      `${mr('Accused statistical report')} ${start.format('DD-MM-YYYY')} to ${end.format('DD-MM-YYYY')}.pdf`,
    );
    for (const row of api.rows) expect(pdf.text).toContain(row.station.mr);
    expect(pdf.text).toContain('एकूण');

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Accused statistical report') }).waitFor();
    await total.getByText(en('Total'), { exact: true }).waitFor();
    await screenshot(page, 'statistics-report-en');
  });

  it('opens the state GPS report from the dashboard tile on today', async () => {
    await login(page, ACCOUNTS.superadmin);
    const counts = await getJson<DashboardCounts>(page, '/api/dashboard/counts');
    expect(counts.checkedToday).toBeGreaterThan(0);
    await page.getByTestId('tile-checkedToday').click();
    await page.waitForURL((url) => url.pathname === '/reportSupReport4');
    const today = dayjs().format(API);
    const api = await getJson<StateGpsReport>(page, `/api/reports/state-gps?startDate=${today}`);
    // The tile's figure is the report's total of accused checked today.
    expect(api.total.checked).toBe(counts.checkedToday);
    const total = page.getByTestId('state-gps-table').locator('.ant-table-summary');
    await total.getByText(mr('Total'), { exact: true }).waitFor();
    const totalCells = await total.locator('td').allInnerTexts();
    expect(totalCells.slice(2)).toEqual(
      [
        api.total.active,
        api.total.checked,
        api.total.found,
        api.total.notFound,
        api.total.remaining,
        api.total.checkins,
        api.total.checkinUsers,
      ].map(String),
    );
    await screenshot(page, 'state-gps-report-mr');
    const { fileName: name, sheet } = await downloadExcel(page, 'mr');
    expect(name).toBe(`${mr('State GPS check report')}_${fileDay()}.xlsx`);
    expect(sheet.getCell('A2').text).toContain('महाराष्ट्र राज्य');
    expect(rowText(sheet, 5 + api.rows.length).slice(1, 4)).toEqual([
      'एकूण',
      String(api.total.active),
      String(api.total.checked),
    ]);

    // The Total accused tile opens the state accused report; a unit's row its stations.
    await page.goto('/');
    await page.getByTestId('tile-accused').click();
    await page.waitForURL((url) => url.pathname === '/reportSupReport3');
    const start = dayjs().subtract(1, 'year');
    await pickRange(page, start, dayjs());
    await page.getByRole('button', { name: mr('Find') }).click();
    const state = await getJson<StateAccusedReport>(
      page,
      `/api/reports/state-accused?startDate=${start.format(API)}&endDate=${today}`,
    );
    expect(state.total.totalAccused).toBe(counts.accused);
    await page
      .getByTestId('state-accused-table')
      .locator('.ant-table-summary')
      .getByText(String(state.total.totalAccused), { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'state-accused-report-mr');
    await page
      .getByTestId('state-accused-table')
      .locator('tr')
      .filter({ hasText: 'पुणे शहर' })
      .click();
    await page.waitForURL((url) => url.pathname === '/reports' && url.search.includes('cityId='));
    await page.getByTestId('statistics-table').locator('.ant-table-summary').waitFor();
    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Accused statistical report') }).waitFor();
    await page.goto('/reportSupReport4?today=1');
    await page.getByTestId('state-gps-table').locator('.ant-table-summary').waitFor();
    await screenshot(page, 'state-gps-report-en');
  });

  it('lists the station accused not yet checked and opens a profile', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/reports4');
    const today = dayjs();
    await pickRange(page, today, today);
    await page.getByRole('button', { name: mr('Find') }).click();
    const api = await getJson<NotCheckedReport>(
      page,
      `/api/reports/not-checked?startDate=${today.format(API)}&endDate=${today.format(API)}`,
    );
    expect(api.total).toBeGreaterThan(0);
    await page
      .getByTestId('not-checked-count')
      .getByText(mr('Accused not checked: {{count}}', { count: String(api.total) }))
      .waitFor();
    const first = api.items[0];
    if (!first) throw new Error('no row');
    await page.getByTestId('not-checked-table').getByText(first.name).first().waitFor();
    await screenshot(page, 'not-checked-report-mr');
    await page.getByTestId('not-checked-view').first().click();
    const modal = page.locator('.ant-modal-content');
    await modal.getByText(first.name).first().waitFor();
    await modal.locator('.ant-modal-close').first().click();
    await modal.waitFor({ state: 'hidden' });
    const { sheet } = await downloadExcel(page, 'mr');
    expect(sheet.getCell('A1').text).toBe('तपासणी न झालेले आरोपी');
    expect(sheet.getCell('B5').text).toBe(first.name);
    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Accused not yet checked') }).waitFor();
    await screenshot(page, 'not-checked-report-en');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type ExcelJS from 'exceljs';
import type { PreventiveStatistics, TwoPlusList } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { downloadExcel, getJson, pickRange } from './support/report';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

async function chooseReport(label: string) {
  await page.getByTestId('two-plus-report').click();
  await page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}

const start = dayjs().subtract(1, 'year');
const end = dayjs();
const range = `startDate=${start.format('YYYY-MM-DD')}&endDate=${end.format('YYYY-MM-DD')}`;

describe('2-plus reports (spec 3 §2.3)', () => {
  it('pune.admin: statistics, drill-down drawer, View, Excel against the API', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    // The dashboard's Task report tile opens the 2-plus count.
    await page.goto('/reportPlus2Report?Plus2Report=1');
    await page.getByTestId('two-plus-report').getByText(mr('2-plus accused count')).waitFor();
    await pickRange(page, start, end);
    await page.getByRole('button', { name: mr('Find') }).click();
    const api = await getJson<PreventiveStatistics>(
      page,
      `/api/reports/two-plus/statistics?kind=count&${range}`,
    );
    expect(api.total).toBeGreaterThan(0);
    await page.getByTestId('two-plus-total').getByText(String(api.total)).waitFor();
    await screenshot(page, 'twoplus-statistics-mr');

    const { sheet } = await downloadExcel(page, 'mr');
    expect(sheet.getCell('A1').text).toBe('२ पेक्षा जास्त गुन्हे असलेले आरोपी');
    expect(sheet.getCell('A4').text).toBe('अ. क्र.');
    for (const [i, r] of api.rows.entries()) {
      expect(sheet.getRow(5 + i).getCell(2).text).toBe(r.station.mr);
      expect(sheet.getRow(5 + i).getCell(3).text).toBe(String(r.count));
    }
    expect(sheet.getRow(5 + api.rows.length).getCell(3).text).toBe(String(api.total));

    // The drawer of the busiest station lists its accused.
    const busiest = [...api.rows].sort((a, b) => b.count - a.count)[0]!;
    const drawerApi = await getJson<TwoPlusList>(
      page,
      `/api/reports/two-plus/list?kind=count&${range}&stationId=${busiest.stationId}&size=10`,
    );
    expect(drawerApi.total).toBe(busiest.count);
    await page
      .getByTestId('two-plus-statistics')
      .locator('tr')
      .filter({ hasText: busiest.station.mr })
      .getByTestId('two-plus-count')
      .click();
    const drawer = page.getByTestId('two-plus-drawer');
    await drawer.getByText(drawerApi.items[0]!.name).first().waitFor();
    await expect
      .poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').count())
      .toBe(Math.min(10, drawerApi.total));
    await screenshot(page, 'twoplus-drawer-mr');
    await drawer.getByTestId('two-plus-view').first().click();
    await page.locator('.ant-modal-content').getByText(drawerApi.items[0]!.name).first().waitFor();
    await screenshot(page, 'twoplus-profile-mr');
  });

  it('pune.admin in English: the new accused statistics with seven categories', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/reportPlus2Report');
    await switchLanguage(page, 'English');
    await chooseReport(en('New accused statistics'));
    await pickRange(page, start, end);
    await page.getByRole('button', { name: en('Find') }).click();
    const api = await getJson<{ total: { property: number; total: number } }>(
      page,
      `/api/reports/two-plus/new-statistics?${range}`,
    );
    const table = page.getByTestId('two-plus-new-statistics');
    await table.getByRole('columnheader', { name: en('Property offences') }).waitFor();
    await table.locator('.ant-table-summary').getByText(String(api.total.total)).first().waitFor();
    await screenshot(page, 'twoplus-new-statistics-en');
    const { sheet } = await downloadExcel(page, 'en');
    expect(sheet.getCell('A1').text).toBe('New Accused Statistics');
    let totalRow: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(2).text === 'Total') totalRow = row;
    });
    expect(totalRow?.getCell(4).text).toBe(String(api.total.property));
    expect(totalRow?.getCell(10).text).toBe(String(api.total.total));
    await switchLanguage(page, 'मराठी');
  });

  it('pune.kothrud: the list of its own records and within its limits', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await page.goto('/reportPlus2Report');
    await chooseReport(mr('2-plus accused in new crimes'));
    await pickRange(page, start, end);
    await page.getByRole('button', { name: mr('Find') }).click();
    const own = await getJson<TwoPlusList>(
      page,
      `/api/reports/two-plus/list?kind=new&${range}&size=10`,
    );
    const list = page.getByTestId('two-plus-list');
    if (own.total > 0) await list.getByText(own.items[0]!.name).first().waitFor();
    await page.getByTestId('two-plus-source').getByText(mr('Within station limits')).click();
    await page.getByRole('button', { name: mr('Find') }).click();
    const limits = await getJson<TwoPlusList>(
      page,
      `/api/reports/two-plus/list?kind=new&${range}&source=by_distinct&size=10`,
    );
    expect(limits.total).toBeGreaterThanOrEqual(own.total);
    await list.getByRole('heading', { name: `${mr('Total')}: ${limits.total}` }).waitFor();
    await screenshot(page, 'twoplus-station-list-mr');
  });
});

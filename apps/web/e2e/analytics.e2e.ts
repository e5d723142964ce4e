import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { Analytics } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { getJson } from './support/report';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

const view = () => page.getByTestId('analytics-view');
const shownTotal = async () =>
  (
    await view().getByTestId('analytics-total').locator('.ant-statistic-content').innerText()
  ).replace(/[^0-9]/g, '');
const radios = () => page.getByTestId('analytics-duration').locator('input[type=radio]');

async function chooseType(label: string) {
  await page.getByTestId('analytics-type').click();
  await page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}

async function expectTotal(query: string) {
  const api = await getJson<Analytics>(page, `/api/analytics?${query}`);
  expect(api.totalRecord, query).toBeGreaterThan(0);
  await expect.poll(shownTotal, { timeout: 10_000 }).toBe(String(api.totalRecord));
  // The bars are drawn on a canvas by ECharts.
  await view().locator('canvas').first().waitFor();
  return api;
}

describe('analytical dashboard (spec 3 §2.11)', () => {
  it('pune.admin: types, durations, a custom range, Clear and the JPEG', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.getByTestId('dashboard-view').getByText(mr('Analytical view')).click();
    await view().waitFor();

    // Opens on filled police stations, monthly: one bar per day of this month.
    const filled = await expectTotal('type=filled&duration=month');
    expect(filled.bucket).toBe('day');
    expect(await radios().nth(1).isChecked()).toBe(true);
    await screenshot(page, 'analytics-filled-month-mr');

    // 2-plus accused over all time, per police station.
    await chooseType(mr('2-plus accused count'));
    await page.getByTestId('analytics-duration').getByText(mr('All'), { exact: true }).click();
    const twoPlus = await expectTotal('type=two-plus&duration=all');
    expect(twoPlus.bucket).toBe('station');
    await screenshot(page, 'analytics-two-plus-all-mr');

    // Patrol visits over six months.
    await chooseType(mr('Surveillance count'));
    await page.getByTestId('analytics-duration').getByText(mr('Six months')).click();
    await expectTotal('type=surveillance&duration=six-months');

    // A custom range clears the radio and disables it until Clear.
    const start = dayjs().subtract(29, 'day');
    const end = dayjs();
    const inputs = view().locator('.ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(start.format('DD-MM-YYYY'));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(end.format('DD-MM-YYYY'));
    await inputs.nth(1).press('Enter');
    await expectTotal(
      `type=surveillance&startDate=${start.format('YYYY-MM-DD')}&endDate=${end.format('YYYY-MM-DD')}`,
    );
    for (let i = 0; i < 5; i++) {
      expect(await radios().nth(i).isDisabled()).toBe(true);
      expect(await radios().nth(i).isChecked()).toBe(false);
    }
    await page.getByTestId('analytics-clear').click();
    await expect.poll(() => radios().nth(1).isChecked()).toBe(true);
    expect(await radios().nth(0).isDisabled()).toBe(false);
    await expectTotal('type=surveillance&duration=month');

    // The chart as a JPEG named after the type and today's date.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('analytics-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${mr('Surveillance count')}_${dayjs().locale('en').format('DDMMMYYYY').toUpperCase()}.jpeg`,
    );
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('reads in English too, with station names in English', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await switchLanguage(page, 'English');
    await page.getByTestId('dashboard-view').getByText(en('Analytical view')).click();
    await chooseType(en('App user count'));
    await page.getByTestId('analytics-duration').getByText(en('All'), { exact: true }).click();
    await expectTotal('type=app-users&duration=all');
    await view().getByText(en('Total')).waitFor();
    await screenshot(page, 'analytics-app-users-all-en');
  });
});

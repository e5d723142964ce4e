import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Lookup, SessionUser, Station } from '@cmis/shared';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { tr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { DOCS_SCREENSHOTS_DIR } from './support/paths';
import { currentUser, switchLanguage } from './support/session';

const mr = (key: string, values?: Record<string, string>) => tr('mr', key, values);
const en = (key: string, values?: Record<string, string>) => tr('en', key, values);

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, inject('baseUrl'));
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

async function getJson<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json() as Promise<T>, path);
}

async function signedIn(account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]): Promise<SessionUser> {
  await login(page, account);
  const user = await currentUser(page);
  if (!user) throw new Error('no session after sign-in');
  return user;
}

const tableRows = (p: Page) => p.locator('.ant-table-tbody tr.ant-table-row');

describe('dashboard', () => {
  it('shows a unit admin the police stations of the unit, in Marathi and English', async () => {
    const user = await signedIn(ACCOUNTS.puneAdmin);
    const stations = await getJson<Station[]>(`/api/masters/cities/${user.cityId}/stations`);
    expect(stations.length).toBeGreaterThan(0);
    const unit = user.cityName!;

    await page
      .getByRole('heading', { name: mr('Welcome, {{name}}', { name: user.name }) })
      .waitFor();
    await page.getByText(mr('Police stations of {{unit}}', { unit: unit.mr })).waitFor();
    await page
      .getByText(mr('Police stations: {{total}}', { total: String(stations.length) }))
      .waitFor();
    await page.getByRole('cell', { name: stations[0]!.nameMr, exact: true }).waitFor();
    expect(await tableRows(page).count()).toBe(Math.min(stations.length, 10));
    await screenshot(page, 'dashboard-role4-mr');

    await switchLanguage(page, 'English');
    await page
      .getByRole('heading', { name: en('Welcome, {{name}}', { name: user.name }) })
      .waitFor();
    await page.getByText(en('Police stations of {{unit}}', { unit: unit.en })).waitFor();
    await screenshot(page, 'dashboard-role4-en');
    await screenshot(page, 'dashboard', join(DOCS_SCREENSHOTS_DIR, 'dashboard.png'));

    await switchLanguage(page, 'मराठी');
    await page.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();
    await page.getByRole('button', { name: mr('View users') }).click();
    await page.waitForURL((url) => url.pathname === '/users');
  });

  it('shows the super admin every unit with its number of police stations', async () => {
    await signedIn(ACCOUNTS.superadmin);
    const cities = await getJson<Lookup[]>('/api/masters/cities');
    expect(cities.length).toBeGreaterThan(0);
    const first = cities[0]!;
    const firstStations = await getJson<Station[]>(`/api/masters/cities/${first.id}/stations`);

    await page.getByText(mr('Units in the state')).waitFor();
    await page.getByText(mr('State of Maharashtra')).first().waitFor();
    const row = tableRows(page).filter({ hasText: first.nameMr }).first();
    await row
      .locator('td')
      .last()
      .getByText(String(firstStations.length), { exact: true })
      .waitFor();
    const units = page
      .locator('.ant-statistic')
      .filter({ hasText: mr('Units') })
      .first();
    await units.getByText(String(cities.length), { exact: true }).waitFor();
    await screenshot(page, 'dashboard-role8-mr');
  });

  it('shows a police-station user its station and unit', async () => {
    const user = await signedIn(ACCOUNTS.puneShivajinagar);
    await page.getByText(mr('Your police station')).waitFor();
    const details = page.locator('.ant-descriptions-bordered');
    await details.getByText(user.stationName!.mr, { exact: true }).waitFor();
    await details.getByText(user.cityName!.mr, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: mr('View users') }).count()).toBe(0);
    await screenshot(page, 'dashboard-role2-mr');
  });
});

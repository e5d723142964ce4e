import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { AccusedListItem, DashboardCounts, Lookup, SessionUser, Station } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { DOCS_SCREENSHOTS_DIR } from './support/paths';
import { getJson } from './support/report';
import { currentUser, switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

async function signedIn(account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]): Promise<SessionUser> {
  await login(page, account);
  const user = await currentUser(page);
  if (!user) throw new Error('no session after sign-in');
  return user;
}

/** One card of the dashboard by its title (the overdue-checks card has tables of its own). */
const card = (p: Page, title: string) =>
  p.locator('.ant-card').filter({ has: p.locator('.ant-card-head', { hasText: title }) });
const tableRows = (scope: ReturnType<typeof card>) =>
  scope.locator('.ant-table-tbody tr.ant-table-row');

describe('dashboard', () => {
  it('shows a unit admin the police stations of the unit, in Marathi and English', async () => {
    const user = await signedIn(ACCOUNTS.puneAdmin);
    const stations = await getJson<Station[]>(page, `/api/masters/cities/${user.cityId}/stations`);
    expect(stations.length).toBeGreaterThan(0);
    const unit = user.cityName!;

    await page
      .getByRole('heading', { name: mr('Welcome, {{name}}', { name: user.name }) })
      .waitFor();
    await page.getByText(mr('Police stations of {{unit}}', { unit: unit.mr })).waitFor();
    await page
      .getByText(mr('Police stations: {{total}}', { total: String(stations.length) }))
      .waitFor();
    const stationsCard = card(page, mr('Police stations of {{unit}}', { unit: unit.mr }));
    await stationsCard.getByRole('cell', { name: stations[0]!.nameMr, exact: true }).waitFor();
    expect(await tableRows(stationsCard).count()).toBe(Math.min(stations.length, 10));
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
    const cities = await getJson<Lookup[]>(page, '/api/masters/cities');
    expect(cities.length).toBeGreaterThan(0);
    const first = cities[0]!;
    const firstStations = await getJson<Station[]>(
      page,
      `/api/masters/cities/${first.id}/stations`,
    );

    await page.getByText(mr('Units in the state')).waitFor();
    await page.getByText(mr('State of Maharashtra')).first().waitFor();
    const unitsCard = card(page, mr('Units in the state'));
    const row = unitsCard
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: first.nameMr })
      .first();
    await row
      .locator('td')
      .last()
      .getByText(String(firstStations.length), { exact: true })
      .waitFor();
    const units = page
      .locator('.ant-statistic')
      .filter({ has: page.getByText(mr('Units'), { exact: true }) })
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

describe('dashboard tiles and the Wanted view (spec 1 §2)', () => {
  const tile = (key: string) => page.getByTestId(`tile-${key}`);
  const tileValue = (key: string) => tile(key).locator('.ant-statistic-content-value');

  it("shows the unit admin's six counts and opens a tile's screen", async () => {
    await signedIn(ACCOUNTS.puneAdmin);
    const counts = await getJson<DashboardCounts>(page, '/api/dashboard/counts');
    for (const key of [
      'appUsers',
      'registered',
      'accused',
      'checkedToday',
      'preventiveActions',
      'twoPlus',
    ] as const) {
      await expect
        .poll(() => tileValue(key).textContent())
        .toBe(String(counts[key]?.toLocaleString('en-US')));
    }
    await tile('appUsers')
      .getByText(
        mr('Pending: {{pending}} · Rejected: {{rejected}}', {
          pending: String(counts.appUsersPending),
          rejected: String(counts.appUsersRejected),
        }),
      )
      .waitFor();
    expect(counts.accused).toBeGreaterThan(0);
    await screenshot(page, 'dashboard-tiles-role4-mr');

    // The analytical switch hides the tiles; back to normal shows them again.
    await page.getByTestId('dashboard-view').getByText(mr('Analytical view')).click();
    await page.getByTestId('analytics-view').waitFor();
    expect(await tile('accused').count()).toBe(0);
    await page.getByTestId('dashboard-view').getByText(mr('Normal view')).click();
    await tile('accused').click();
    await page.waitForURL((url) => url.pathname === '/finds');
  });

  it('lists wanted and absconding accused, searches, downloads Excel and opens a profile', async () => {
    await signedIn(ACCOUNTS.puneAdmin);
    const wanted = await getJson<{ items: AccusedListItem[]; total: number }>(
      page,
      '/api/accused?condition=wanted&size=10',
    );
    const absconding = await getJson<{ total: number }>(
      page,
      '/api/accused?condition=absconding&size=1',
    );
    expect(wanted.total).toBeGreaterThan(0);
    await page.getByTestId('wanted-button').click();
    const view = page.getByTestId('wanted-view');
    await view.getByText(mr('Total: {{total}}', { total: String(wanted.total) })).waitFor();
    const first = wanted.items[0]!;
    await view.getByText(first.name, { exact: true }).first().waitFor();
    await screenshot(page, 'dashboard-wanted-mr');

    await view.getByTestId('wanted-condition').getByText(mr('Absconding')).click();
    await view.getByText(mr('Total: {{total}}', { total: String(absconding.total) })).waitFor();
    await view.getByTestId('wanted-condition').getByText(mr('Wanted')).click();

    // Search narrows the list to one name.
    await view.getByTestId('wanted-search').fill(first.name);
    await view.getByTestId('wanted-search').press('Enter');
    await expect.poll(() => view.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    await view.getByText(first.name, { exact: true }).first().waitFor();

    // Excel: the rows of the view, named after the condition and the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByTestId('wanted-excel').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wanted_wanted_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('नाव');
    expect(sheet.getColumn(2).values.slice(2)).toContain(first.name);

    // The profile modal over the dashboard.
    await view.getByTestId(`wanted-view-${first.id}`).click();
    const modal = page
      .locator('.ant-modal-content')
      .filter({ has: page.getByTestId('profile-scroll') });
    await modal.getByTestId('profile-name').getByText(first.name).waitFor();
    await screenshot(page, 'dashboard-wanted-profile-mr');
    await modal
      .locator('.ant-modal-footer')
      .getByRole('button', { name: mr('Close') })
      .click();
    await modal.waitFor({ state: 'detached' });
    await view.getByTestId('wanted-close').click();
    await view.waitFor({ state: 'detached' });

    await switchLanguage(page, 'English');
    await page.getByTestId('wanted-button').click();
    await page.getByTestId('wanted-view').getByText(en('Wanted and absconding accused')).waitFor();
    await screenshot(page, 'dashboard-wanted-en');
    await switchLanguage(page, 'मराठी');
  });

  it("gives the station user three tiles and the super admin the state's", async () => {
    await signedIn(ACCOUNTS.puneKothrud);
    const station = await getJson<DashboardCounts>(page, '/api/dashboard/counts');
    await expect.poll(() => tileValue('accused').textContent()).toBe(String(station.accused));
    expect(await page.locator('[data-testid^="tile-"].ant-card').count()).toBe(3);
    expect(station.appUsers).toBeNull();
    await page.getByTestId('wanted-button').waitFor();
    await screenshot(page, 'dashboard-tiles-role2-mr');
    await tile('accused').click();
    await page.waitForURL((url) => url.pathname === '/ProfessionalForm');

    await page.context().clearCookies();
    await signedIn(ACCOUNTS.superadmin);
    const state = await getJson<DashboardCounts>(page, '/api/dashboard/counts');
    await expect
      .poll(() => tileValue('accused').textContent())
      .toBe(state.accused.toLocaleString('en-US'));
    await tile('registered').getByText(mr('Registered units')).waitFor();
    expect(await page.getByTestId('wanted-button').count()).toBe(0);
    await screenshot(page, 'dashboard-tiles-role8-mr');
  });
});

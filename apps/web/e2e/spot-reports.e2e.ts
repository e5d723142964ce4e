import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { PatrolAppUsers, SpotStations, StationSpots } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { downloadExcel, endPrint, getJson, pickRange, printReport } from './support/report';
import { switchLanguage } from './support/session';

/**
 * Patrol and spot reports (spec 3 §2.6 reports3, §2.7; docs/reports.md, decision 0026) on
 * the demo data: 30 days of patrol visits to the demo spots.
 */

let page: Page;
pagePerTest((p) => (page = p));

const start = dayjs().subtract(30, 'day');
const end = dayjs();
const range = `startDate=${start.format('YYYY-MM-DD')}&endDate=${end.format('YYYY-MM-DD')}`;

describe('spot reports (spec 3 §2.7)', () => {
  it('pune.admin: admin spot-wise figures, the Report View modal and the Excel', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/reportAdminSpotvise');
    await page.getByRole('heading', { name: mr('Admin spot-wise report') }).waitFor();
    await pickRange(page, start, end);
    await page.getByRole('button', { name: mr('Find') }).click();
    const api = await getJson<SpotStations>(page, `/api/reports/spots/stations?${range}`);
    expect(api.total.spots).toBeGreaterThan(0);
    expect(api.total.visits).toBeGreaterThan(0);
    const table = page.getByTestId('spot-stations-table');
    const busiest = [...api.rows].sort((a, b) => b.visits - a.visits)[0]!;
    const row = table.locator('tr.ant-table-row').filter({ hasText: busiest.station.mr });
    await row.waitFor();
    // Sr No, station, total spots, tagged, visited, visits, not visited.
    const cells = row.locator('td');
    expect(await cells.nth(2).innerText()).toBe(String(busiest.spots));
    expect(await cells.nth(3).innerText()).toBe(String(busiest.tagged));
    expect(await cells.nth(4).innerText()).toBe(String(busiest.visitedSpots));
    expect(await cells.nth(5).innerText()).toBe(String(busiest.visits));
    expect(await cells.nth(6).innerText()).toBe(String(busiest.notVisited));
    const total = page.getByTestId('spot-stations-total').locator('td');
    expect(await total.nth(1).innerText()).toBe(String(api.total.spots));
    expect(await total.nth(4).innerText()).toBe(String(api.total.visits));
    await screenshot(page, 'spot-admin-mr');

    // View: the same station's spot-wise breakdown for the same range, in a 95% modal.
    const breakdown = await getJson<StationSpots>(
      page,
      `/api/reports/spots/station?${range}&stationId=${busiest.stationId}`,
    );
    expect(breakdown.visits).toBe(busiest.visits);
    expect(breakdown.spots).toBe(busiest.spots);
    await page.getByTestId(`spot-view-${busiest.stationId}`).click();
    const modal = page.getByTestId('spot-report-view');
    await modal.getByText(breakdown.rows[0]!.name).first().waitFor();
    await expect
      .poll(async () => modal.getByTestId('station-spots-visits').innerText())
      .toContain(String(breakdown.visits));
    // 95% of the window once the opening animation is over.
    await expect
      .poll(() =>
        page
          .locator('.ant-modal')
          .evaluate(
            (el) => el.getBoundingClientRect().width / document.documentElement.clientWidth,
          ),
      )
      .toBeGreaterThan(0.94);
    await screenshot(page, 'spot-admin-view-mr');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    const { sheet, fileName } = await downloadExcel(page, 'mr');
    expect(fileName).toMatch(/^स्पॉटनिहाय अहवाल_\d{2}[A-Z]{3}\d{4}\.xlsx$/);
    expect(sheet.getCell('A1').text).toBe('स्पॉटनिहाय अहवाल');
    expect(sheet.getCell('A4').text).toBe('अ. क्र.');
    for (const [i, r] of api.rows.entries()) {
      const x = sheet.getRow(5 + i);
      expect(x.getCell(2).text).toBe(r.station.mr);
      expect([3, 4, 5, 6, 7].map((c) => x.getCell(c).text)).toEqual(
        [r.spots, r.tagged, r.visitedSpots, r.visits, r.notVisited].map(String),
      );
    }
    const sum = sheet.getRow(5 + api.rows.length);
    expect(sum.getCell(2).text).toBe('एकूण');
    expect(sum.getCell(6).text).toBe(String(api.total.visits));
  });

  it('pune.shivajinagar: its own spots with visits and the last visitor', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/reportPoliceSpotvise');
    await pickRange(page, start, end);
    await page.getByRole('button', { name: mr('Find') }).click();
    const api = await getJson<StationSpots>(page, `/api/reports/spots/station?${range}`);
    expect(api.rows.length).toBeGreaterThan(0);
    expect(api.visits).toBeGreaterThan(0);
    const view = page.getByTestId('station-spots');
    await view.getByText(api.rows[0]!.name).first().waitFor();
    expect(await view.getByTestId('station-spots-spots').innerText()).toContain(String(api.spots));
    expect(await view.getByTestId('station-spots-visits').innerText()).toContain(
      String(api.visits),
    );
    const visited = api.rows.find((r) => r.visits > 0)!;
    const row = view.locator('tr.ant-table-row').filter({ hasText: visited.name });
    await row.getByText(visited.lastVisitorPhone!).waitFor();
    await screenshot(page, 'spot-station-mr');
    // PDF: the A4 print of the table, titled with the station and the range (spec 3 §9).
    const title = `${mr('Station-wise spot report')} ${api.station.mr} ${start.format('DD-MM-YYYY')} to ${end.format('DD-MM-YYYY')}`;
    expect(await printReport(page, 'mr')).toEqual([title]);
    const printArea = page.getByTestId('print-area');
    await printArea.getByText(api.rows[0]!.name).first().waitFor({ state: 'attached' });
    expect(await printArea.locator('tbody tr').count()).toBe(api.rows.length);
    await endPrint(page);
    await switchLanguage(page, 'English');
    await view.getByRole('columnheader', { name: en('Visits in the range') }).waitFor();
    await screenshot(page, 'spot-station-en');
    // The admin-only reports are not offered to a police station.
    const denied = await page.evaluate(
      async (q) => (await fetch(`/api/reports/spots/stations?${q}`)).status,
      range,
    );
    expect(denied).toBe(403);
  });
});

describe('patrol (round) statistics (spec 3 §2.6)', () => {
  it('pune.admin in English: per station and per app user, with the Excel', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/reports3');
    await page.getByRole('heading', { name: mr('Patrol round statistics') }).waitFor();
    await pickRange(page, start, end);
    await page.getByRole('button', { name: mr('Find') }).click();
    const stations = await getJson<SpotStations>(page, `/api/reports/spots/stations?${range}`);
    const total = page.getByTestId('spot-stations-total').locator('td');
    await expect.poll(async () => total.nth(1).innerText()).toBe(String(stations.total.spots));
    await screenshot(page, 'patrol-stations-mr');
    expect(await printReport(page, 'mr')).toEqual([
      `${mr('Patrol round statistics')} ${start.format('DD-MM-YYYY')} to ${end.format('DD-MM-YYYY')}`,
    ]);
    await page
      .getByTestId('print-area')
      .getByText(`${mr('Total')}: `)
      .waitFor({ state: 'attached' });
    await endPrint(page);
    await switchLanguage(page, 'English');
    await expect.poll(async () => total.nth(4).innerText()).toBe(String(stations.total.visits));
    expect(await total.nth(5).innerText()).toBe(String(stations.total.patrollers));
    await screenshot(page, 'patrol-stations-en');

    await page.getByTestId('patrol-variant').getByText(en('Per app user')).click();
    const users = await getJson<PatrolAppUsers>(page, `/api/reports/patrol/app-users?${range}`);
    expect(users.rows.length).toBeGreaterThan(0);
    const table = page.getByTestId('patrol-app-users-table');
    const first = users.rows[0]!;
    const row = table.locator('tr.ant-table-row').filter({ hasText: first.phone });
    await row.waitFor();
    expect(await row.locator('td').nth(4).innerText()).toBe(String(first.rounds));
    await screenshot(page, 'patrol-app-users-en');
    const { sheet } = await downloadExcel(page, 'en');
    expect(sheet.getCell('A1').text).toBe('Patrol Rounds by App User');
    expect(sheet.getRow(5).getCell(3).text).toBe(first.phone);
    expect(sheet.getRow(5).getCell(5).text).toBe(String(first.rounds));
    expect(sheet.getRow(5 + users.rows.length).getCell(5).text).toBe(String(users.total.rounds));

    // The admin spot-wise report in English too.
    await page.goto('/reportAdminSpotvise');
    await pickRange(page, start, end);
    await page.getByRole('button', { name: en('Find') }).click();
    await page.getByTestId('spot-stations-total').waitFor();
    await screenshot(page, 'spot-admin-en');
  });
});

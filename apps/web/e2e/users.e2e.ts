import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { tr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';

const mr = (key: string, values?: Record<string, string>) => tr('mr', key, values);

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

interface UserPage {
  items: { userid: string; stationNameMr: string | null }[];
  total: number;
}

const rows = (p: Page) => p.locator('.ant-table-tbody tr.ant-table-row');

/** Column texts of the rows on screen (0 = serial number, 2 = user id, 6 = police station). */
async function column(p: Page, index: number): Promise<string[]> {
  return rows(p).evaluateAll((trs, i) => trs.map((tr) => tr.children[i]?.textContent ?? ''), index);
}

/** Runs an action and returns the /api/users answer it caused, with the query it sent. */
async function usersCall(p: Page, action: () => Promise<void>) {
  const [response] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === '/api/users'),
    action(),
  ]);
  return {
    query: new URL(response.url()).searchParams,
    body: (await response.json()) as UserPage,
  };
}

const openUsers = (p: Page) =>
  usersCall(p, () =>
    p
      .locator('.ant-layout-sider')
      .getByRole('link', { name: mr('Users') })
      .click(),
  );

describe('users page', () => {
  it('pages through every user of the state for the super admin, with search and clear', async () => {
    await login(page, ACCOUNTS.superadmin);
    const first = await openUsers(page);
    // Zero-based paging with the default size (DESIGN.md rule 8).
    expect(first.query.get('page')).toBe('0');
    expect(first.query.get('size')).toBe('10');
    await expect.poll(() => column(page, 2)).toEqual(first.body.items.map((u) => u.userid));
    expect(await column(page, 0)).toEqual(first.body.items.map((_u, i) => String(i + 1)));
    await page.getByText(mr('Total: {{total}}', { total: String(first.body.total) })).waitFor();
    await rows(page).first().getByText(mr('Active'), { exact: true }).waitFor();
    await screenshot(page, 'users-role8-mr');

    if (first.body.total > 10) {
      const second = await usersCall(page, () => page.locator('.ant-pagination-item-2').click());
      expect(second.query.get('page')).toBe('1');
      await expect
        .poll(() => column(page, 0))
        .toEqual(second.body.items.map((_u, i) => String(10 + i + 1)));
    }

    const searched = await usersCall(page, async () => {
      await page.getByRole('textbox').fill('nagpur');
      await page.getByRole('button', { name: mr('Search') }).click();
    });
    expect(searched.query.get('search')).toBe('nagpur');
    expect(searched.query.get('page')).toBe('0');
    expect(searched.body.items.map((u) => u.userid)).toContain('nagpur.admin');
    await expect.poll(() => column(page, 2)).toEqual(searched.body.items.map((u) => u.userid));

    // Clear returns to the unfiltered first page (answered from the cache when still fresh).
    await page.getByRole('button', { name: mr('Clear') }).click();
    expect(await page.getByRole('textbox').inputValue()).toBe('');
    await expect.poll(() => column(page, 2)).toEqual(first.body.items.map((u) => u.userid));
  });

  it("lists only the unit admin's own unit, with each user's police station", async () => {
    await login(page, ACCOUNTS.puneAdmin);
    const { body } = await openUsers(page);
    const listed = body.items.map((u) => u.userid);
    expect(listed).toEqual(expect.arrayContaining(['pune.shivajinagar', 'pune.kothrud']));
    expect(listed.some((userid) => userid.startsWith('nagpur.'))).toBe(false);
    await expect.poll(() => column(page, 2)).toEqual(listed);
    await page.getByRole('columnheader', { name: mr('Police station') }).waitFor();
    const stations = await column(page, 6);
    body.items.forEach((user, index) => expect(stations[index]).toBe(user.stationNameMr ?? ''));
    expect(stations.filter(Boolean).length).toBeGreaterThan(0);
    await screenshot(page, 'users-role4-mr');
  });
});

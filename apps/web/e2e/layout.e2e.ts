import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { mr } from './support/i18n';
import { ACCOUNTS, login, tickCaptcha, fillCredentials, submitLogin } from './support/login';
import { freshPages } from './support/page';
import { currentUser, switchLanguage } from './support/session';

const freshPage = freshPages();
let page: Page;
beforeEach(async () => {
  page = await freshPage();
});

const header = (p: Page) => p.locator('.ant-layout-header');

describe('language switch', () => {
  it('starts in Marathi, switches to English, keeps it on the server and switches back', async () => {
    await login(page, ACCOUNTS.nagpurAdmin);
    await header(page).getByText(mr('Criminal Monitoring Intelligent System')).waitFor();
    await page.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();

    await switchLanguage(page, 'English');
    await header(page).getByText('Criminal Monitoring Intelligent System').waitFor();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await currentUser(page))?.language).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

    // A new browser has no local memory of the choice: the login page starts in Marathi, and
    // the language saved on the server applies once the officer signs in.
    const other = await freshPage();
    await other.goto('/login');
    await other.getByRole('heading', { name: mr('Sign in'), exact: true }).waitFor();
    await login(other, ACCOUNTS.nagpurAdmin);
    await other.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

    await switchLanguage(other, 'मराठी');
    await other.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();
    await other.reload();
    await other.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();
    expect((await currentUser(other))?.language).toBe('mr');
  });

  it('keeps a language chosen on the login page after sign-in', async () => {
    await page.goto('/login');
    // The login page's switch is plain buttons (decision 0034), not antd's Segmented.
    await page
      .getByRole('group', { name: 'भाषा' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await fillCredentials(page, ACCOUNTS.nagpurSitabuldi);
    await tickCaptcha(page);
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await expect.poll(async () => (await currentUser(page))?.language).toBe('en');

    await switchLanguage(page, 'मराठी');
    await page.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();
  });
});

describe('route gates', () => {
  it('sends a police-station user who opens /users to the login page', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: mr('Sign in'), exact: true }).waitFor();
    // The session itself is untouched: the dashboard still opens.
    expect(await currentUser(page)).not.toBeNull();
    await page.goto('/');
    await page.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();
  });

  it('sends a visitor without a session to the login page', async () => {
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('shows a not-found page inside the layout for an unknown path', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/no-such-page');
    await page.getByText(mr('Page not found')).waitFor();
    await page.locator('.ant-layout-sider').waitFor();
    await page.getByRole('button', { name: mr('Back to dashboard') }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('layout', () => {
  it('lists the menu from the route table and credits the developer', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByRole('link', { name: mr('Users'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('heading', { name: mr('Users'), exact: true }).waitFor();
    expect(await page.title()).toContain(mr('Users'));
    await page
      .locator('.ant-layout-footer')
      .getByText(mr('Designed and developed by the CMIS development team'), { exact: false })
      .waitFor();

    // The user menu lists the account pages whose routes exist, then logout.
    await page.getByTestId('user-menu').click();
    const items = (await page.locator('.ant-dropdown-menu-item').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(items.slice(0, 2)).toEqual([mr('Profile'), mr('Login details')]);
    expect(items.at(-1)).toBe(mr('Logout'));
  });
});

import type { Page } from 'playwright-core';
import type { Role } from '@cmis/shared';

export const DEMO_PASSWORD = 'Cmis#Demo1';

export interface Account {
  userid: string;
  phone: string;
  role: Role;
}

/** The demo accounts of the README (docs/architecture.md §6), seeded when NODE_ENV is not production. */
export const ACCOUNTS = {
  superadmin: { userid: 'superadmin', phone: '9000000008', role: '8' },
  puneAdmin: { userid: 'pune.admin', phone: '9000000004', role: '4' },
  nagpurAdmin: { userid: 'nagpur.admin', phone: '9000000005', role: '4' },
  puneShivajinagar: { userid: 'pune.shivajinagar', phone: '9000000002', role: '2' },
  puneKothrud: { userid: 'pune.kothrud', phone: '9000000003', role: '2' },
  nagpurSitabuldi: { userid: 'nagpur.sitabuldi', phone: '9000000006', role: '2' },
} as const satisfies Record<string, Account>;

export const ALL_ACCOUNTS: readonly Account[] = Object.values(ACCOUNTS);

export async function fillCredentials(page: Page, account: Account, password = DEMO_PASSWORD) {
  await page.locator('#login_userid').fill(account.userid);
  await page.locator('#login_phone').fill(account.phone);
  await page.locator('#login_password').fill(password);
}

/** Ticks the real ALTCHA checkbox; the widget solves its proof of work in the page. */
export async function tickCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.locator('.altcha[data-state="unverified"]').waitFor();
  await widget.locator('input[type="checkbox"]').click();
  await widget.locator('.altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
}

export async function submitLogin(page: Page) {
  await page.getByTestId('sign-in').click();
}

/** Signs in through the login page, as an officer does, and waits for the dashboard. */
export async function login(page: Page, account: Account, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await fillCredentials(page, account);
  const remember = page.locator('#login_remember');
  if ((await remember.isChecked()) !== Boolean(options.remember)) await remember.click();
  await tickCaptcha(page);
  await submitLogin(page);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('user-menu').waitFor();
}

export async function logout(page: Page, logoutLabel: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: logoutLabel }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DELAYS, MESSAGES } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr } from './support/i18n';
import { pagePerTest } from './support/page';
import {
  ACCOUNTS,
  ALL_ACCOUNTS,
  DEMO_PASSWORD,
  fillCredentials,
  login,
  logout,
  submitLogin,
  tickCaptcha,
} from './support/login';
import { currentUser } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

async function sideMenuLinks(): Promise<string[]> {
  return page
    .locator('.ant-layout-sider .ant-menu a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('login page', () => {
  it('is in Marathi by default and states the goals of the system', async () => {
    await page.goto('/login');
    for (const key of [
      'Sign in',
      'Criminal Monitoring Intelligent System',
      'Reduce crime against property',
      'Monitor accused with two or more offences',
      'Take preventive action',
      'Track location',
    ]) {
      await page.getByText(mr(key), { exact: true }).first().waitFor();
    }
    await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    await screenshot(page, 'login-mr');
  });

  it('asks for the required fields with the shared schema messages', async () => {
    await page.goto('/login');
    await submitLogin(page);
    await page.getByText(mr('Please enter your User Id!')).waitFor();
    await page.getByText(mr('Please enter your Mobile Number!')).waitFor();
    await page.getByText(mr('Please input your password!!')).waitFor();
    await page.getByText(mr(MESSAGES.captchaRequired)).waitFor();
  });

  it('refuses a sign-in without the captcha', async () => {
    await page.goto('/login');
    await fillCredentials(page, ACCOUNTS.superadmin);
    await submitLogin(page);
    await page.getByText(mr(MESSAGES.captchaRequired)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows Invalid Credentials! for 5 seconds after a wrong password and renews the captcha', async () => {
    await page.goto('/login');
    await fillCredentials(page, ACCOUNTS.nagpurSitabuldi, 'Wrong#Pass1');
    await tickCaptcha(page);
    await submitLogin(page);
    const failure = page.getByTestId('login-failure');
    await failure.getByText(mr(MESSAGES.invalidCredentials)).waitFor();
    // A payload is single-use on the server, so the widget starts over.
    await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor();
    await screenshot(page, 'login-invalid-credentials');
    await failure.waitFor({ state: 'detached', timeout: DELAYS.loginErrorMs + 2000 });
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('remembers the user id and mobile number, never the password', async () => {
    await login(page, ACCOUNTS.puneShivajinagar, { remember: true });
    await logout(page, mr('Logout'));
    expect(await page.locator('#login_userid').inputValue()).toBe(ACCOUNTS.puneShivajinagar.userid);
    expect(await page.locator('#login_phone').inputValue()).toBe(ACCOUNTS.puneShivajinagar.phone);
    expect(await page.locator('#login_password').inputValue()).toBe('');
    expect(await page.locator('#login_remember').isChecked()).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(DEMO_PASSWORD);

    // Unticking remember-me forgets them at the next sign-in.
    await login(page, ACCOUNTS.puneShivajinagar, { remember: false });
    await logout(page, mr('Logout'));
    expect(await page.locator('#login_userid').inputValue()).toBe('');
    expect(await page.locator('#login_phone').inputValue()).toBe('');
  });
});

describe('every demo account', () => {
  for (const account of ALL_ACCOUNTS) {
    it(`${account.userid} (role ${account.role}) signs in, sees its menu and signs out`, async () => {
      await login(page, account);
      expect(new URL(page.url()).pathname).toBe('/');
      const user = await currentUser(page);
      if (!user) throw new Error('signed in, but the server knows no session');
      expect(user.userid).toBe(account.userid);
      expect(user.role).toBe(account.role);

      const links = await sideMenuLinks();
      expect(links).toContain('/');
      if (account.role === '2') expect(links).not.toContain('/users');
      else expect(links).toContain('/users');

      const roleLabel =
        account.role === '8'
          ? mr('SUPER ADMIN')
          : account.role === '4'
            ? mr('ADMIN')
            : (user.stationName?.mr ?? '');
      const menu = page.getByTestId('user-menu');
      await menu.getByText(user.name, { exact: true }).waitFor();
      await menu.getByText(roleLabel, { exact: true }).waitFor();

      await logout(page, mr('Logout'));
      expect(await currentUser(page)).toBeNull();
    });
  }
});

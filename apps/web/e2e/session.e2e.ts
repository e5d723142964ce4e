import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@cmis/shared';
import { screenshot } from './support/browser';
import { SHORT_SESSION_SECONDS } from './support/global-setup';
import { mr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { freshPages } from './support/page';
import { currentUser } from './support/session';

const freshPage = freshPages();
let page: Page;

describe('session', () => {
  it('returns to the login page after the idle timeout', async () => {
    page = await freshPage(inject('shortSessionUrl'));
    await login(page, ACCOUNTS.puneKothrud);
    // The page is told slightly less than the server's idle time (decision 0002), never more.
    const pageTimeout = (await currentUser(page))?.sessionTimeoutSeconds ?? 0;
    expect(pageTimeout).toBeGreaterThan(0);
    expect(pageTimeout).toBeLessThanOrEqual(SHORT_SESSION_SECONDS);
    const signedOutAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/login', {
      timeout: (SHORT_SESSION_SECONDS + 4) * 1000,
    });
    expect(Date.now() - signedOutAt).toBeLessThan((SHORT_SESSION_SECONDS + 3) * 1000);
    await page.getByText(mr(MESSAGES.sessionExpired)).waitFor();
    expect(await currentUser(page)).toBeNull();
    await screenshot(page, 'session-expired-mr');
  });

  it('returns to the login page when the server no longer knows the session', async () => {
    page = await freshPage();
    await login(page, ACCOUNTS.puneAdmin);
    // The shell and antd's providers finish loading first (decision 0034), so the click
    // below, not a late remount, is what meets the 401.
    await page.waitForLoadState('networkidle');
    // The cookie disappears as it does when the server ends the session: the next call is a 401.
    await page.context().clearCookies();
    await page
      .locator('.ant-layout-sider')
      .getByRole('link', { name: mr('Users'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(mr(MESSAGES.sessionExpired)).waitFor();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { fieldWorkerActivated } from './support/field';
import { mr } from './support/i18n';

/**
 * Issue 20 item 1 (decision 0051): on a phone whose notifications are blocked the field app
 * says so. (A shown notification cannot be tested here: Chromium denies notifications in a
 * browser context whatever it is granted. The API test field-push.test.ts proves the server's
 * encrypted delivery.)
 */
const APP_USER = { phone: '9100000002', password: 'Cmis#Field1' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A phone signed in to the field app, its notifications blocked before the app opens. */
async function blockedPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(inject('baseUrl')).origin,
  });
  await page.request.post('/api/field/auth/login', { data: APP_USER });
  await page.goto('/field/');
  await page.getByTestId('field-sync').waitFor();
  await fieldWorkerActivated(page);
  return { context, page };
}

describe('Web Push in the field app (issue 20 item 1)', () => {
  it('says so when notifications are blocked', async () => {
    const { context, page } = await blockedPhone();
    try {
      const hint = page.getByTestId('field-push-hint');
      await hint.waitFor();
      expect(await hint.textContent()).toContain(
        mr('Notifications are blocked: allow them in the browser settings'),
      );
    } finally {
      await context.close();
    }
  });
});

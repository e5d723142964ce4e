import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { restoreMarathi } from './session';

/**
 * One Chromium per spec file and a fresh context and page per test, handed to `use`. After
 * each test the account's language goes back to Marathi, even when a step failed: the
 * language is saved on the server per account and the specs share one server.
 */
export function pagePerTest(use: (page: Page, context: BrowserContext) => void): void {
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
    use(page, context);
  });
  afterEach(async () => {
    await restoreMarathi(page);
    await context.close();
  });
}

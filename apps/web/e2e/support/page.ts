import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { restoreMarathi } from './session';

/** One Chromium per spec file, launched before its first test; call at the top of the file. */
export function browserPerFile(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  return () => browser;
}

/**
 * One Chromium per spec file and a fresh context and page per test, handed to `use`. After
 * each test the account's language goes back to Marathi, even when a step failed: the
 * language is saved on the server per account and the specs share one server.
 * `restoreLanguage: false` leaves it as the test left it: the audit spec counts entries, and
 * every saved language is one.
 */
export function pagePerTest(
  use: (page: Page, context: BrowserContext, browser: Browser) => void,
  { restoreLanguage = true }: { restoreLanguage?: boolean } = {},
): void {
  const browser = browserPerFile();
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await newContext(browser(), inject('baseUrl'));
    page = await context.newPage();
    use(page, context, browser());
  });
  afterEach(async () => {
    if (restoreLanguage) await restoreMarathi(page);
    await context.close();
  });
}

/**
 * One Chromium per spec file and a maker of pages, each in a new context (of the main server
 * unless another address is given), for the specs that need several browsers in one test.
 * The contexts are closed after each test.
 */
export function freshPages(): (baseUrl?: string) => Promise<Page> {
  const browser = browserPerFile();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (baseUrl = inject('baseUrl')) => {
    const context = await newContext(browser(), baseUrl);
    contexts.push(context);
    return context.newPage();
  };
}

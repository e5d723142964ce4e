import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let loads: number;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, inject('baseUrl'));
  page = await context.newPage();
  loads = 0;
  page.on('load', () => {
    loads += 1;
  });
});
afterEach(async () => {
  await context.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

describe('start-up build check (spec 3 §2.17)', () => {
  it('does not reload when the served build is its own', async () => {
    const meta = page.waitForResponse((response) => response.url().endsWith('/meta.json'));
    await page.goto('/login');
    const served = (await (await meta).json()) as { buildDate: string };
    expect(Date.parse(served.buildDate)).not.toBeNaN();
    await settle();
    expect(loads).toBe(1);
  });

  it('clears the caches and reloads once when a newer build is served', async () => {
    await page.goto('/login');
    await page.evaluate(async () => {
      const cache = await caches.open('cmis-old-build');
      await cache.put('/old-asset.js', new Response('old'));
    });
    await page.route('**/meta.json', (route) =>
      route.fulfill({ json: { buildDate: '2999-01-01T00:00:00.000Z' } }),
    );
    loads = 0;
    await page.reload();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await settle();
    // Once per served build: the page does not loop although meta.json stays newer.
    expect(loads).toBe(2);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });
});

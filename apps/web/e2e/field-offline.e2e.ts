import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fieldEn from '../src/features/field/i18n/en.json';
import fieldMr from '../src/features/field/i18n/mr.json';
import { launchBrowser } from './support/browser';
import { fieldWorkerActivated } from './support/field';

const mr = (key: string) => (fieldMr as Record<string, string>)[key] ?? key;
const en = (key: string) => (fieldEn as Record<string, string>)[key] ?? key;

/** The cache of the hand-written worker that vite-plugin-pwa's replaced (decision 0045). */
const LEGACY_CACHE = 'cmis-field-shell-v1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('field app offline through its Workbox service worker (issue 18 §5)', () => {
  it('opens without a network once the worker controls /field/, and drops the old worker’s cache', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    try {
      // A phone that ran the hand-written worker still holds its cache of old assets.
      await page.goto('/login');
      await page.evaluate(async (name) => {
        const cache = await caches.open(name);
        await cache.put('/assets/old-build-0000.js', new Response('old'));
      }, LEGACY_CACHE);

      await page.goto('/field');
      await page.waitForURL('**/field/');
      await page.getByText(mr('Field app login'), { exact: true }).waitFor();
      await fieldWorkerActivated(page);
      // The page first opened at /field lies outside the scope; once reloaded at /field/
      // the worker controls it.
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
        .toMatch(/\/field\/sw\.js$/);

      const names = await page.evaluate(() => caches.keys());
      expect(names).not.toContain(LEGACY_CACHE);
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      expect(precache).toBeDefined();
      const kept = await page.evaluate(
        async (name) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
        precache!,
      );
      expect(kept).toContain('/index.html');
      expect(kept.some((p) => /\/assets\/field-app-[\w-]+\.js$/.test(p))).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await page.getByText(mr('Field app login'), { exact: true }).waitFor();
      await page.getByTestId('field-phone').waitFor();
      // Switching language offline works too: the other language's words are kept.
      await page.getByTestId('field-language').getByText('English', { exact: true }).click();
      await page.getByText(en('Field app login'), { exact: true }).waitFor();
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

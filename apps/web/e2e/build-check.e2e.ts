import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page';

let page: Page;
let loads: number;
pagePerTest(
  (p) => {
    page = p;
    loads = 0;
    page.on('load', () => {
      loads += 1;
    });
  },
  { restoreLanguage: false },
);

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

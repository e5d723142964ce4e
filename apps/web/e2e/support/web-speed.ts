import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { tr } from './i18n';

/** Issue 8 §3: the login page may need at most this much JavaScript, gzipped. */
export const LOGIN_JS_BUDGET_KB = 250;
/** Issue 8 §3: largest contentful paint of the login page and the accused list on localhost. */
export const LCP_BUDGET_MS = 1500;

export interface ScriptLoad {
  /** Path of the script, e.g. /assets/index-AbC123.js. */
  path: string;
  /** Bytes on the wire as the server sent them to Chromium (its Content-Encoding, brotli). */
  servedBytes: number;
  /** Bytes of the same file gzipped, as the server sends it to a client asking only for gzip. */
  gzipBytes: number;
}

export interface PageLoad {
  scripts: ScriptLoad[];
  gzipKB: number;
  servedKB: number;
  lcpMs: number;
}

const KB = 1024;

/** The scripts the page fetched so far, from the Performance API (same-origin, so sizes are set). */
async function scriptEntries(page: Page): Promise<{ path: string; servedBytes: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, servedBytes: entry.encodedBodySize })),
  );
}

/**
 * The gzip size of a script as the server serves it to a client accepting only gzip (its
 * precompressed .gz); gzipped here when the server sent it uncompressed (a file under 1 KB).
 */
async function gzipBytes(baseUrl: string, path: string): Promise<number> {
  // node:http, not fetch: fetch would decompress the body, and the wire size is the figure.
  const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
    (resolve, reject) => {
      get(new URL(path, baseUrl), { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }),
        );
        response.on('error', reject);
      }).on('error', reject);
    },
  );
  if (encoding === 'gzip') return body.length;
  if (encoding === undefined) return gzipSync(body, { level: 9 }).length;
  throw new Error(`${path} came back as ${encoding} when only gzip was accepted`);
}

/** The largest contentful paint of the current navigation, in ms from its start. */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Opens `path` as a new navigation, waits until `ready` says the page is usable and the network
 * is quiet, and returns every script it fetched with its sizes, and the page's LCP.
 */
export async function measurePageLoad(
  page: Page,
  baseUrl: string,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<PageLoad> {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcpMs = await largestContentfulPaint(page);
  const entries = await scriptEntries(page);
  const scripts: ScriptLoad[] = [];
  for (const entry of entries) {
    scripts.push({ ...entry, gzipBytes: await gzipBytes(baseUrl, entry.path) });
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (pick: (script: ScriptLoad) => number) =>
    Math.round((scripts.reduce((total, script) => total + pick(script), 0) / KB) * 10) / 10;
  return {
    scripts,
    gzipKB: sum((script) => script.gzipBytes),
    servedKB: sum((script) => script.servedBytes),
    lcpMs: Math.round(lcpMs),
  };
}

/** The login form is usable: its fields are shown and the captcha widget is ready. */
export async function loginFormReady(page: Page): Promise<void> {
  await page.locator('#login_userid').waitFor();
  await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor();
}

/** The accused list has drawn its rows (the demo data has accused in Pune). */
export async function accusedListReady(page: Page): Promise<void> {
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

export function formatKB(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/** The public landing page (/) with its login modal opened and the captcha ready. */
export async function landingLoginReady(page: Page): Promise<void> {
  await page.getByTestId('landing-menu').getByText(tr('mr', 'Login'), { exact: true }).click();
  await page.getByTestId('login-modal').locator('#login_userid').waitFor();
  await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor();
}

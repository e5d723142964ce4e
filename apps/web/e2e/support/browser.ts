import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/** The two shared libraries the packaged Chromium needs from the system (docs/architecture.md §2, tests). */
const NEEDED_LIBRARIES = ['libnss3', 'libnspr4'];

function hasLibrary(name: string): boolean {
  try {
    return execFileSync('ldconfig', ['-p'], { encoding: 'utf8' }).includes(`${name}.so`);
  } catch {
    return false;
  }
}

/**
 * On a bare Debian machine the packaged Chromium lacks libnss3 and libnspr4: installed with
 * apt when the tests run as root, otherwise named so a person can install them.
 */
function ensureSystemLibraries(): void {
  const missing = NEEDED_LIBRARIES.filter((name) => !hasLibrary(name));
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'ignore' });
    return;
  }
  throw new Error(
    `The end-to-end tests need ${missing.join(' and ')}: apt-get install ${missing.join(' ')}`,
  );
}

/** Debian's chromium when installed, else the binary inside @sparticuz/chromium; never a download. */
async function chromiumPath(): Promise<string> {
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  ensureSystemLibraries();
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: ARGS, headless: true });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/**
 * Saves a picture of the whole page to apps/web/e2e/artifacts/<name>.png (or `path`). The
 * viewport grows to the page's height for the shot, so the full-height menu fills it too.
 */
export async function screenshot(page: Page, name: string, path?: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path ?? join(ARTIFACTS_DIR, `${name}.png`);
  // Web fonts first, so Devanagari is shaped with Noto Sans in the picture, and no toast left.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // antd's message, or the plain toast of the screens without antd (decision 0034).
  await page
    .locator('.ant-message-notice, .cmis-toast')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 });
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  // antd's side menu animates its height (a 0.2 s transition) to the new viewport.
  await page.waitForTimeout(400);
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
  return file;
}

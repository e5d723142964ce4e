import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FieldAccusedDetail, GpsRecord } from '@cmis/shared';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { fieldWorkerActivated } from './support/field';
import { tr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { bluePng } from './support/png';

/**
 * Issue 20 item 6: the field app at the door, on a 390×844 phone — the station's accused
 * kept on the phone for a cold start without a network, the details screen, a check-in
 * made offline and delivered once, thumb-sized controls, and logout clearing the copy.
 */
const APP_USER = { phone: '9100000002', password: 'Cmis#Field1' };
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };
const INDIA_TODAY = () => new Date().toLocaleDateString('en-CA');
const suffix = Math.random().toString(36).slice(2, 8);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function phoneContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    geolocation: KOTHRUD,
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/** What the phone keeps: the saved records and the saved-copy meta (the copy's own database). */
function savedCopy(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ items: FieldAccusedDetail[]; meta: number }>((resolve, reject) => {
        const req = indexedDB.open('cmis-field-cache', 1);
        req.onupgradeneeded = () => {
          req.result.createObjectStore('accused', { keyPath: 'id' });
          req.result.createObjectStore('meta');
        };
        req.onerror = () => reject(req.error ?? new Error('open'));
        req.onsuccess = () => {
          const tx = req.result.transaction(['accused', 'meta'], 'readonly');
          const items = tx.objectStore('accused').getAll();
          const meta = tx.objectStore('meta').count();
          tx.oncomplete = () => {
            req.result.close();
            resolve({ items: items.result as FieldAccusedDetail[], meta: meta.result });
          };
        };
      }),
  );
}

/** Every control a thumb must hit is at least 44 × 44 px. */
async function expectThumbSized(name: string, control: Locator) {
  const box = await control.boundingBox();
  expect(box, name).not.toBeNull();
  expect({
    name,
    height: Math.round(box!.height) >= 44,
    width: Math.round(box!.width) >= 44,
  }).toEqual({
    name,
    height: true,
    width: true,
  });
}

async function officerCheckinsWith(note: string): Promise<GpsRecord[]> {
  const context = await newContext(browser, inject('baseUrl'));
  const page = await context.newPage();
  try {
    await login(page, ACCOUNTS.puneKothrud);
    const res = await page.request.get(
      `/api/gps?from=${INDIA_TODAY()}&to=${INDIA_TODAY()}&page=0&size=100`,
    );
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: GpsRecord[] }).items.filter((r) => r.details === note);
  } finally {
    await context.close();
  }
}

describe.each(['mr', 'en'] as const)('field app at the door, in %s (issue 20)', (language) => {
  const t = (key: string, values?: Record<string, string>) => tr(language, key, values);
  const note = `e2e cold start ${language} ${suffix}`;
  const shown = (a: FieldAccusedDetail) =>
    language === 'en' ? a.nameEn || a.name : a.name || a.nameEn;

  it('keeps the list for a cold start offline, checks in once, and forgets it at logout', async () => {
    const context = await phoneContext();
    let page = await context.newPage();
    try {
      await page.goto('/field/');
      await page.getByTestId('field-phone').waitFor();
      if (language === 'en')
        await page.getByTestId('field-language').getByText('English', { exact: true }).click();
      await page.getByText(t('Field app login'), { exact: true }).waitFor();
      await page.getByTestId('field-phone').fill(APP_USER.phone);
      await page.getByTestId('field-password').fill(APP_USER.password);
      await page.getByTestId('field-login').click();
      await page.locator('[data-testid^="field-accused-"]').first().waitFor();
      await fieldWorkerActivated(page);

      // The whole station list is saved on the phone after sign-in.
      const listed = await page.locator('[data-testid^="field-accused-"]').count();
      await expect
        .poll(async () => (await savedCopy(page)).items.length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(listed);
      const saved = (await savedCopy(page)).items;
      const chosen = saved.find((a) => a.crimes.length > 0) ?? saved[0]!;
      const row = page.getByTestId(`field-accused-${chosen.id}`);
      // Names by language: English mode reads name_en where the record has one.
      expect((await row.getByTestId('field-open-details').innerText()).trim()).toBe(shown(chosen));

      // Thumbs: logout (away from the language switch), language, send now, tabs, check in.
      await expectThumbSized('logout', page.getByTestId('field-logout'));
      for (const label of ['मराठी', 'English'])
        await expectThumbSized(
          `language ${label}`,
          page.getByTestId('field-language').locator('.ant-segmented-item', { hasText: label }),
        );
      await expectThumbSized('send now', page.getByTestId('field-send-now'));
      for (const tab of await page.locator('.ant-tabs-tab').all())
        await expectThumbSized(`tab ${await tab.innerText()}`, tab);
      await expectThumbSized('check in', row.getByRole('button', { name: t('Check in') }));
      await expectThumbSized('name', row.getByTestId('field-open-details'));
      const switchBox = await page.getByTestId('field-language').boundingBox();
      const logout = await page.getByTestId('field-logout').boundingBox();
      expect(logout!.y - (switchBox!.y + switchBox!.height)).toBeGreaterThan(200);

      // Cold start without a network: a new page at /field/.
      await context.setOffline(true);
      await page.close();
      page = await context.newPage();
      await page.goto('/field/');
      await page.getByTestId('field-saved-notice').waitFor();
      await page.getByTestId(`field-accused-${chosen.id}`).waitFor();
      expect(await page.getByText(t('Could not load the data.')).count()).toBe(0);

      // The details screen, from the saved copy.
      await page
        .getByTestId(`field-accused-${chosen.id}`)
        .getByTestId('field-open-details')
        .click();
      const details = page.locator('.ant-drawer-content', {
        has: page.getByTestId('field-details-checkin'),
      });
      await details.getByTestId('field-saved-notice').waitFor();
      await details.getByText(shown(chosen)).first().waitFor();
      expect(await details.getByTestId('field-details-crime').count()).toBe(chosen.crimes.length);
      if (chosen.home) await details.getByTestId('field-home-distance').waitFor();
      await expectThumbSized('details close', details.getByTestId('field-drawer-close'));
      await screenshot(page, `field-details-offline-${language}`);
      await details.getByTestId('field-details-checkin').click();

      // Check in (found) offline: it waits in the queue.
      const sheet = page.locator('.ant-drawer-content', { has: page.getByTestId('field-submit') });
      await sheet.getByTestId('field-position').waitFor();
      await sheet.getByTestId('field-photo').setInputFiles({
        name: 'camera.png',
        mimeType: 'image/png',
        buffer: bluePng(320, 240),
      });
      await sheet.getByText(t('Photo ready'), { exact: true }).waitFor();
      for (const label of ['Found', 'Not found'])
        await expectThumbSized(
          label,
          sheet.locator('.ant-radio-button-wrapper', { hasText: new RegExp(`^${t(label)}$`) }),
        );
      await expectThumbSized('sheet close', sheet.getByTestId('field-drawer-close'));
      await sheet.getByText(t('Found'), { exact: true }).click();
      await sheet.getByTestId('field-details').fill(note);
      await sheet.getByTestId('field-submit').click();
      await sheet.waitFor({ state: 'detached' });
      await page.getByTestId('field-queue-tab').click();
      await page.getByTestId('field-queue-item').waitFor();

      // Back online: the queue sends it (at the 'online' event, or the minute's retry). The
      // page is the worker's client now, so the server, not the page's network events, is
      // asked how many check-ins it keeps.
      await context.setOffline(false);
      await page.getByTestId('field-online').getByText(t('Online'), { exact: true }).waitFor();
      await page
        .getByText(t('Everything has been sent'), { exact: true })
        .waitFor({ timeout: 75_000 });
      await page.waitForTimeout(1500);
      const stored = await officerCheckinsWith(note);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ accusedId: chosen.id, found: true });

      // The overdue push's link opens the check-in sheet of that person.
      await page.goto(`/field/?checkin=${chosen.id}`);
      const linked = page.locator('.ant-drawer-content', { has: page.getByTestId('field-submit') });
      await linked.getByText(`${t('Check in')}: ${shown(chosen)}`).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await linked.getByTestId('field-drawer-close').click();
      await linked.waitFor({ state: 'detached' });

      // Logout: the saved copy and its photos leave the phone.
      await page.getByTestId('field-logout').click();
      await page.getByTestId('field-phone').waitFor();
      const after = await savedCopy(page);
      expect({ items: after.items.length, meta: after.meta }).toEqual({ items: 0, meta: 0 });
      expect(await page.evaluate(() => caches.keys())).not.toContain('cmis-field-photos');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  }, 240_000);
});

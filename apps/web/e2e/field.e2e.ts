import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GPS_MESSAGES, type GpsRecord } from '@cmis/shared';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { mr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { bluePng } from './support/png';
import { fieldWorkerActivated } from './support/field';
import { currentUser, restoreMarathi, switchLanguage } from './support/session';

/** The Kothrud field demo user (README demo accounts). */
/** Today as the server counts days (the tests run on India's clock: vitest.e2e.config.ts). */
const INDIA_TODAY = () => new Date().toLocaleDateString('en-CA');
const APP_USER = { phone: '9100000002', password: 'Cmis#Field1' };
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const suffix = Math.random().toString(36).slice(2, 8);
const FIRST_NOTE = `e2e online ${suffix}`;
const SECOND_NOTE = `e2e offline ${suffix}`;

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

async function checkIn(page: Page, found: boolean, note: string) {
  const item = page.locator('[data-testid^="field-accused-"]').first();
  await item.getByRole('button', { name: mr('Check in') }).click();
  const sheet = page.locator('.ant-drawer-content');
  await sheet.getByTestId('field-position').waitFor();
  await sheet.getByTestId('field-photo').setInputFiles({
    name: 'camera.png',
    mimeType: 'image/png',
    buffer: bluePng(320, 240),
  });
  await sheet.getByText(mr('Photo ready'), { exact: true }).waitFor();
  await sheet.getByText(mr(found ? 'Found' : 'Not found'), { exact: true }).click();
  await sheet.getByTestId('field-details').fill(note);
  if (found) await screenshot(page, 'field-checkin-mr');
  await sheet.getByTestId('field-submit').click();
  await sheet.waitFor({ state: 'detached' });
}

describe('field app to GPS report (issue 5 §3, §7)', () => {
  let accusedName = '';

  it('checks in online and offline on a phone; the offline one is sent once when back online', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    const checkinPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/field/checkins')) {
        checkinPosts.push((request.postDataJSON() as { details: string }).details);
      }
    });
    try {
      await page.goto('/field');
      await page.getByText(mr('Field app login'), { exact: true }).waitFor();
      await page.getByTestId('field-phone').fill(APP_USER.phone);
      await page.getByTestId('field-password').fill(APP_USER.password);
      await page.getByTestId('field-login').click();
      const first = page.locator('[data-testid^="field-accused-"]').first();
      await first.waitFor();
      accusedName = (await first.locator('.ant-list-item-meta-title').innerText()).trim();
      // Installable: the service worker of /field/ is running and keeps the app shell.
      await fieldWorkerActivated(page);
      await screenshot(page, 'field-list-mr');

      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/api/field/checkins') && r.request().method() === 'POST',
      );
      await checkIn(page, true, FIRST_NOTE);
      expect((await sent).status()).toBe(200);
      await expect.poll(() => page.getByTestId('field-send-now').isDisabled()).toBe(true);

      await context.setOffline(true);
      await page
        .getByTestId('field-online')
        .getByText(mr('Offline: check-ins are kept on the phone'))
        .waitFor();
      await checkIn(page, false, SECOND_NOTE);
      await page.getByTestId('field-queue-tab').click();
      await page.getByTestId('field-queue-item').waitFor();
      await screenshot(page, 'field-offline-queue-mr');
      expect(checkinPosts.filter((d) => d === SECOND_NOTE)).toHaveLength(0);

      const resent = page.waitForResponse(
        (r) => r.url().endsWith('/api/field/checkins') && r.request().method() === 'POST',
      );
      await context.setOffline(false);
      expect((await resent).status()).toBe(200);
      await page.getByText(mr('Everything has been sent'), { exact: true }).waitFor();
      // Give a second flush (online event, start-up) the chance to send it again: it must not.
      await page.waitForTimeout(1500);
      expect(checkinPosts.filter((d) => d === SECOND_NOTE)).toHaveLength(1);
      expect(checkinPosts.filter((d) => d === FIRST_NOTE)).toHaveLength(1);

      // Without a network the app still opens: the service worker keeps the shell.
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('field-sync').waitFor();
      await page.getByTestId('field-queue-tab').click();
      await page.getByText(mr('Everything has been sent'), { exact: true }).waitFor();
      await context.setOffline(false);
      await page.reload();
      await page.getByTestId('field-sync').waitFor();

      await page.getByTestId('field-language').getByText('English', { exact: true }).click();
      await page.getByTestId('field-queue-tab').click();
      await page.getByText('Everything has been sent', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Accused' }).click();
      await page.locator('[data-testid^="field-accused-"]').first().waitFor();
      await screenshot(page, 'field-list-en');
      await page.getByTestId('field-language').getByText('मराठी', { exact: true }).click();
    } finally {
      await context.close();
    }
  });

  it('shows both check-ins on /gps for the station, locks the address and exports them', async () => {
    const context = await newContext(browser, inject('baseUrl'));
    const page = await context.newPage();
    try {
      await login(page, ACCOUNTS.puneKothrud);
      if ((await currentUser(page))?.language !== 'mr') await switchLanguage(page, 'मराठी');
      await page.goto('/gps');
      const firstRow = page.locator('.ant-table-row', { hasText: FIRST_NOTE });
      const secondRow = page.locator('.ant-table-row', { hasText: SECOND_NOTE });
      await firstRow.waitFor();
      await secondRow.waitFor();
      expect(await firstRow.innerText()).toContain(accusedName);
      await page.getByTestId('gps-map').waitFor();
      await screenshot(page, 'gps-report-mr');

      // A third visit a kilometre north (sent as the app does), so the drawer has two
      // positions to lock: the phone's check-ins above share one (its position is cached).
      const gpsRows = await page.request.get(
        `/api/gps?from=${INDIA_TODAY()}&to=${INDIA_TODAY()}&page=0&size=100`,
      );
      const row = ((await gpsRows.json()) as { items: GpsRecord[] }).items.find(
        (r) => r.details === SECOND_NOTE,
      );
      if (!row) throw new Error('the offline check-in is not on /gps');
      await page.request.post('/api/field/auth/login', { data: APP_USER });
      const north = await page.request.post('/api/field/checkins', {
        data: {
          clientId: crypto.randomUUID(),
          accusedId: row.accusedId,
          latitude: KOTHRUD.latitude + 0.009,
          longitude: KOTHRUD.longitude,
          found: false,
          details: `e2e north ${suffix}`,
          capturedAt: new Date().toISOString(),
        },
      });
      expect(north.status()).toBe(200);
      await page.reload();
      await secondRow.waitFor();

      await secondRow.locator('[data-testid^="gps-counts-"]').click();
      const drawer = page.locator('.ant-drawer-content');
      await drawer.getByText(SECOND_NOTE).waitFor();
      await drawer.getByTestId('gps-lock').click();
      await page
        .locator('.ant-message')
        .getByText(mr(GPS_MESSAGES.locked), { exact: true })
        .waitFor();
      const lockedTag = drawer.getByTestId('gps-home-locked');
      const first = await lockedTag.innerText();
      // One locked address at a time (issue 17 §9): Lock is off on the locked check-in, and
      // another check-in replaces it only after a confirmation that names both.
      expect(await drawer.getByTestId('gps-lock').isDisabled()).toBe(true);
      await drawer
        .locator('.ant-table-row:not(.ant-table-row-selected)')
        .first()
        .locator('.ant-radio-wrapper')
        .click();
      await drawer.getByTestId('gps-lock').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm
        .locator('.ant-modal-confirm-title')
        .getByText(mr('Replace the locked home address?'))
        .waitFor();
      expect(await confirm.count()).toBe(1);
      const locked = first.slice(first.indexOf(':') + 1).trim();
      expect(await confirm.innerText()).toContain(locked);
      await screenshot(page, 'gps-replace-confirm-mr');
      await confirm.getByRole('button', { name: mr('Replace') }).click();
      await page
        .locator('.ant-message')
        .getByText(mr(GPS_MESSAGES.locked), { exact: true })
        .last()
        .waitFor();
      await expect.poll(() => lockedTag.innerText()).not.toBe(first);
      await screenshot(page, 'gps-drawer-mr');
      await drawer.getByTestId('gps-unlock').click();
      await drawer.getByTestId('gps-home-unlocked').waitFor();
      expect(await drawer.getByTestId('gps-unlock').isDisabled()).toBe(true);
      await drawer.locator('.ant-drawer-close').click();
      await drawer.waitFor({ state: 'detached' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('gps-export').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^gps_report_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      const bytes = readFileSync(await download.path());
      await book.xlsx.load(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
      const sheet = book.worksheets[0]!;
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        const texts: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell) => texts.push(cell.text));
        rows.push(texts);
      });
      expect(rows[0]).toContain('Accused Name');
      const offline = rows.find((r) => r.includes(SECOND_NOTE));
      expect(offline).toBeDefined();
      expect(offline).toContain('Not found');
      expect(rows.filter((r) => r.includes(SECOND_NOTE))).toHaveLength(1);

      await switchLanguage(page, 'English');
      await page.locator('.ant-table-row', { hasText: SECOND_NOTE }).waitFor();
      await page.getByText('GPS report', { exact: true }).first().waitFor();
      await screenshot(page, 'gps-report-en');
    } finally {
      await restoreMarathi(page);
      await context.close();
    }
  });
});

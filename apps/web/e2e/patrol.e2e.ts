import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SpotItem } from '@cmis/shared';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { en, mr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';

/**
 * Patrol-visit integrity in the field app (issue 20 item 6, decision 0055) on a 390×844
 * phone: a spot tagged at Kothrud, scanned from 4 km away, is refused with the distance in
 * Marathi and in English; scanned at the spot right after its tag, it is "already recorded".
 */
const APP_USER = { phone: '9100000002', password: 'Cmis#Field1' };
const SPOT = { latitude: 18.5074, longitude: 73.8077 };
const FAR = { latitude: SPOT.latitude + 0.036, longitude: SPOT.longitude };
const TOO_FAR = 'You are {{distance}} m from this spot; scan it at the spot';

/** The server's haversine (mean Earth radius), to know the distance the message gives. */
function metersBetween(a: typeof SPOT, b: typeof SPOT): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}

let browser: Browser;
let spot: SpotItem;

/** A new Kothrud spot (made by the station), tagged at SPOT by the app user's first scan. */
async function taggedSpot(): Promise<SpotItem> {
  const context = await newContext(browser, inject('baseUrl'));
  const page = await context.newPage();
  try {
    await login(page, ACCOUNTS.puneKothrud);
    const made = await page.request.post('/api/spots', {
      data: {
        spotTypeId: 1,
        name: `e2e patrol ${Math.random().toString(36).slice(2, 8)}`,
        spotTime: 'night',
        landmark: 'Kothrud bus depot',
        patrollingPerson: 'Beat marshal',
      },
    });
    expect(made.status()).toBe(200);
    const { item } = (await made.json()) as { item: SpotItem };
    expect((await page.request.post('/api/field/auth/login', { data: APP_USER })).status()).toBe(
      200,
    );
    const tag = await page.request.post('/api/field/visits', {
      data: {
        clientId: crypto.randomUUID(),
        qr: item.code,
        ...SPOT,
        accuracyMeters: 12,
        scannedAt: new Date().toISOString(),
      },
    });
    expect(await tag.json()).toMatchObject({ geotagged: true, counted: true });
    return item;
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  spot = await taggedSpot();
});
afterAll(async () => {
  await browser.close();
});

async function phoneAt(position: typeof SPOT): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    geolocation: { ...position, accuracy: 10 },
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(20_000);
  return context;
}

async function signIn(page: Page) {
  await page.goto('/field');
  await page.getByText(mr('Field app login'), { exact: true }).waitFor();
  await page.getByTestId('field-phone').fill(APP_USER.phone);
  await page.getByTestId('field-password').fill(APP_USER.password);
  await page.getByTestId('field-login').click();
  await page.getByTestId('field-logout').waitFor();
}

/** Types the spot's code on the Scan QR tab, as a constable does when the camera fails. */
async function typeCode(page: Page, scanTab: string, record: string) {
  await page.getByRole('tab', { name: scanTab }).click();
  await page.getByTestId('field-qr-code').fill(spot.code);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/field/visits') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: record }).click();
  return answered;
}

describe('patrol-visit integrity in the field app (issue 20 item 6)', () => {
  it('refuses a scan 4 km from the spot with the distance, in Marathi and English', async () => {
    const context = await phoneAt(FAR);
    const page = await context.newPage();
    try {
      await signIn(page);
      const distance = String(metersBetween(SPOT, FAR));
      expect(Number(distance)).toBeGreaterThan(3900);
      const answer = await typeCode(page, mr('Scan QR'), mr('Record scan'));
      expect(answer.status()).toBe(400);
      const refused = page.getByTestId('field-visit-refused');
      await refused.getByText(mr(TOO_FAR, { distance }), { exact: true }).waitFor();
      await screenshot(page, 'field-visit-refused-mr');

      await page.getByTestId('field-language').getByText('English', { exact: true }).click();
      // The shown refusal follows the language at once (the message is the i18n key).
      await refused.getByText(en(TOO_FAR, { distance }), { exact: true }).waitFor();
      const again = await typeCode(page, 'Scan QR', 'Record scan');
      expect(again.status()).toBe(400);
      await refused.getByText(en(TOO_FAR, { distance }), { exact: true }).waitFor();
      // A refusal is final: nothing waits on the phone to be resent.
      await page.getByTestId('field-queue-tab').click();
      await page.getByText('Everything has been sent', { exact: true }).waitFor();
      await page.getByTestId('field-language').getByText('मराठी', { exact: true }).click();
    } finally {
      await context.close();
    }
  });

  it('says "already recorded" for a scan at the spot right after its counted one', async () => {
    const context = await phoneAt(SPOT);
    const page = await context.newPage();
    try {
      await signIn(page);
      const answer = await typeCode(page, mr('Scan QR'), mr('Record scan'));
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({ counted: false, flagged: false });
      await page
        .getByTestId('field-visit-repeat')
        .getByText(
          mr(
            'Already recorded: your earlier scan of this spot counts; this one is not counted again',
          ),
          { exact: true },
        )
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeSpotQr, SPOT_MESSAGES, type SpotDetail, type Station } from '@cmis/shared';
import { screenshot } from './support/browser';
import { drawer, chooseInDrawer } from './support/form';
import { tr } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Unique text per run: the specs share one database. */
const suffix = Math.random().toString(36).slice(2, 7);
const help = (p: Page) => drawer(p).locator('.ant-form-item-explain-error');

async function openSpots(p: Page, language: 'mr' | 'en') {
  await p.goto('/spotservellience');
  await p.getByRole('heading', { name: tr(language, 'Patrol spots'), exact: true }).waitFor();
}

const EMPTY_MESSAGES = [
  SPOT_MESSAGES.spotTypeRequired,
  SPOT_MESSAGES.stationRequired,
  SPOT_MESSAGES.nameRequired,
  SPOT_MESSAGES.spotTimeRequired,
  SPOT_MESSAGES.landmarkRequired,
  SPOT_MESSAGES.patrollingPersonRequired,
];

/** The QR in a PNG, read as any ordinary reader reads it. */
async function decodeQr(file: string): Promise<string | undefined> {
  const { data, info } = await sharp(readFileSync(file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('patrol spots (spec 2 §2.5, §5.8)', () => {
  it('lets the unit admin generate a spot QR that decodes to its content, and shows its information', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await openSpots(page, 'mr');
    // The header names the unit (spec 2 §2.5).
    await page.getByText('पुणे शहर', { exact: true }).first().waitFor();

    // Marathi first: Generate on an empty form gives every §5.8 message, translated.
    await page.getByTestId('spot-create').click();
    await drawer(page).getByTestId('spot-generate').click();
    await expect
      .poll(() => help(page).allInnerTexts())
      .toEqual(EMPTY_MESSAGES.map((m) => tr('mr', m)));
    await screenshot(page, 'spots-empty-mr');
    await drawer(page)
      .getByRole('button', { name: tr('mr', 'Cancel') })
      .click();
    await drawer(page).waitFor({ state: 'hidden' });

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Patrol spots', exact: true }).waitFor();
    await page.getByTestId('spot-create').click();
    await drawer(page).getByTestId('spot-generate').click();
    await expect.poll(() => help(page).allInnerTexts()).toEqual(EMPTY_MESSAGES);

    const name = `Karve Road ATM ${suffix}`;
    const landmark = 'कर्वे रस्ता, नळ स्टॉप & चौक';
    await chooseInDrawer(page, 'spot-type', 'ATM');
    await chooseInDrawer(page, 'spot-station', 'Kothrud');
    await page.locator('#spot-form_name').fill(name);
    await drawer(page).getByLabel('Night').check();
    await page.locator('#spot-form_landmark').fill(landmark);
    await page.locator('#spot-form_patrollingPerson').fill('HC 1234 Patil');
    await expect.poll(() => help(page).count()).toBe(0);

    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/spots') && r.request().method() === 'POST',
      ),
      drawer(page).getByTestId('spot-generate').click(),
    ]);
    expect(response.status()).toBe(200);
    const spot = ((await response.json()) as { item: SpotDetail }).item;
    // After Generate the button goes and the QR shows with Download (spec 2 §2.5).
    await drawer(page).getByTestId('spot-created').waitFor();
    expect(await drawer(page).getByTestId('spot-generate').count()).toBe(0);
    await drawer(page).getByTestId('spot-qr-image').locator('img').waitFor();
    await screenshot(page, 'spots-generated-en');

    const stations = await page.evaluate(async () => {
      const r = await fetch('/api/masters/cities/1/stations');
      return (await r.json()) as Station[];
    });
    const kothrud = stations.find((s) => s.nameEn === 'Kothrud');
    const expected = encodeSpotQr({
      code: spot.code,
      name,
      spotTypeId: 1,
      landmark,
      cityId: 1,
      stationId: kothrud?.id ?? -1,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer(page).getByTestId('spot-qr-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`spot-${spot.code}.png`);
    const file = await download.path();
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta.width).toBe(300);
    expect(await decodeQr(file)).toBe(expected);

    await drawer(page).locator('.ant-drawer-footer').getByRole('button', { name: 'Close' }).click();
    const row = page.locator('.ant-table-row', { hasText: name });
    await row.waitFor();
    await row.getByTestId(`spot-info-${spot.code}`).click();
    const modal = page.locator('.ant-modal-content');
    await modal.getByTestId('qr-info').waitFor();
    await modal.getByText('Not tagged yet', { exact: true }).waitFor();
    await modal.getByText(landmark, { exact: true }).waitFor();
    await modal.getByText('Kothrud', { exact: true }).waitFor();
    await modal.getByTestId('spot-qr-image').locator('img').waitFor();
    await screenshot(page, 'spots-qr-information-en');
    // The language switch sits behind the modal's mask: close, switch, open again.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await switchLanguage(page, 'मराठी');
    await row.getByTestId(`spot-info-${spot.code}`).click();
    await modal.getByText(tr('mr', 'Not tagged yet'), { exact: true }).waitFor();
    await modal.getByText('कोथरूड', { exact: true }).waitFor();
    await screenshot(page, 'spots-qr-information-mr');
  });

  it('hides the station selector from a police station user', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await openSpots(page, 'mr');
    await page.getByTestId('spot-create').click();
    await drawer(page).getByTestId('spot-type').waitFor();
    expect(await drawer(page).getByTestId('spot-station').count()).toBe(0);
    await drawer(page).getByTestId('spot-generate').click();
    await expect
      .poll(() => help(page).allInnerTexts())
      .toEqual(
        EMPTY_MESSAGES.filter((m) => m !== SPOT_MESSAGES.stationRequired).map((m) => tr('mr', m)),
      );
    await screenshot(page, 'spots-station-user-mr');
  });

  it('shows the state to the super admin, read only', async () => {
    await login(page, ACCOUNTS.superadmin);
    await openSpots(page, 'mr');
    await page.getByText(tr('mr', 'Maharashtra'), { exact: true }).first().waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('spot-create').count()).toBe(0);
  });
});

import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SUMMONS_MESSAGES, type SummonsItem } from '@cmis/shared';
import { newContext, screenshot } from './support/browser';
import { drawer, chooseInDrawer, typeDate } from './support/form';
import { tr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { bluePng } from './support/png';
import { restoreMarathi, switchLanguage } from './support/session';

let browser: Browser;
let page: Page;
pagePerTest((p, _context, b) => {
  page = p;
  browser = b;
});

/** A serial number of this run: the specs share one database. */
const serial = String(Math.floor(100_000 + Math.random() * 800_000));
const modal = (p: Page) => p.locator('.ant-modal-content');
const errorsIn = (scope: ReturnType<typeof drawer>) =>
  scope.locator('.ant-form-item-explain-error');
const toast = (p: Page, text: string) => p.locator('.ant-message').getByText(text, { exact: true });
const row = (p: Page) => p.locator('.ant-table-row', { hasText: serial });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function openRegister(p: Page, language: 'mr' | 'en') {
  await p.goto('/samans');
  await p.getByRole('heading', { name: tr(language, 'Summons register'), exact: true }).waitFor();
}

describe('summons register (spec 2 §2.6, §5.9)', () => {
  it('the unit registers and does lsb1; the assigned station does ps1; the row ends completed', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await openRegister(page, 'mr');
    await switchLanguage(page, 'English');
    await page.getByTestId('summons-register').click();
    await drawer(page).getByTestId('summons-save').click();
    // Validation renders after the click returns: wait for all twelve, then read them.
    await expect.poll(() => errorsIn(drawer(page)).count()).toBe(12);
    const required = await errorsIn(drawer(page)).allInnerTexts();
    expect(required).toContain('Please enter serial number.');
    expect(required).toContain('Please enter get date.');
    expect(required).toContain('Please upload sheet');
    expect(required).toContain(SUMMONS_MESSAGES.partyNameRequired);
    expect(required).toHaveLength(12);

    await page.locator('#summons-register_serialNo').fill(serial);
    await typeDate(page, 'summons-register_receivedOn', '02-11-2026');
    await page.locator('#summons-register_courtName').fill('JMFC Court, Shivajinagar, Pune');
    await page.locator('#summons-register_crimeNo').fill('245/2026');
    await page.locator('#summons-register_caseNo').fill('RCC 812/2026');
    await chooseInDrawer(page, 'summons-crime-type', 'Warrant');
    await typeDate(page, 'summons-register_assignedOn', '03-11-2026');
    await chooseInDrawer(page, 'summons-station', 'Kothrud');
    await chooseInDrawer(page, 'summons-party-type', 'Witness');
    await page.locator('#summons-register_partyName').fill('सुनील रामचंद्र गायकवाड');
    await page.locator('#summons-register_partyAddress').fill('मयूर कॉलनी, कोथरूड, पुणे');
    // A text file is refused with the summons sentence before anything is sent.
    const upload = drawer(page).locator('input[type="file"]');
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await toast(page, 'You can only upload JPG/PNG/PDF file!').waitFor();
    await upload.setInputFiles({ name: 'summons.pdf', mimeType: 'application/pdf', buffer: PDF });
    await drawer(page).getByTestId('summons-upload-preview').waitFor();
    await expect.poll(() => errorsIn(drawer(page)).count()).toBe(0);

    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/summons') && r.request().method() === 'POST',
      ),
      drawer(page).getByTestId('summons-save').click(),
    ]);
    expect(created.status()).toBe(200);
    const item = ((await created.json()) as { item: SummonsItem }).item;
    expect(item).toMatchObject({ stage: 'registered', crimeType: 2, partyType: 2 });
    await toast(page, 'Samans record save Successfully!!!').waitFor();
    await row(page).waitFor();
    await row(page).getByText('Registered', { exact: true }).waitFor();

    // lsb1: a short mobile number first.
    await row(page).getByTestId(`summons-lsb1-${serial}`).click();
    await typeDate(page, 'summons-lsb1_fetchedOn', '04-11-2026');
    await page.locator('#summons-lsb1_handoverName').fill('HC Sanjay Pawar');
    // Digits only: anything else typed is dropped.
    await page.locator('#summons-lsb1_handoverMobile').fill('98-220x');
    expect(await page.locator('#summons-lsb1_handoverMobile').inputValue()).toBe('98220');
    await page.getByTestId('summons-update-save').click();
    await errorsIn(modal(page)).getByText(SUMMONS_MESSAGES.handoverMobileInvalid).waitFor();
    await page.locator('#summons-lsb1_handoverMobile').fill('9822041234');
    await page.getByTestId('summons-update-save').click();
    await toast(page, 'Samans update Successfully!!!').waitFor();
    await row(page).getByText('Fetched by police station', { exact: true }).waitFor();
    // The unit has nothing more to do on this entry; ps1 is the station's.
    expect(await row(page).getByTestId(`summons-lsb1-${serial}`).count()).toBe(0);
    await screenshot(page, 'summons-fetched-en');

    // The assigned police station sees it and does ps1.
    const station = await newContext(browser, inject('baseUrl'));
    const kothrud = await station.newPage();
    try {
      await login(kothrud, ACCOUNTS.puneKothrud);
      await openRegister(kothrud, 'mr');
      await switchLanguage(kothrud, 'English');
      expect(await kothrud.getByTestId('summons-register').count()).toBe(0);
      await row(kothrud).getByTestId(`summons-ps1-${serial}`).click();
      await kothrud.getByTestId('summons-update-save').click();
      await expect
        .poll(() => errorsIn(modal(kothrud)).allInnerTexts())
        .toEqual([
          SUMMONS_MESSAGES.informedRequired,
          SUMMONS_MESSAGES.sentByRequired,
          SUMMONS_MESSAGES.finalDocNoRequired,
          SUMMONS_MESSAGES.finalDocDateRequired,
          'Please upload sheet',
        ]);
      await modal(kothrud).getByLabel('Yes').check();
      await modal(kothrud).getByLabel('In person').check();
      await kothrud.locator('#summons-ps1_finalDocNo').fill('Out. 77/2026');
      await typeDate(kothrud, 'summons-ps1_finalDocDate', '06-11-2026');
      await modal(kothrud)
        .locator('input[type="file"]')
        .setInputFiles({ name: 'served.png', mimeType: 'image/png', buffer: bluePng(40, 30) });
      await modal(kothrud).getByTestId('summons-upload-preview').waitFor();
      await kothrud.getByTestId('summons-update-save').click();
      await toast(kothrud, 'Samans update Successfully!!!').waitFor();
      await row(kothrud).getByText('Completed', { exact: true }).waitFor();
      await row(kothrud).getByText('Out. 77/2026', { exact: false }).waitFor();
      await screenshot(kothrud, 'summons-completed-en');
      await switchLanguage(kothrud, 'मराठी');
      await row(kothrud).getByText(tr('mr', 'Completed'), { exact: true }).waitFor();
      await row(kothrud).getByText(tr('mr', 'Warrant'), { exact: true }).waitFor();
      await screenshot(kothrud, 'summons-completed-mr');
    } finally {
      await restoreMarathi(kothrud);
      await station.close();
    }

    // The unit sees the final stage too.
    await page.reload();
    await row(page).getByText('Completed', { exact: true }).waitFor();
  });
});

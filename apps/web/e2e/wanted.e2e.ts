import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WANTED_MESSAGES, type WantedSaved } from '@cmis/shared';
import { screenshot } from './support/browser';
import { drawer } from './support/form';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { bluePng } from './support/png';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Unique text per run: the specs share one database. */
const suffix = Math.random().toString(36).slice(2, 7);

const toast = (p: Page, text: string) => p.locator('.ant-message').getByText(text, { exact: true });
const rowWith = (p: Page, text: string) => p.locator('.ant-table-row', { hasText: text });

const openDropdown = (p: Page) =>
  p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks an option of an antd Select, then waits until its list has closed. */
async function pick(p: Page, select: ReturnType<Page['locator']>, label: string | RegExp) {
  await expect.poll(() => openDropdown(p).count()).toBe(0);
  await select.click();
  await openDropdown(p).locator('.ant-select-item-option', { hasText: label }).first().click();
  await expect.poll(() => openDropdown(p).count()).toBe(0);
}

async function chooseType(p: Page, typeId: number) {
  await pick(p, p.getByTestId('wanted-type'), new RegExp(`^${typeId}\\. `));
}

function savedAnswer(p: Page, path: string) {
  return p.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.startsWith(path) && ['POST', 'PUT'].includes(r.request().method()),
  );
}

describe('wanted particulars (/wanted)', () => {
  it('lets pune.admin add an externed person, a vehicle and a mobile, toggle and view', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/wanted');
    await page.getByRole('heading', { name: mr('Wanted particulars'), exact: true }).waitFor();
    // Header: user id, ADMIN and the unit (spec 1 §2).
    const header = page.getByTestId('wanted-header');
    await header.getByText('pune.admin').waitFor();
    await header.getByText(mr('ADMIN'), { exact: true }).waitFor();
    // Type 1 is the default and the demo data fills its table.
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);

    // --- An externed person (type 3): the externment area is required. ---
    await chooseType(page, 3);
    await page.getByTestId('wanted-add').click();
    await drawer(page).getByText(mr('Externed accused information')).waitFor();
    expect(await page.locator('.ant-drawer-content-wrapper').evaluate((d) => d.clientWidth)).toBe(
      720,
    );
    await page.getByTestId('wanted-save').click();
    await drawer(page).getByText(mr(WANTED_MESSAGES.nameRequired)).waitFor();
    await drawer(page).getByText(mr(WANTED_MESSAGES.externmentAreaRequired)).waitFor();

    const person = `गणेश ई२ई ${suffix}`;
    await page.getByTestId('wanted-name').fill(person);
    await page.getByTestId('wanted-address').fill('ताडीवाला रोड पुणे');
    await pick(page, page.getByTestId('wanted-station'), /./);
    await page.getByTestId('wanted-externmentArea').fill('पुणे शहर व पुणे ग्रामीण');
    const members = page.getByTestId('wanted-members').locator('input');
    await members.fill('राहुल कांबळे');
    await members.press('Enter');
    await drawer(page)
      .locator('[data-testid="upload-field-image"] input[type="file"]')
      .setInputFiles({ name: `w_${suffix}.png`, mimeType: 'image/png', buffer: bluePng() });
    await drawer(page).getByTestId('upload-preview').waitFor();

    // One crime entry: register number and year, station, then act and section.
    const crimes = drawer(page).getByTestId('wanted-crimes');
    await crimes.getByTestId('crime-register-number').fill('214');
    await pick(page, crimes.getByTestId('crime-register-year'), '2024');
    await pick(page, crimes.getByTestId('crime-station'), /./);
    await pick(page, crimes.getByTestId('crime-act'), /भारतीय दंड विधान/);
    // Sections are searched by the server: type the code, then choose it.
    await crimes.getByTestId('crime-section').click();
    await crimes.getByTestId('crime-section').locator('input').fill('379');
    await openDropdown(page)
      .locator('.ant-select-item-option', { hasText: /^379/ })
      .first()
      .click();
    await expect.poll(() => openDropdown(page).count()).toBe(0);
    await crimes.getByTestId('crime-add-entry').click();
    await crimes.locator('.ant-table-row', { hasText: '214/2024' }).waitFor();
    await screenshot(page, 'wanted-person-drawer-mr');

    const personSaved = savedAnswer(page, '/api/wanted/persons');
    await page.getByTestId('wanted-save').click();
    const personAnswer = (await (await personSaved).json()) as WantedSaved;
    expect(personAnswer.message).toBe(WANTED_MESSAGES.saved.person);
    expect(personAnswer.item).toMatchObject({ typeId: 3, crimeCount: 1, unitId: 1 });
    await toast(page, mr(WANTED_MESSAGES.saved.person)).waitFor();
    await rowWith(page, person).waitFor();

    // --- Toggle its status: 'Update the Perticular status !!!'. ---
    const row = rowWith(page, person);
    await row.getByTestId('wanted-status-toggle').click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: mr('Yes') })
      .click();
    await toast(page, mr(WANTED_MESSAGES.statusUpdated)).waitFor();
    await row.getByText(mr('In Active'), { exact: true }).waitFor();

    // --- The Wanted View modal, 95% wide, with photo and crimes. ---
    await row.getByTestId('wanted-view-open').click();
    const modal = page.locator('.ant-modal-content');
    await modal.getByText(mr('Wanted View')).waitFor();
    await modal.getByText('पुणे शहर व पुणे ग्रामीण').waitFor();
    await modal.getByTestId('wanted-view-photo').waitFor();
    await modal.getByText('214/2024').waitFor();
    const widths = await page.evaluate(() => ({
      // offsetWidth: the opening animation scales the box, not its layout width.
      modal: document.querySelector<HTMLElement>('.ant-modal')?.offsetWidth ?? 0,
      window: window.innerWidth,
    }));
    expect(Math.abs(widths.modal - widths.window * 0.95)).toBeLessThan(2);
    await screenshot(page, 'wanted-view-modal-mr');
    await modal.getByRole('button', { name: mr('Close') }).click();

    // --- A vehicle (type 8). ---
    await chooseType(page, 8);
    await page.getByTestId('wanted-add').click();
    await drawer(page).getByText(mr('Vehicle information')).waitFor();
    await page.getByTestId('wanted-save').click();
    await drawer(page).getByText(mr(WANTED_MESSAGES.vehicleNoRequired)).waitFor();
    const vehicleNo = `MH12E${suffix.toUpperCase()}`.slice(0, 12);
    await page.getByTestId('wanted-vehicleNo').fill(vehicleNo);
    await page.getByTestId('wanted-chassisNo').fill('ME4JF91CKMG0E2E01');
    await page.getByTestId('wanted-model').fill('Honda Shine');
    await page.getByTestId('wanted-colour').fill('Red');
    const vehicleSaved = savedAnswer(page, '/api/wanted/vehicles');
    await page.getByTestId('wanted-save').click();
    expect(((await (await vehicleSaved).json()) as WantedSaved).message).toBe(
      WANTED_MESSAGES.saved.vehicle,
    );
    await toast(page, mr(WANTED_MESSAGES.saved.vehicle)).waitFor();
    await rowWith(page, vehicleNo).waitFor();

    // --- A mobile (type 11): a bad IMEI first, its message, then a good one. ---
    await chooseType(page, 11);
    await page.getByTestId('wanted-add').click();
    await drawer(page).getByText(mr('Mobile information')).waitFor();
    const mobileNo = `98${String(Date.now()).slice(-8)}`;
    await page.getByTestId('wanted-mobileNo').fill(mobileNo);
    await page.getByTestId('wanted-imeiNo').fill('35693803564');
    await page.getByTestId('wanted-model').fill('Redmi 12');
    await page.getByTestId('wanted-colour').fill('Black');
    await page.getByTestId('wanted-save').click();
    await drawer(page).getByText(mr(WANTED_MESSAGES.imei)).waitFor();
    await screenshot(page, 'wanted-mobile-bad-imei-mr');
    await page.getByTestId('wanted-imeiNo').fill('356938035643809');
    const mobileSaved = savedAnswer(page, '/api/wanted/mobiles');
    await page.getByTestId('wanted-save').click();
    expect(((await (await mobileSaved).json()) as WantedSaved).message).toBe(
      WANTED_MESSAGES.saved.mobile,
    );
    await toast(page, mr(WANTED_MESSAGES.saved.mobile)).waitFor();
    await rowWith(page, mobileNo).waitFor();
    await screenshot(page, 'wanted-mobiles-mr');

    // --- English labels. ---
    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Wanted particulars'), exact: true }).waitFor();
    await page.getByRole('columnheader', { name: en('IMEI number') }).waitFor();
    await chooseType(page, 3);
    await rowWith(page, person).waitFor();
    await page.getByRole('columnheader', { name: en('Tadipar area') }).waitFor();
    // Update mode: the stored values come back, the button says Update.
    await rowWith(page, person).getByTestId('wanted-edit').click();
    await drawer(page).getByText(en('Externed accused information')).waitFor();
    await expect.poll(() => page.getByTestId('wanted-name').inputValue()).toBe(person);
    await drawer(page).getByText(en('Tadipar area')).waitFor();
    await drawer(page).getByTestId('wanted-crimes').getByText('214/2024').waitFor();
    await page.getByTestId('wanted-externmentArea').fill('Pune City Pune Rural');
    await screenshot(page, 'wanted-person-update-en');
    const updated = savedAnswer(page, '/api/wanted/persons/');
    await page.getByTestId('wanted-save').getByText(en('Update')).click();
    const updateAnswer = (await (await updated).json()) as WantedSaved;
    expect(updateAnswer.item).toMatchObject({
      id: personAnswer.item.id,
      externmentArea: 'Pune City Pune Rural',
      crimeCount: 1,
    });
    await toast(page, en(WANTED_MESSAGES.saved.person)).waitFor();
    await rowWith(page, 'Pune City Pune Rural').waitFor();
    await page.getByTestId('wanted-add').click();
    await drawer(page).getByText(en('Externed accused information')).waitFor();
    await drawer(page).getByText(en('Tadipar area')).waitFor();
    await screenshot(page, 'wanted-person-drawer-en');
  });

  it('shows the state to the super admin, with the unit of each record', async () => {
    await login(page, ACCOUNTS.superadmin);
    await page.goto('/wanted');
    const header = page.getByTestId('wanted-header');
    await header.getByText(mr('SUPER ADMIN'), { exact: true }).waitFor();
    await header.getByText(mr('State of Maharashtra'), { exact: true }).waitFor();
    await chooseType(page, 10);
    await page.getByRole('columnheader', { name: mr('Unit') }).waitFor();
    // Demo licences of Pune and Nagpur are both listed.
    await rowWith(page, 'PUNE-ARMS-2016-0231').waitFor();
    await rowWith(page, 'NGP-ARMS-2018-0112').waitFor();
    await screenshot(page, 'wanted-licences-superadmin-mr');
  });

  it('is closed to a police-station user', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await page.goto('/wanted');
    await page.waitForURL((url) => url.pathname !== '/wanted');
    const status = await page.evaluate(async () => (await fetch('/api/wanted?typeId=1')).status);
    expect(status).toBe(403);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_USER_MESSAGES, passwordSchema, type AppUser, type Lookup } from '@cmis/shared';
import { screenshot } from './support/browser';

import { drawer, formItem, fieldError, toast, option, column, fieldErrors } from './support/form';
import { tr, mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Tests share one database and may run again: every name and phone made here is new. */
const suffix = Math.random().toString(36).slice(2, 7);
const newPhone = () => `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const isList = (r: { url: () => string }) => new URL(r.url()).pathname === '/api/app-users';

async function openAppUsers(p: Page, label: string) {
  await Promise.all([
    p.waitForResponse(isList),
    p.locator('.ant-layout-sider').getByRole('link', { name: label, exact: true }).click(),
  ]);
  await p.waitForURL((url) => url.pathname === '/AppUserLogin');
}

async function search(p: Page, text: string, language: 'mr' | 'en' = 'mr') {
  await p.getByRole('textbox').first().fill(text);
  await Promise.all([
    p.waitForResponse(isList),
    p.getByRole('button', { name: tr(language, 'Search') }).click(),
  ]);
}

/** Picks an option of a searchable select by typing its name. */
async function choose(p: Page, id: string, name: string) {
  await p.locator(`#${id}`).click();
  await p.locator(`#${id}`).fill(name);
  await option(p, name).click();
}

async function saveDrawer(p: Page) {
  const [response] = await Promise.all([
    p.waitForResponse(
      (r) => isList(r) || /^\/api\/app-users\/\d+$/.test(new URL(r.url()).pathname),
    ),
    p.getByTestId('app-user-drawer-submit').click(),
  ]);
  return response;
}

/** Chooses a status in the row's menu and confirms it; returns the answer. */
async function changeStatus(p: Page, id: number, action: string, yes: string) {
  // A click that lands while the menu is still opening chooses nothing: open it again
  // until the confirmation shows, rather than wait for an answer to a question never asked.
  const confirm = p.locator('.ant-modal-confirm');
  for (let attempt = 0; attempt < 3 && !(await confirm.isVisible()); attempt++) {
    await p.getByTestId(`status-menu-${id}`).click();
    await p
      .getByRole('menuitem', { name: action, exact: true })
      .click({ timeout: 5000 })
      .catch(() => undefined);
    await confirm.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  const [response] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === `/api/app-users/${id}/status`),
    p.locator('.ant-modal-confirm').getByRole('button', { name: yes }).click(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as { oneTimePassword: string | null; message: string };
}

/** The one-time password modal: shown once, then gone with its password. */
async function readAndCloseOneTimePassword(p: Page): Promise<string> {
  const shown = p.getByTestId('one-time-password');
  await shown.waitFor();
  const password = (await shown.innerText()).trim();
  await p.getByTestId('one-time-password-done').click();
  await shown.waitFor({ state: 'detached' });
  expect(await p.content()).not.toContain(password);
  return password;
}

describe('app users', () => {
  it('lets a unit admin register, approve (one-time password shown once), reset and reject', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await openAppUsers(page, mr('App Users'));
    await page.getByRole('heading', { name: mr('App Users'), exact: true }).waitFor();
    expect(await page.getByTestId('app-users-userid').innerText()).toBe('pune.admin');
    expect(await page.getByTestId('app-users-area').innerText()).toBe(`${mr('Unit')}: पुणे शहर`);
    // Demo app users of Pune City exist in each status.
    await expect.poll(async () => (await column(page, 2)).length).toBeGreaterThan(0);
    expect(new Set(await column(page, 2))).toEqual(new Set(['पुणे शहर']));
    await screenshot(page, 'app-users-role4-mr');

    // Register one through the drawer; the schema's messages show first.
    await page.getByTestId('add-app-user').click();
    await drawer(page).getByText(mr('Add App User'), { exact: true }).waitFor();
    await page.getByTestId('app-user-drawer-submit').click();
    await fieldErrors(page, {
      'app-user-drawer_firstName': mr(APP_USER_MESSAGES.firstNameRequired),
      'app-user-drawer_stationId': mr(APP_USER_MESSAGES.stationRequired),
    });
    const firstName = `Ganesh${suffix}`;
    const phone = newPhone();
    await page.locator('#app-user-drawer_firstName').fill(firstName);
    await page.locator('#app-user-drawer_lastName').fill('Patil');
    await page.locator('#app-user-drawer_phone').fill(phone);
    await choose(page, 'app-user-drawer_stationId', 'कोथरूड');
    await screenshot(page, 'app-users-drawer-mr');
    const created = await saveDrawer(page);
    expect(created.status()).toBe(200);
    await toast(page, mr(APP_USER_MESSAGES.saved)).waitFor();
    await drawer(page).waitFor({ state: 'detached' });

    // The same phone again: the server's 409 lands under the phone field.
    await page.getByTestId('add-app-user').click();
    await page.locator('#app-user-drawer_firstName').fill('Duplicate');
    await page.locator('#app-user-drawer_lastName').fill('Phone');
    await page.locator('#app-user-drawer_phone').fill(phone);
    await choose(page, 'app-user-drawer_stationId', 'डेक्कन');
    expect((await saveDrawer(page)).status()).toBe(409);
    await fieldError(page, 'app-user-drawer_phone')
      .getByText(mr(APP_USER_MESSAGES.phoneTaken))
      .waitFor();
    await drawer(page)
      .getByRole('button', { name: mr('Cancel') })
      .click();
    await drawer(page).waitFor({ state: 'detached' });

    await search(page, phone);
    await expect.poll(() => column(page, 1)).toEqual([`${firstName} Patil`]);
    expect(await column(page, 3)).toEqual(['कोथरूड']);
    expect(await column(page, 5)).toEqual([mr('Pending')]);
    const { items } = await page.evaluate(
      async (p) => (await fetch(`/api/app-users?search=${p}`)).json(),
      phone,
    );
    const appUser = (items as AppUser[])[0]!;

    // Approving a pending user answers a one-time password, shown once in a modal.
    const approved = await changeStatus(page, appUser.id, mr('Approve'), mr('Yes'));
    expect(approved.message).toBe(APP_USER_MESSAGES.statusUpdated);
    await toast(page, mr(APP_USER_MESSAGES.statusUpdated)).waitFor();
    await page
      .getByRole('dialog')
      .getByText(mr('One-time password for {{name}}', { name: `${firstName} Patil` }))
      .waitFor();
    await page
      .getByRole('dialog')
      .getByText(mr('The password was also sent to {{phone}}.', { phone }))
      .waitFor();
    await screenshot(page, 'app-users-one-time-password-mr');
    const password = await readAndCloseOneTimePassword(page);
    expect(password).toBe(approved.oneTimePassword);
    expect(passwordSchema.safeParse(password).success).toBe(true);
    await expect.poll(() => column(page, 5)).toEqual([mr('Approved')]);
    // Nothing brings it back: another list (approved only) renders without the modal.
    await Promise.all([
      page.waitForResponse(isList),
      page.locator('.ant-segmented').getByText(mr('Approved'), { exact: true }).click(),
    ]);
    await expect.poll(() => column(page, 1)).toEqual([`${firstName} Patil`]);
    expect(await page.getByTestId('one-time-password').count()).toBe(0);

    // An approved user can be given a new one-time password.
    await page.getByRole('button', { name: mr('Reset password') }).click();
    const [reset] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/app-users/${appUser.id}/reset-password`)),
      page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: mr('Yes') })
        .click(),
    ]);
    expect(reset.status()).toBe(200);
    await toast(page, mr(APP_USER_MESSAGES.passwordReset)).waitFor();
    const second = await readAndCloseOneTimePassword(page);
    expect(second).not.toBe(password);

    // The full list may come from the cache (it was fetched when the approval changed it).
    await page.locator('.ant-segmented').getByText(mr('All'), { exact: true }).click();
    await expect.poll(() => column(page, 5)).toEqual([mr('Approved')]);
    // Rejecting answers no password, and the reset button goes away.
    const rejected = await changeStatus(page, appUser.id, mr('Reject'), mr('Yes'));
    expect(rejected.oneTimePassword).toBeNull();
    await expect.poll(() => column(page, 5)).toEqual([mr('Rejected')]);
    expect(await page.getByTestId('one-time-password').count()).toBe(0);
    expect(await page.getByRole('button', { name: mr('Reset password') }).count()).toBe(0);

    // The status filter asks the server for one status.
    await page.getByRole('button', { name: mr('Clear') }).click();
    // Clear itself reloads the list; wait for the request the filter makes.
    await Promise.all([
      page.waitForResponse(
        (response) =>
          isList(response) && new URL(response.url()).searchParams.get('status') === '0',
      ),
      page.locator('.ant-segmented').getByText(mr('Pending'), { exact: true }).click(),
    ]);
    await expect.poll(async () => new Set(await column(page, 5))).toEqual(new Set([mr('Pending')]));
    await screenshot(page, 'app-users-pending-mr');
  });

  it('lets the super admin pick the unit, then one of its stations, in English', async () => {
    await login(page, ACCOUNTS.superadmin);
    await switchLanguage(page, 'English');
    try {
      await openAppUsers(page, en('App Users'));
      expect(await page.getByTestId('app-users-area').innerText()).toBe(
        `${en('State')}: ${en('Maharashtra')}`,
      );
      await screenshot(page, 'app-users-role8-en');

      const cities = await page.evaluate(
        async () => (await fetch('/api/masters/cities')).json() as Promise<Lookup[]>,
      );
      const nagpur = cities.find((city) => city.nameEn === 'Nagpur City');
      if (!nagpur) throw new Error('the master data has no Nagpur City');
      const stations = await page.evaluate(
        async (id) => (await fetch(`/api/masters/cities/${id}/stations`)).json(),
        nagpur.id,
      );
      const station = (stations as Lookup[])[0]!;

      await page.getByTestId('add-app-user').click();
      await drawer(page).getByText(en('Add App User'), { exact: true }).waitFor();
      // No station can be chosen before the unit.
      expect(
        await formItem(page, 'app-user-drawer_stationId').locator('.ant-select-disabled').count(),
      ).toBe(1);
      await page.getByTestId('app-user-drawer-submit').click();
      await fieldError(page, 'app-user-drawer_cityId')
        .getByText(en(APP_USER_MESSAGES.unitRequired))
        .waitFor();
      const phone = newPhone();
      await page.locator('#app-user-drawer_firstName').fill(`Sunita${suffix}`);
      await page.locator('#app-user-drawer_lastName').fill('Wankhede');
      await page.locator('#app-user-drawer_phone').fill(phone);
      await choose(page, 'app-user-drawer_cityId', 'Nagpur City');
      await choose(page, 'app-user-drawer_stationId', station.nameEn);
      await screenshot(page, 'app-users-drawer-en');
      const created = await saveDrawer(page);
      expect(created.status()).toBe(200);
      await toast(page, en(APP_USER_MESSAGES.saved)).waitFor();

      await search(page, phone, 'en');
      await expect.poll(() => column(page, 2)).toEqual(['Nagpur City']);
      expect(await column(page, 3)).toEqual([station.nameEn]);
      expect(await column(page, 5)).toEqual([en('Pending')]);

      // Updating keeps the unit and station and changes the name.
      await page
        .getByRole('button', { name: en('Edit {{name}}', { name: `Sunita${suffix} Wankhede` }) })
        .click();
      await drawer(page).getByText(en('Update App User'), { exact: true }).waitFor();
      await page.locator('#app-user-drawer_lastName').fill('Wankhede-Rao');
      expect((await saveDrawer(page)).status()).toBe(200);
      await toast(page, en(APP_USER_MESSAGES.updated)).waitFor();
      await expect.poll(() => column(page, 1)).toEqual([`Sunita${suffix} Wankhede-Rao`]);
      await screenshot(page, 'app-users-role8-updated-en');
    } finally {
      await switchLanguage(page, 'मराठी');
    }
  });
});

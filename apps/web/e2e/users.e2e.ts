import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  USER_MESSAGES,
  passwordSchema,
  type Assignable,
  type UserListItem,
} from '@cmis/shared';
import { newContext, screenshot } from './support/browser';
import { rows, column, drawer, fieldError, toast, option, fieldErrors } from './support/form';
import { tr, mr, en } from './support/i18n';
import { ACCOUNTS, fillCredentials, login, submitLogin, tickCaptcha } from './support/login';
import { pagePerTest } from './support/page';
import { getJson } from './support/report';
import { currentUser, switchLanguage } from './support/session';

let browser: Browser;
let page: Page;
pagePerTest(
  (p, _context, b) => {
    page = p;
    browser = b;
  },
  { restoreLanguage: false },
);

interface UserPage {
  items: { userid: string; stationNameMr: string | null }[];
  total: number;
}

/** Runs an action and returns the /api/users answer it caused, with the query it sent. */
async function usersCall(p: Page, action: () => Promise<void>) {
  const [response] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === '/api/users'),
    action(),
  ]);
  return {
    query: new URL(response.url()).searchParams,
    body: (await response.json()) as UserPage,
  };
}

const openUsers = (p: Page) =>
  usersCall(p, () =>
    p
      .locator('.ant-layout-sider')
      .getByRole('link', { name: mr('Users'), exact: true })
      .click(),
  );

describe('users page', () => {
  it('pages through every user of the state for the super admin, with search and clear', async () => {
    await login(page, ACCOUNTS.superadmin);
    const first = await openUsers(page);
    // Zero-based paging with the default size (architecture rule 8).
    expect(first.query.get('page')).toBe('0');
    expect(first.query.get('size')).toBe('10');
    await expect.poll(() => column(page, 2)).toEqual(first.body.items.map((u) => u.userid));
    expect(await column(page, 0)).toEqual(first.body.items.map((_u, i) => String(i + 1)));
    await page.getByText(mr('Total: {{total}}', { total: String(first.body.total) })).waitFor();
    await rows(page).first().getByText(mr('Active'), { exact: true }).waitFor();
    await screenshot(page, 'users-role8-mr');

    if (first.body.total > 10) {
      const second = await usersCall(page, () => page.locator('.ant-pagination-item-2').click());
      expect(second.query.get('page')).toBe('1');
      await expect
        .poll(() => column(page, 0))
        .toEqual(second.body.items.map((_u, i) => String(10 + i + 1)));
    }

    const searched = await usersCall(page, async () => {
      await page.getByRole('textbox').fill('nagpur');
      await page.getByRole('button', { name: mr('Search') }).click();
    });
    expect(searched.query.get('search')).toBe('nagpur');
    expect(searched.query.get('page')).toBe('0');
    expect(searched.body.items.map((u) => u.userid)).toContain('nagpur.admin');
    await expect.poll(() => column(page, 2)).toEqual(searched.body.items.map((u) => u.userid));

    // Clear returns to the unfiltered first page (answered from the cache when still fresh).
    await page.getByRole('button', { name: mr('Clear') }).click();
    expect(await page.getByRole('textbox').inputValue()).toBe('');
    await expect.poll(() => column(page, 2)).toEqual(first.body.items.map((u) => u.userid));
  });

  it("lists only the unit admin's own unit, with each user's police station", async () => {
    await login(page, ACCOUNTS.puneAdmin);
    const { body } = await openUsers(page);
    const listed = body.items.map((u) => u.userid);
    expect(listed).toEqual(expect.arrayContaining(['pune.shivajinagar', 'pune.kothrud']));
    expect(listed.some((userid) => userid.startsWith('nagpur.'))).toBe(false);
    await expect.poll(() => column(page, 2)).toEqual(listed);
    await page.getByRole('columnheader', { name: mr('Police station') }).waitFor();
    const stations = await column(page, 6);
    body.items.forEach((user, index) => expect(stations[index]).toBe(user.stationNameMr ?? ''));
    expect(stations.filter(Boolean).length).toBeGreaterThan(0);
    await screenshot(page, 'users-role4-mr');
  });
});

describe('sign-in throttling (issue 17 §1, decision 0040)', () => {
  // A demo station user no other browser test signs in as: its lock cannot hold them up.
  const DECCAN = { userid: 'pune.deccan', phone: '9000000013', role: '2' } as const;

  it('shows the unit admin a station user locked by failed sign-ins, and unlocks it', async () => {
    const stranger = await newContext(browser, inject('baseUrl'));
    const guess = await stranger.newPage();
    try {
      for (let i = 0; i < 3; i++) {
        await guess.goto('/login');
        await fillCredentials(guess, DECCAN, `Wrong#${i}xyz`);
        await tickCaptcha(guess);
        await submitLogin(guess);
        await guess.getByTestId('login-failure').waitFor();
      }
    } finally {
      await stranger.close();
    }

    await login(page, ACCOUNTS.puneAdmin);
    await openUsers(page);
    const { body } = await searchUsers(page, DECCAN.userid);
    const deccan = (body.items as unknown as UserListItem[]).find(
      (u) => u.userid === DECCAN.userid,
    );
    if (!deccan) throw new Error('pune.deccan is not on the first page of Pune City');
    expect(deccan.locked).toBe(true);
    const tag = page.getByTestId(`user-locked-${deccan.id}`);
    await tag.getByText(mr('Locked')).waitFor();
    await tag.click();
    await page.getByText(mr('Unlock {{name}}?', { name: DECCAN.userid })).waitFor();
    await screenshot(page, 'users-unlock-mr');
    const [unlocked] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/users/${deccan.id}/unlock`),
      page.getByRole('button', { name: mr('Unlock'), exact: true }).click(),
    ]);
    expect(unlocked.status()).toBe(200);
    await page
      .getByText(
        mr('Unlocked: {{name}} can sign in again from every device.', { name: DECCAN.userid }),
      )
      .waitFor();
    await tag.waitFor({ state: 'detached' });
  });
});

/** Tests share one database and may run again: every user id and phone made here is new. */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const newPhone = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A call made from inside the page, with its cookies, as the app makes it. */
/**
 * Picks `name` in the select `#id` and checks it took: under load a click can land on the
 * dropdown while it is still re-rendering, so it is tried again.
 */
async function pick(p: Page, id: string, name: string) {
  const chosen = p.locator(`.ant-select:has(#${id}) .ant-select-selection-item`).first();
  for (let attempt = 0; attempt < 3; attempt++) {
    await p.locator(`#${id}`).fill(name);
    await option(p, name).click();
    const text = await chosen.textContent({ timeout: 3000 }).catch(() => '');
    if (text?.includes(name)) return;
  }
  throw new Error(`could not pick ${name} in #${id}`);
}

async function searchUsers(p: Page, text: string, language: 'mr' | 'en' = 'mr') {
  await p.getByRole('textbox').first().fill(text);
  return usersCall(p, () => p.getByRole('button', { name: tr(language, 'Search') }).click());
}

/** Fills the drawer's password pair with a generated password and returns it. */
async function generatePassword(p: Page, prefix: string): Promise<string> {
  await p.getByTestId('generate-password').click();
  const generated = await p.getByTestId('generated-password').locator('code').innerText();
  expect(passwordSchema.safeParse(generated).success).toBe(true);
  expect(await p.locator(`#${prefix}_password`).inputValue()).toBe(generated);
  expect(await p.locator(`#${prefix}_confirmPassword`).inputValue()).toBe(generated);
  return generated;
}

async function signInWith(p: Page, userid: string, phone: string, password: string) {
  await p.goto('/login');
  await fillCredentials(p, { userid, phone, role: '2' }, password);
  await tickCaptcha(p);
  await submitLogin(p);
}

describe('user drawer', () => {
  it('lets the super admin add a unit admin for a free unit, who can then sign in', async () => {
    await login(page, ACCOUNTS.superadmin);
    await openUsers(page);
    const places = await getJson<Assignable[]>(page, '/api/users/assignable');
    const taken = places.find((place) => place.taken);
    const free = places.find((place) => !place.taken);
    if (!taken || !free) throw new Error('the demo data needs a taken and a free unit');

    await page.getByTestId('add-user').click();
    await drawer(page).getByText(mr('Add Unit Admin'), { exact: true }).waitFor();

    // Saving an empty form shows the shared schema's messages on their fields, in Marathi.
    await page.getByTestId('user-drawer-submit').click();
    await fieldErrors(page, {
      'user-drawer_name': mr(USER_MESSAGES.nameRequired),
      'user-drawer_userid': mr(USER_MESSAGES.useridRequired),
      'user-drawer_phone': mr(USER_MESSAGES.phoneRequired),
      'user-drawer_cityId': mr(USER_MESSAGES.unitRequired),
      'user-drawer_password': mr(PASSWORD_MESSAGES.required),
    });

    // A unit that already has an admin is listed but cannot be picked.
    await page.locator('#user-drawer_cityId').click();
    const takenOption = option(page, taken.nameMr);
    await takenOption.waitFor();
    expect(await takenOption.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await pick(page, 'user-drawer_cityId', free.nameMr);

    const userid = `e2e.unit.${suffix}`;
    const phone = newPhone();
    await page.locator('#user-drawer_name').fill(`E2E Unit Admin ${suffix}`);
    await page.locator('#user-drawer_userid').fill(userid);
    await page.locator('#user-drawer_phone').fill(phone);
    const password = await generatePassword(page, 'user-drawer');
    await screenshot(page, 'users-drawer-create-unit-admin-mr');

    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/users' && r.request().method() === 'POST',
      ),
      page.getByTestId('user-drawer-submit').click(),
    ]);
    expect(created.status()).toBe(200);
    expect(((await created.json()) as UserListItem).cityId).toBe(free.id);
    await toast(page, mr(USER_MESSAGES.saved)).waitFor();
    await drawer(page).waitFor({ state: 'detached' });

    await searchUsers(page, userid);
    await expect.poll(() => column(page, 2)).toEqual([userid]);
    expect((await column(page, 5))[0]).toBe(free.nameMr);

    // The unit is now taken for the next admin.
    const after = await getJson<Assignable[]>(page, '/api/users/assignable');
    expect(after.find((place) => place.id === free.id)?.taken).toBe(true);

    // A fresh opening starts empty: closing the drawer reset the form.
    await page.getByTestId('add-user').click();
    await drawer(page).getByText(mr('Add Unit Admin'), { exact: true }).waitFor();
    expect(await page.locator('#user-drawer_userid').inputValue()).toBe('');
    await drawer(page)
      .getByRole('button', { name: mr('Cancel') })
      .click();
    await drawer(page).waitFor({ state: 'detached' });

    // The new unit admin signs in with the generated password.
    const other = await newContext(browser, inject('baseUrl'));
    try {
      const otherPage = await other.newPage();
      await signInWith(otherPage, userid, phone, password);
      await otherPage.waitForURL((url) => url.pathname === '/');
      const me = await currentUser(otherPage);
      expect(me?.role).toBe('4');
      expect(me?.cityId).toBe(free.id);
    } finally {
      await other.close();
    }
  });

  it('shows the drawer in English, with the password choice in edit mode', async () => {
    await login(page, ACCOUNTS.superadmin);
    await openUsers(page);
    await switchLanguage(page, 'English');
    try {
      await page.getByTestId('add-user').click();
      await drawer(page).getByText(en('Add Unit Admin'), { exact: true }).waitFor();
      await page.getByTestId('user-drawer-submit').click();
      await fieldError(page, 'user-drawer_name')
        .getByText(en(USER_MESSAGES.nameRequired))
        .waitFor();
      await screenshot(page, 'users-drawer-create-en');
      await drawer(page)
        .getByRole('button', { name: en('Cancel') })
        .click();
      await drawer(page).waitFor({ state: 'detached' });

      await searchUsers(page, 'pune.admin', 'en');
      await page.getByRole('button', { name: en('Edit {{name}}', { name: 'pune.admin' }) }).click();
      await drawer(page).getByText(en('Update User'), { exact: true }).waitFor();
      expect(await page.locator('#user-drawer_userid').inputValue()).toBe('pune.admin');
      expect(await page.locator('#user-drawer_password').count()).toBe(0);
      await drawer(page).getByLabel(en('Yes'), { exact: true }).check();
      await page.locator('#user-drawer_password').waitFor();
      await page.getByTestId('generate-password').waitFor();
      await drawer(page)
        .getByRole('button', { name: en('Update') })
        .waitFor();
      await screenshot(page, 'users-drawer-edit-en');
      await drawer(page)
        .getByRole('button', { name: en('Cancel') })
        .click();
      await drawer(page).waitFor({ state: 'detached' });
      await screenshot(page, 'users-role8-en');
    } finally {
      await switchLanguage(page, 'मराठी');
    }
  });

  it('lets a unit admin add a station user, shows server errors on the fields and deactivates', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await openUsers(page);
    const places = await getJson<Assignable[]>(page, '/api/users/assignable');
    const taken = places.find((place) => place.taken);
    const free = places.find((place) => !place.taken);
    if (!taken || !free) throw new Error('the demo data needs a taken and a free station');

    await page.getByTestId('add-user').click();
    await drawer(page).getByText(mr('Add Police Station User'), { exact: true }).waitFor();
    await page.locator('#user-drawer_stationId').click();
    const takenOption = option(page, taken.nameMr);
    await takenOption.waitFor();
    expect(await takenOption.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await pick(page, 'user-drawer_stationId', free.nameMr);

    const phone = newPhone();
    await page.locator('#user-drawer_name').fill(`E2E Station ${suffix}`);
    // A user id someone already has: the server's 409 lands under the user id field.
    await page.locator('#user-drawer_userid').fill('pune.kothrud');
    await page.locator('#user-drawer_phone').fill(phone);
    // A password that breaks one rule shows that rule's message.
    await page.locator('#user-drawer_password').fill('Abcdefgh1');
    await page.locator('#user-drawer_confirmPassword').fill('Abcdefgh1');
    await page.getByTestId('user-drawer-submit').click();
    await fieldError(page, 'user-drawer_password')
      .getByText(mr(PASSWORD_MESSAGES.special))
      .waitFor();
    const password = await generatePassword(page, 'user-drawer');
    // The message leaves with antd's fade-out.
    await expect.poll(() => fieldError(page, 'user-drawer_password').count()).toBe(0);

    const [refused] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users'),
      page.getByTestId('user-drawer-submit').click(),
    ]);
    expect(refused.status()).toBe(409);
    await fieldError(page, 'user-drawer_userid').getByText(mr(USER_MESSAGES.useridTaken)).waitFor();
    await screenshot(page, 'users-drawer-station-conflict-mr');

    const userid = `e2e.station.${suffix}`;
    await page.locator('#user-drawer_userid').fill(userid);
    // The message leaves with antd's fade-out.
    await expect.poll(() => fieldError(page, 'user-drawer_userid').count()).toBe(0);
    await page.getByTestId('user-drawer-submit').click();
    await toast(page, mr(USER_MESSAGES.saved)).waitFor();
    await drawer(page).waitFor({ state: 'detached' });

    await searchUsers(page, userid);
    await expect.poll(() => column(page, 2)).toEqual([userid]);
    expect((await column(page, 6))[0]).toBe(free.nameMr);

    // Setting the same password again is refused by the server's history check.
    await page.getByRole('button', { name: mr('Edit {{name}}', { name: userid }) }).click();
    await drawer(page).getByText(mr('Update User'), { exact: true }).waitFor();
    await drawer(page).getByLabel(mr('Yes'), { exact: true }).check();
    await page.locator('#user-drawer_password').fill(password);
    await page.locator('#user-drawer_confirmPassword').fill(password);
    await page.getByTestId('user-drawer-submit').click();
    await fieldError(page, 'user-drawer_password')
      .getByText(mr(PASSWORD_MESSAGES.reused))
      .waitFor();
    // Without a new password the update goes through.
    await drawer(page).getByLabel(mr('No'), { exact: true }).check();
    await page.locator('#user-drawer_name').fill(`E2E Station ${suffix} updated`);
    await page.getByTestId('user-drawer-submit').click();
    await toast(page, mr(USER_MESSAGES.updated)).waitFor();
    await expect.poll(() => column(page, 1)).toEqual([`E2E Station ${suffix} updated`]);

    // Deactivating asks first, then the user can no longer sign in.
    const toggle = page.getByTestId(`active-switch-${userid}`);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: mr('Yes') })
      .click();
    await toast(page, mr(USER_MESSAGES.deactivated)).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'users-role4-actions-mr');

    const other = await newContext(browser, inject('baseUrl'));
    try {
      const otherPage = await other.newPage();
      await signInWith(otherPage, userid, phone, password);
      await otherPage.getByTestId('login-failure').waitFor();
    } finally {
      await other.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DELAYS,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  generatePassword,
  type Assignable,
  type UserListItem,
} from '@cmis/shared';
import { screenshot } from './support/browser';
import { formItem, toast, rows, column } from './support/form';
import { mr, en } from './support/i18n';
import { ACCOUNTS, fillCredentials, login, submitLogin, tickCaptcha } from './support/login';
import { freshPages } from './support/page';
import { currentUser, switchLanguage } from './support/session';

const freshPage = freshPages();

/** Tests share one database and may run again: every user id and phone made here is new. */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const newPhone = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

interface StationUser {
  userid: string;
  phone: string;
  password: string;
  stationNameMr: string;
}

/**
 * A police-station user of its own, made by pune.admin through the API: the demo accounts'
 * passwords must not change under the other specs.
 */
async function createStationUser(name: string): Promise<StationUser> {
  const admin = await freshPage();
  await login(admin, ACCOUNTS.puneAdmin);
  const places = await admin.evaluate(
    async () => (await fetch('/api/users/assignable')).json() as Promise<Assignable[]>,
  );
  const free = places.find((place) => !place.taken);
  if (!free) throw new Error('Pune City has no police station without a user left');
  const password = generatePassword();
  const input = {
    name,
    userid: `e2e.profile.${name.toLowerCase()}.${suffix}`,
    phone: newPhone(),
    stationId: free.id,
    password,
    confirmPassword: password,
  };
  const created = await admin.evaluate(async (body) => {
    const response = await fetch('/api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, user: (await response.json()) as UserListItem };
  }, input);
  expect(created.status).toBe(200);
  return {
    userid: input.userid,
    phone: input.phone,
    password,
    stationNameMr: created.user.stationNameMr ?? '',
  };
}

async function signIn(p: Page, user: StationUser, password = user.password) {
  await p.goto('/login');
  await fillCredentials(p, { userid: user.userid, phone: user.phone, role: '2' }, password);
  await tickCaptcha(p);
  await submitLogin(p);
  await p.waitForURL((url) => url.pathname === '/');
  await p.getByTestId('user-menu').waitFor();
}

async function openFromUserMenu(p: Page, label: string, path: string) {
  await p.getByTestId('user-menu').click();
  await p.getByRole('menuitem', { name: label }).click();
  await p.waitForURL((url) => url.pathname === path);
}

const fieldError = (p: Page, id: string, text: string) =>
  formItem(p, id).locator('.ant-form-item-explain-error').getByText(text, { exact: true });

describe('profile', () => {
  it('changes the name, then the password, logs off after 2 s and signs in again', async () => {
    const user = await createStationUser('Anita');
    const page = await freshPage();
    await signIn(page, user);

    // The user menu now offers the profile and the login details.
    await page.getByTestId('user-menu').click();
    const entries = (await page.locator('.ant-dropdown-menu-item').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(entries).toEqual(expect.arrayContaining([mr('Profile'), mr('Login details')]));
    expect(entries.at(-1)).toBe(mr('Logout'));
    await page.keyboard.press('Escape');
    // Neither is in the side menu.
    const sideLinks = await page.locator('.ant-layout-sider a').allInnerTexts();
    expect(sideLinks).not.toContain(mr('Profile'));
    expect(sideLinks).not.toContain(mr('Login details'));

    await openFromUserMenu(page, mr('Profile'), '/profile');
    await page.getByRole('heading', { name: mr('Profile'), exact: true }).waitFor();
    expect(await page.locator('#profile_userid').inputValue()).toBe(user.userid);
    const phone = page.getByTestId('profile-phone');
    expect(await phone.inputValue()).toBe(user.phone);
    expect(await phone.isDisabled()).toBe(true);

    // The name changes without a password; the header follows at once.
    await page.locator('#profile_name').fill(`Anita Pawar ${suffix}`);
    await page.getByTestId('profile-submit').click();
    await toast(page, mr(PROFILE_MESSAGES.updated)).waitFor();
    await page.getByTestId('user-menu').getByText(`Anita Pawar ${suffix}`).waitFor();
    expect((await currentUser(page))?.name).toBe(`Anita Pawar ${suffix}`);

    // Yes reveals the password pair; the schema and the server's history both speak.
    expect(await page.locator('#profile_password').count()).toBe(0);
    await page.getByLabel(mr('Yes'), { exact: true }).check();
    await page.getByTestId('profile-submit').click();
    await fieldError(page, 'profile_password', mr(PASSWORD_MESSAGES.required)).waitFor();
    await fieldError(
      page,
      'profile_confirmPassword',
      mr(PASSWORD_MESSAGES.confirmRequired),
    ).waitFor();
    // The current password is asked first (issue 17 §2); a wrong one is the server's to say.
    await fieldError(
      page,
      'profile_currentPassword',
      mr(PROFILE_MESSAGES.currentRequired),
    ).waitFor();
    await page.locator('#profile_currentPassword').fill(`${user.password}x`);
    await page.locator('#profile_password').fill(generatePassword());
    await page
      .locator('#profile_confirmPassword')
      .fill(await page.locator('#profile_password').inputValue());
    await page.getByTestId('profile-submit').click();
    await fieldError(page, 'profile_currentPassword', mr(PROFILE_MESSAGES.currentWrong)).waitFor();
    await screenshot(page, 'profile-current-password-wrong-mr');
    await page.locator('#profile_currentPassword').fill(user.password);
    await page.locator('#profile_password').fill(user.password);
    await page.locator('#profile_confirmPassword').fill(`${user.password}x`);
    await page.getByTestId('profile-submit').click();
    await fieldError(page, 'profile_confirmPassword', mr(PASSWORD_MESSAGES.mismatch)).waitFor();
    await page.locator('#profile_confirmPassword').fill(user.password);
    await page.getByTestId('profile-submit').click();
    await fieldError(page, 'profile_password', mr(PASSWORD_MESSAGES.reused)).waitFor();
    await screenshot(page, 'profile-password-reused-mr');

    const newPassword = generatePassword();
    await page.locator('#profile_password').fill(newPassword);
    await page.locator('#profile_confirmPassword').fill(newPassword);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile'),
      page.getByTestId('profile-submit').click(),
    ]);
    const savedAt = Date.now();
    expect(await saved.json()).toEqual({ message: PROFILE_MESSAGES.updated, loggedOff: true });
    await toast(page, mr(PROFILE_MESSAGES.updated)).waitFor();
    await toast(page, mr(PROFILE_MESSAGES.loggingOff)).waitFor();
    await page.getByTestId('logging-off').waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    const waited = Date.now() - savedAt;
    expect(waited).toBeGreaterThanOrEqual(DELAYS.logoutAfterPasswordChangeMs - 200);
    expect(waited).toBeLessThan(DELAYS.logoutAfterPasswordChangeMs + 4000);
    // A sign-off the officer asked for, not an expired session.
    expect(await page.getByTestId('session-notice').count()).toBe(0);
    expect(await currentUser(page)).toBeNull();

    // The old password no longer works; the new one does.
    await fillCredentials(page, { userid: user.userid, phone: user.phone, role: '2' });
    await page.locator('#login_password').fill(user.password);
    await tickCaptcha(page);
    await submitLogin(page);
    await page.getByTestId('login-failure').waitFor();
    await signIn(page, user, newPassword);
    expect((await currentUser(page))?.userid).toBe(user.userid);
  });

  it('shows the profile in English', async () => {
    const user = await createStationUser('Kavita');
    const page = await freshPage();
    await signIn(page, user);
    await switchLanguage(page, 'English');
    await openFromUserMenu(page, en('Profile'), '/profile');
    await page.getByRole('heading', { name: en('Profile'), exact: true }).waitFor();
    await page.locator('#profile_name').fill('');
    await page.getByLabel(en('Yes'), { exact: true }).check();
    await page.locator('#profile_password').fill('short');
    await page.getByTestId('profile-submit').click();
    await fieldError(page, 'profile_name', en('Please enter the name')).waitFor();
    await fieldError(page, 'profile_password', en(PASSWORD_MESSAGES.min)).waitFor();
    await screenshot(page, 'profile-en');
    await switchLanguage(page, 'मराठी');
    await fieldError(page, 'profile_name', mr('Please enter the name')).waitFor();
    await screenshot(page, 'profile-mr');
  });
});

describe('login details', () => {
  it("lists the user's own logins, newest first, with an IP search, in Marathi and English", async () => {
    const user = await createStationUser('Sunil');
    const first = await freshPage();
    await signIn(first, user);
    const page = await freshPage();
    await signIn(page, user);

    await openFromUserMenu(page, mr('Login details'), '/login_details');
    await page.getByRole('heading', { name: mr('Last Login Details'), exact: true }).waitFor();
    expect(await page.getByTestId('login-details-userid').innerText()).toBe(user.userid);
    // A station user's role label is the police station's name (spec 1 §2).
    await page.locator('.ant-tag').getByText(user.stationNameMr, { exact: true }).waitFor();

    await expect.poll(() => column(page, 1)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(await column(page, 0)).toEqual(['1', '2']);
    const times = await column(page, 2);
    for (const time of times)
      expect(time).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} (am|pm)$/);
    await page.getByText(`${mr('Total: {{total}}').replace('{{total}}', '2')}`).waitFor();
    await screenshot(page, 'login-details-mr');

    // The search runs on the server: a part of the address finds both, another finds none.
    const searchFor = async (text: string, label: string) => {
      await page.getByRole('textbox').fill(text);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login-details'),
        page.getByRole('button', { name: label }).click(),
      ]);
      return new URL(response.url()).searchParams;
    };
    expect((await searchFor('127.0', mr('Search'))).get('search')).toBe('127.0');
    await expect.poll(() => column(page, 1)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect((await searchFor('10.99', mr('Search'))).get('search')).toBe('10.99');
    await expect.poll(() => rows(page).count()).toBe(0);

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Last Login Details'), exact: true }).waitFor();
    await page.getByRole('button', { name: en('Clear') }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole('columnheader', { name: en('IP Address') }).waitFor();
    await page.getByRole('columnheader', { name: en('Date and time') }).waitFor();
    await screenshot(page, 'login-details-en');
    await switchLanguage(page, 'मराठी');
  });
});

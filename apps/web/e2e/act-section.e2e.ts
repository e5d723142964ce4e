import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Act, Section } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Tests share one database: every name made here is new. */
const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();

const activePane = (p: Page) => p.locator('.ant-tabs-tabpane-active');
const rows = (p: Page) => activePane(p).locator('.ant-table-tbody tr.ant-table-row');
const toast = (p: Page, kind: 'success' | 'info' | 'error', text: string) =>
  p.locator(`.ant-message-${kind}`).getByText(text, { exact: true });

function sectionsCall(p: Page, actId: number) {
  return p.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === `/api/masters/acts/${actId}/sections` &&
      r.request().method() === 'GET',
  );
}

describe('act/section screen', () => {
  it('adds an act and a section, reports a duplicate section, and searches', async () => {
    await login(page, ACCOUNTS.superadmin);
    await page
      .locator('.ant-layout-sider')
      .getByRole('link', { name: mr('Act/Section') })
      .click();
    await page.getByRole('heading', { name: mr('Act/Section'), exact: true }).waitFor();
    await rows(page).first().waitFor();

    // Act tab: the button stays disabled until something is typed.
    const addAct = page.getByRole('button', { name: mr('Add New Kayda') });
    expect(await addAct.isDisabled()).toBe(true);
    await page.locator('#act-name').fill('   ');
    expect(await addAct.isDisabled()).toBe(true);
    const actName = `E2E Arms Act ${suffix}`;
    await page.locator('#act-name').fill(actName);
    expect(await addAct.isEnabled()).toBe(true);
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/masters/acts' && r.request().method() === 'POST',
      ),
      addAct.click(),
    ]);
    expect(created.status()).toBe(200);
    const act = ((await created.json()) as { act: Act }).act;
    await toast(page, 'success', mr('Act submitted successfully')).waitFor();
    // The reloaded list turns to the page holding the new act.
    await rows(page).filter({ hasText: actName }).waitFor();
    expect(await page.locator('#act-name').inputValue()).toBe('');
    expect(await addAct.isDisabled()).toBe(true);

    // The same act again is refused on the field.
    await page.locator('#act-name').fill(actName.toLowerCase());
    await addAct.click();
    await page.getByText(mr('Act already exists.'), { exact: true }).waitFor();
    await page.locator('#act-name').fill('');
    await screenshot(page, 'act-section-act-mr');

    // Section tab: the new act is offered at once.
    await page.getByRole('tab', { name: mr('Section'), exact: true }).click();
    const addSection = page.getByRole('button', { name: mr('Add New Kalam') });
    expect(await addSection.isDisabled()).toBe(true);
    const firstList = sectionsCall(page, act.id);
    await page.locator('#section-act').click();
    await page.locator('#section-act').fill(suffix);
    await page
      .locator('.ant-select-dropdown .ant-select-item-option')
      .filter({ hasText: actName })
      .click();
    expect((await (await firstList).json()) as Section[]).toEqual([]);
    expect(await addSection.isDisabled()).toBe(true);

    const code = `25A${suffix}`;
    await page.locator('#section-code').fill(code);
    await page.locator('#section-description').fill('Possession of arms without licence');
    expect(await addSection.isEnabled()).toBe(true);
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `/api/masters/acts/${act.id}/sections` &&
          r.request().method() === 'POST',
      ),
      addSection.click(),
    ]);
    expect(saved.status()).toBe(200);
    await toast(page, 'success', mr('Section submitted successfully')).waitFor();
    const row = rows(page).filter({ hasText: code });
    await row.waitFor();
    // The code has its own column; the description is shown without it.
    expect(await row.locator('td').nth(2).textContent()).toBe('Possession of arms without licence');

    // The same section again, differently spaced and cased: information, not an error.
    await page.locator('#section-code').fill(`  ${code.toLowerCase()} `);
    const [duplicate] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `/api/masters/acts/${act.id}/sections` &&
          r.request().method() === 'POST',
      ),
      addSection.click(),
    ]);
    expect(duplicate.status()).toBe(409);
    await toast(page, 'info', mr('Kalam already exists.')).waitFor();
    expect(await rows(page).count()).toBe(1);

    // A second section, then a server-side search that finds only the first.
    await page.locator('#section-code').fill(`26${suffix}`);
    await page.locator('#section-description').fill('Punishment for certain offences');
    await addSection.click();
    await rows(page)
      .filter({ hasText: `26${suffix}` })
      .waitFor();
    expect(await rows(page).count()).toBe(2);

    const search = page.getByPlaceholder(mr('Search sections of the act'));
    const [searched] = await Promise.all([
      sectionsCall(page, act.id),
      search.fill('possession').then(() => search.press('Enter')),
    ]);
    expect(new URL(searched.url()).searchParams.get('search')).toBe('possession');
    const found = (await searched.json()) as Section[];
    expect(found.map((s) => s.code)).toEqual([code]);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).filter({ hasText: code }).waitFor();
    await screenshot(page, 'act-section-section-mr');

    // English labels, then back to Marathi (the saved language is shared by every spec).
    await switchLanguage(page, 'English');
    try {
      await page.getByRole('heading', { name: en('Act/Section'), exact: true }).waitFor();
      await page.getByRole('button', { name: en('Add New Kalam') }).waitFor();
      await page.getByRole('tab', { name: en('Act'), exact: true }).click();
      await page.getByRole('button', { name: en('Add New Kayda') }).waitFor();
      await page.getByRole('columnheader', { name: en('Act (Kayda)') }).waitFor();
      // The Marathi name of a seeded act shows below the English one.
      await activePane(page).getByText('Indian Penal Code, 1860').waitFor();
      await activePane(page).getByText('भारतीय दंड विधान, १८६०').waitFor();
      await screenshot(page, 'act-section-act-en');
    } finally {
      await switchLanguage(page, 'मराठी');
    }
  });

  it('is open to the super admin only', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.locator('.ant-layout-sider').getByRole('link').first().waitFor();
    expect(
      await page
        .locator('.ant-layout-sider')
        .getByRole('link', { name: mr('Act/Section') })
        .count(),
    ).toBe(0);
    const refused = await page.request.post('/api/masters/acts', {
      data: { name: `E2E refused ${suffix}` },
    });
    expect(refused.status()).toBe(403);
  });
});

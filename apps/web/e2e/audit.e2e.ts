import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AuditEntry, UserListItem } from '@cmis/shared';
import { screenshot } from './support/browser';
import { rows, column } from './support/form';
import { mr, en } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { pickRange } from './support/report';
import { switchLanguage } from './support/session';

let browser: Browser;
let page: Page;
pagePerTest(
  (p, _context, b) => {
    page = p;
    browser = b;
  },
  { restoreLanguage: false },
);

interface AuditPage {
  items: AuditEntry[];
  total: number;
}

const sider = (p: Page) => p.locator('.ant-layout-sider');

/** Runs an action and returns the /api/audit answer it caused, with the query it sent. */
async function auditCall(p: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === '/api/audit'),
    action(),
  ]);
  return {
    query: new URL(response.url()).searchParams,
    body: (await response.json()) as AuditPage,
  };
}

async function openAudit(p: Page, label: string) {
  return auditCall(p, () => sider(p).getByRole('link', { name: label }).click());
}

/**
 * Picks a record type by typing its name: the dropdown draws only the options in view, and
 * after the earlier specs the log holds more kinds than fit (an unseen option cannot be clicked).
 */
async function chooseEntity(p: Page, label: string) {
  await p.locator('#audit-entity').click();
  await p.locator('#audit-entity').fill(label);
  await p
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    // Exact: other record types (e.g. 'App user') contain the same word.
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

describe('audit log', () => {
  it('shows a unit admin who changed a user, from which address, and exports it', async () => {
    await login(page, ACCOUNTS.puneAdmin);

    // An auditable action through the API: a station user switched off and on again.
    const users = (await (
      await page.request.get('/api/users', { params: { search: 'pune.shivajinagar' } })
    ).json()) as { items: UserListItem[] };
    const target = users.items.find((u) => u.userid === 'pune.shivajinagar')!;
    for (const active of [false, true]) {
      const toggled = await page.request.put(`/api/users/${target.id}/active`, {
        data: { active },
      });
      expect(toggled.status()).toBe(200);
    }

    const first = await openAudit(page, mr('Audit Log'));
    await page.getByRole('heading', { name: mr('Audit Log'), exact: true }).waitFor();
    await page.getByText(mr('Who changed what and when in {{unit}}', { unit: 'पुणे शहर' })).waitFor();
    expect(first.query.get('page')).toBe('0');
    expect(first.query.get('size')).toBe('10');
    // The unit admin's log holds only the unit's entries.
    expect(first.body.items.every((entry) => entry.cityId === target.cityId)).toBe(true);
    await expect
      .poll(() => column(page, 0))
      .toEqual(first.body.items.map((_e, i) => String(i + 1)));

    const today = dayjs();
    const filtered = await auditCall(page, async () => {
      await chooseEntity(page, mr('User'));
      await page.locator('#audit-record').fill(String(target.id));
      // A day either side: the server reads dates in its own time zone.
      await pickRange(page, today.subtract(1, 'day'), today.add(1, 'day'));
      await page.getByRole('button', { name: mr('Find') }).click();
    });
    expect(filtered.query.get('entity')).toBe('user');
    expect(filtered.query.get('entityId')).toBe(String(target.id));
    expect(filtered.query.get('from')).toBe(today.subtract(1, 'day').format('YYYY-MM-DD'));
    expect(filtered.query.get('to')).toBe(today.add(1, 'day').format('YYYY-MM-DD'));
    const [activated, deactivated] = filtered.body.items;
    expect(activated).toMatchObject({ action: 'activate', userid: 'pune.admin', ip: '127.0.0.1' });
    expect(deactivated).toMatchObject({ action: 'deactivate', changes: { active: false } });

    await expect.poll(() => column(page, 5)).toEqual(filtered.body.items.map((e) => e.entityId));
    expect((await column(page, 6)).slice(0, 2)).toEqual([mr('Activated'), mr('Deactivated')]);
    const newest = rows(page).first();
    expect((await column(page, 8))[0]).toBe('127.0.0.1');
    expect((await column(page, 5))[0]).toBe(String(target.id));
    expect((await column(page, 3))[0]).toBe(mr('ADMIN'));
    await newest.getByText('pune.admin', { exact: true }).waitFor();
    await newest.getByText('active:').waitFor();
    expect(await newest.locator('li').textContent()).toBe('active: true');
    await screenshot(page, 'audit-role4-mr');

    // The Excel export carries the same filters and streams a real .xlsx (a zip).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-export').click(),
    ]);
    const exportUrl = new URL(download.url());
    expect(exportUrl.pathname).toBe('/api/audit/export');
    expect(exportUrl.searchParams.get('entity')).toBe('user');
    expect(exportUrl.searchParams.get('entityId')).toBe(String(target.id));
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.length).toBeGreaterThan(1000);

    // Clear drops every filter.
    const cleared = await auditCall(page, () =>
      page.getByRole('button', { name: mr('Clear') }).click(),
    );
    expect([...cleared.query.keys()].sort()).toEqual(['page', 'size']);
    expect(await page.locator('#audit-record').inputValue()).toBe('');

    // English: the language change is itself in the log.
    await switchLanguage(page, 'English');
    try {
      await page.getByRole('heading', { name: en('Audit Log'), exact: true }).waitFor();
      await page
        .getByText(en('Who changed what and when in {{unit}}', { unit: 'Pune City' }))
        .waitFor();
      const again = await auditCall(page, () =>
        page.getByRole('button', { name: en('Find') }).click(),
      );
      expect(again.body.items[0]).toMatchObject({
        action: 'language',
        changes: { language: 'en' },
      });
      await rows(page).first().getByText(en('Language changed'), { exact: true }).waitFor();
      await rows(page).first().getByText('language:').waitFor();
      await page.getByRole('columnheader', { name: en('IP address') }).waitFor();
      await screenshot(page, 'audit-role4-en');
    } finally {
      await switchLanguage(page, 'मराठी');
    }
  });

  it('shows the super admin the whole state, and no one else the log', async () => {
    await login(page, ACCOUNTS.superadmin);
    await openAudit(page, mr('Audit Log'));
    await page.getByText(mr('Who changed what and when, across the state')).waitFor();
    const byUser = await auditCall(page, async () => {
      await page.locator('#audit-userid').fill('pune.admin');
      await page.getByRole('button', { name: mr('Find') }).click();
    });
    expect(byUser.query.get('userid')).toBe('pune.admin');
    expect(byUser.body.total).toBeGreaterThan(0);
    expect(byUser.body.items.every((entry) => entry.userid === 'pune.admin')).toBe(true);
    await expect.poll(() => rows(page).count()).toBe(byUser.body.items.length);

    if (byUser.body.total > 10) {
      const second = await auditCall(page, () => page.locator('.ant-pagination-item-2').click());
      expect(second.query.get('page')).toBe('1');
      await expect
        .poll(() => column(page, 0))
        .toEqual(second.body.items.map((_e, i) => String(10 + i + 1)));
    }
    await screenshot(page, 'audit-role8-mr');

    const station = await browser.newContext({ baseURL: inject('baseUrl') });
    try {
      const stationPage = await station.newPage();
      await login(stationPage, ACCOUNTS.puneKothrud);
      await sider(stationPage).getByRole('link').first().waitFor();
      expect(
        await sider(stationPage)
          .getByRole('link', { name: mr('Audit Log') })
          .count(),
      ).toBe(0);
      expect((await stationPage.request.get('/api/audit')).status()).toBe(403);
    } finally {
      await station.close();
    }
  });
});

import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CCTV_MESSAGES } from '@cmis/shared';
import { screenshot } from './support/browser';
import { drawer, chooseInDrawer } from './support/form';
import { tr } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

const suffix = Math.random().toString(36).slice(2, 7);
const modal = (p: Page) => p.locator('.ant-modal-content');
const toast = (p: Page, text: string) =>
  p.locator('.ant-message').getByText(text, { exact: false });

const HEADER = [
  'Location name',
  'Police station',
  'Address / landmark',
  'Latitude',
  'Longitude',
  'Number of cameras',
  'Owner',
  'Working status',
  'Contact mobile',
];

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('CCTV locations');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('CCTV locations (spec 3 §2.9)', () => {
  it('lets the unit admin add a location by form and import a spreadsheet', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/CCTVLocation');
    await page.getByRole('heading', { name: tr('mr', 'CCTV locations'), exact: true }).waitFor();
    expect(await page.getByTestId('cctv-userid').innerText()).toBe('pune.admin');
    expect(await page.getByTestId('cctv-role-tag').innerText()).toBe('ADMIN');
    await page.getByText(tr('mr', 'City Name'), { exact: false }).first().waitFor();
    await screenshot(page, 'cctv-list-mr');
    await switchLanguage(page, 'English');

    await page.getByTestId('cctv-add').click();
    await drawer(page).getByTestId('cctv-save').click();
    await drawer(page).getByText(CCTV_MESSAGES.nameRequired).waitFor();
    const name = `Nal Stop junction ${suffix}`;
    await page.locator('#cctv-form_name').fill(name);
    await chooseInDrawer(page, 'cctv-station', 'Kothrud');
    await page.locator('#cctv-form_cameraCount').fill('4');
    await page.locator('#cctv-form_address').fill('Karve Road, Nal Stop');
    await page.locator('#cctv-form_latitude').fill('18.5089');
    await page.locator('#cctv-form_longitude').fill('73.8328');
    await chooseInDrawer(page, 'cctv-owner', 'Government');
    await chooseInDrawer(page, 'cctv-status', 'Working');
    await drawer(page).getByTestId('cctv-save').click();
    await toast(page, CCTV_MESSAGES.saved).waitFor();
    await page.locator('.ant-table-row', { hasText: name }).waitFor();

    // A bad sheet imports nothing and lists its bad rows.
    const deccan = [
      `Deccan bus stop ${suffix}`,
      'Deccan',
      'JM Road',
      18.517,
      73.841,
      3,
      'Government',
      'Working',
      '',
    ];
    await page.getByTestId('cctv-import').click();
    const upload = modal(page).locator('input[type="file"]');
    const bad = await sheet([
      deccan,
      ['', 'Atlantis', 'Somewhere', 95, 73.8, 2, 'Private', 'Working', ''],
    ]);
    await upload.setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/octet-stream',
      buffer: bad,
    });
    const errors = modal(page).getByTestId('cctv-import-errors');
    await errors.getByText(CCTV_MESSAGES.importHasErrors).waitFor();
    await errors.getByText(CCTV_MESSAGES.stationUnknown).waitFor();
    await errors.getByText(CCTV_MESSAGES.latitudeInvalid).waitFor();
    await screenshot(page, 'cctv-import-errors-en');
    expect(
      await page.locator('.ant-table-row', { hasText: `Deccan bus stop ${suffix}` }).count(),
    ).toBe(0);

    const good = await sheet([
      deccan,
      [
        `स्वारगेट चौक ${suffix}`,
        'स्वारगेट',
        'Swargate chowk',
        18.5,
        73.86,
        8,
        'खाजगी',
        'बंद',
        '9822012345',
      ],
    ]);
    await upload.setInputFiles({
      name: 'good.xlsx',
      mimeType: 'application/octet-stream',
      buffer: good,
    });
    await toast(page, CCTV_MESSAGES.imported).waitFor();
    await page.locator('.ant-table-row', { hasText: `Deccan bus stop ${suffix}` }).waitFor();
    const swargate = page.locator('.ant-table-row', { hasText: `स्वारगेट चौक ${suffix}` });
    await swargate.getByText('Not working', { exact: true }).waitFor();
    await swargate.getByText('Private', { exact: true }).waitFor();
    await screenshot(page, 'cctv-imported-en');
  });

  it('shows the state and SUPER ADMIN to role 8, read only', async () => {
    await login(page, ACCOUNTS.superadmin);
    await page.goto('/CCTVLocation');
    await page.getByRole('heading', { name: tr('mr', 'CCTV locations'), exact: true }).waitFor();
    expect(await page.getByTestId('cctv-role-tag').innerText()).toBe('SUPER ADMIN');
    await page.getByText(tr('mr', 'State Name'), { exact: false }).first().waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('cctv-add').count()).toBe(0);
    expect(await page.getByTestId('cctv-import').count()).toBe(0);
  });
});

import { readFileSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACCUSED_MESSAGES,
  EXPORT_MESSAGES,
  type AccusedDetail,
  type AccusedListItem,
  type Lookup,
} from '@cmis/shared';
import { screenshot } from './support/browser';
import { rows, toast, option, column } from './support/form';
import { mr } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { readPdf } from './support/report';
import { bluePng, simplePdf } from './support/png';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

interface AccusedPage {
  items: AccusedListItem[];
  total: number;
}

/** The ids of the rows on screen, read from their View links. */
async function rowIds(p: Page): Promise<number[]> {
  return rows(p).evaluateAll((trs) =>
    trs.map((tr) =>
      Number(tr.querySelector('[data-testid^="view-"]')?.getAttribute('href')?.split('/').pop()),
    ),
  );
}

const isList = (r: Response) =>
  new URL(r.url()).pathname === '/api/accused' && r.request().method() === 'GET';

/** Runs an action and returns the /api/accused answer it caused, with the query it sent. */
async function listCall(p: Page, action: () => Promise<void>) {
  const [response] = await Promise.all([p.waitForResponse(isList), action()]);
  expect(response.status()).toBe(200);
  return {
    query: Object.fromEntries(new URL(response.url()).searchParams),
    body: (await response.json()) as AccusedPage,
  };
}

/** A call made from inside the page, with its cookies, as the app makes it. */
async function api<T>(p: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  const answer = await p.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { path, method, body },
  );
  if (answer.status !== 200) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return answer.json as T;
}

/** Uploads a file as the upload field does, and returns its id. */
async function upload(p: Page, kind: 'image' | 'pdf', name: string, bytes: Buffer) {
  const type = kind === 'image' ? 'image/png' : 'application/pdf';
  return p.evaluate(
    async ({ kind, name, type, bytes }) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], name, { type }));
      const response = await fetch(`/api/files?kind=${kind}`, { method: 'POST', body: form });
      if (!response.ok) throw new Error(`upload answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    { kind, name, type, bytes: [...bytes] },
  );
}

/** The shared search row (components/search-bar.tsx) of the accused list. */
const searchRow = (p: Page) =>
  p
    .locator('.ant-flex')
    .filter({ has: p.getByTestId('accused-search') })
    .last();

/** Waits until no modal or drawer is still zooming or sliding (clicks land where they aim). */
async function settled(p: Page) {
  await p.waitForFunction(
    () => !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]'),
  );
}

const sideMenu = (p: Page, label: string) =>
  p.locator('.ant-layout-sider').getByRole('link', { name: label, exact: true });

async function openStationList(p: Page) {
  return listCall(p, () => sideMenu(p, mr('Accused information')).click());
}

/** window.print() is replaced so the test sees the print area the browser would print. */
async function replaceWindowPrint(p: Page) {
  await p.evaluate(() => {
    const w = window as Window & { printedTitles?: string[] };
    w.printedTitles = [];
    w.print = () => {
      w.printedTitles?.push(document.title);
    };
  });
}

async function printedTitles(p: Page): Promise<string[]> {
  return p.evaluate(() => (window as Window & { printedTitles?: string[] }).printedTitles ?? []);
}

/** An A4 page held upright, less its 12 mm margins, in CSS pixels. */
const A4_PORTRAIT_WIDTH = 704;

/** Shows the paper as the browser prints it (A4 wide), saves a picture, and ends the print. */
async function screenshotPrint(p: Page, name: string) {
  // Toasts first: hidden by the print styles, their closing animation would never end.
  await p.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 8000 });
  const viewport = p.viewportSize() ?? { width: 1440, height: 900 };
  await p.setViewportSize({ width: A4_PORTRAIT_WIDTH, height: viewport.height });
  await p.emulateMedia({ media: 'print' });
  await screenshot(p, name);
  await p.emulateMedia({ media: 'screen' });
  await p.setViewportSize(viewport);
  await p.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await p.getByTestId('print-area').waitFor({ state: 'detached' });
}

/** Tests share one database and may run again: every name made here is new. */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

describe('accused list of a police station (/ProfessionalForm)', () => {
  it('shows both tabs with their counts, searches a misspelt name, filters and sorts', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    const first = await openStationList(page);
    expect(first.query).toMatchObject({ tab: 'entered', page: '0', size: '10' });
    await page.getByRole('heading', { name: mr('Accused information') }).waitFor();

    // The tab counts are the server's (spec 2 §2.1).
    const counts = await api<{ entered: number; jurisdiction: number }>(
      page,
      '/api/accused/tab-counts',
    );
    await expect
      .poll(() => page.getByTestId('tab-count-entered').textContent())
      .toBe(String(counts.entered));
    expect(await page.getByTestId('tab-count-jurisdiction').textContent()).toBe(
      String(counts.jurisdiction),
    );
    expect(first.body.total).toBe(counts.entered);
    await page.getByRole('tab', { name: mr('Information filled by the police station') }).waitFor();

    // Serial numbers and rows follow the server's page.
    await expect.poll(() => rowIds(page)).toEqual(first.body.items.map((a) => a.id));
    expect(await column(page, 0)).toEqual(first.body.items.map((_a, i) => String(i + 1)));
    const firstRow = first.body.items[0]!;
    expect((await column(page, 1))[0]).toBe(`${firstRow.name}${firstRow.nameEn}`);
    await page.getByText(mr('Total: {{total}}', { total: String(counts.entered) })).waitFor();
    await screenshot(page, 'accused-role2-mr');

    if (first.body.total > 10) {
      const second = await listCall(page, () => page.locator('.ant-pagination-item-2').click());
      expect(second.query.page).toBe('1');
      await expect
        .poll(() => column(page, 0))
        .toEqual(second.body.items.map((_a, i) => String(10 + i + 1)));
    }

    const jurisdiction = await listCall(page, () =>
      page
        .getByRole('tab', { name: mr('Information within the police station jurisdiction') })
        .click(),
    );
    expect(jurisdiction.query).toMatchObject({ tab: 'jurisdiction', page: '0' });
    expect(jurisdiction.body.total).toBe(counts.jurisdiction);
    await expect.poll(() => rowIds(page)).toEqual(jurisdiction.body.items.map((a) => a.id));
    // Back on the first tab (answered from the cache while still fresh).
    await page.getByRole('tab', { name: mr('Information filled by the police station') }).click();
    await expect.poll(() => rowIds(page)).toEqual(first.body.items.map((a) => a.id));

    // A Marathi name with one vowel sign changed (ी → ि) is still found (trigram search).
    const all = await api<AccusedPage>(page, '/api/accused?tab=entered&size=100');
    const target = all.items.find((a) => a.name.includes('ी'));
    if (!target) throw new Error('the demo data needs a name with ी');
    const misspelt = target.name.replace('ी', 'ि');
    const searched = await listCall(page, async () => {
      await page.getByTestId('accused-search').fill(misspelt);
      await searchRow(page)
        .getByRole('button', { name: mr('Search') })
        .click();
    });
    expect(searched.query).toMatchObject({ search: misspelt, page: '0' });
    expect(searched.body.items.map((a) => a.id)).toContain(target.id);
    await expect.poll(() => rowIds(page)).toEqual(searched.body.items.map((a) => a.id));

    // Clear returns to the normal list.
    await searchRow(page)
      .getByRole('button', { name: mr('Clear') })
      .click();
    await expect.poll(() => rowIds(page)).toEqual(first.body.items.map((a) => a.id));
    expect(await page.getByTestId('accused-search').inputValue()).toBe('');

    // Find without a heading warns, as the server would (spec 2 §5.1).
    await page.getByTestId('accused-find').click();
    await toast(page, mr(ACCUSED_MESSAGES.findHeading)).waitFor();

    // By title: the crime types of the first record find it.
    const detail = await api<AccusedDetail>(page, `/api/accused/${firstRow.id}`);
    const types = await api<Lookup[]>(page, '/api/masters/crime-types');
    const type = types.find((t) => t.id === detail.basic.crimeTypeIds[0])!;
    await page.getByTestId('accused-headings').click();
    await page.locator('[data-testid="accused-headings"] input').fill(type.nameMr);
    await option(page, type.nameMr).click();
    await page.keyboard.press('Escape');
    const filtered = await listCall(page, () => page.getByTestId('accused-find').click());
    expect(filtered.query).toMatchObject({ filter: 'type', headingIds: String(type.id) });
    expect(filtered.body.items[0]?.id).toBe(firstRow.id);
    expect(filtered.body.total).toBeLessThanOrEqual(first.body.total);
    await expect.poll(() => rowIds(page)).toEqual(filtered.body.items.map((a) => a.id));
    await screenshot(page, 'accused-role2-filter-mr');
    await page.getByTestId('filter-clear').click();
    await expect.poll(() => rowIds(page)).toEqual(first.body.items.map((a) => a.id));

    // Total crimes, most first: the first row has the most crimes of the tab.
    await page.getByTestId('accused-sort').click();
    const sorted = await listCall(page, () =>
      option(page, mr('Total crimes (most first)')).click(),
    );
    expect(sorted.query).toMatchObject({ sort: 'crimeCount', order: 'desc', page: '0' });
    const most = Math.max(...all.items.map((a) => a.crimeCount));
    await expect.poll(async () => (await column(page, 7))[0]).toBe(String(most));
    const counted = (await column(page, 7)).map(Number);
    expect(counted).toEqual([...counted].sort((a, b) => b - a));
    await screenshot(page, 'accused-role2-sorted-mr');

    // Its Clear goes back to the normal order.
    await page.getByTestId('sort-clear').click();
    await expect.poll(() => rowIds(page)).toEqual(first.body.items.map((a) => a.id));
  });

  it('opens a photo, the profile modal at its crimes and preventive actions, and exports', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await openStationList(page);
    const all = await api<AccusedPage>(page, '/api/accused?tab=entered&size=100');
    const withPhoto = all.items.find((a) => a.photoUrl);
    if (!withPhoto) throw new Error('the demo data needs a photo at Kothrud');

    // The photo modal: the name, the picture, Download and Close.
    const searched = await listCall(page, async () => {
      await page.getByTestId('accused-search').fill(withPhoto.name);
      await searchRow(page)
        .getByRole('button', { name: mr('Search') })
        .click();
    });
    expect(searched.body.items.map((a) => a.id)).toContain(withPhoto.id);
    await page.getByTestId(`photo-${withPhoto.id}`).click();
    await settled(page);
    const photoModal = page
      .locator('.ant-modal-content')
      .filter({ has: page.getByTestId('photo-modal-image') });
    await photoModal.getByText(withPhoto.name, { exact: true }).waitFor();
    await expect
      .poll(() =>
        page.getByTestId('photo-modal-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('photo-download').getAttribute('href')).toBe(withPhoto.photoUrl);
    await screenshot(page, 'accused-photo-modal-mr');
    await photoModal.getByRole('button', { name: mr('Close') }).click();
    await photoModal.waitFor({ state: 'detached' });

    // View opens the profile over the list: its crimes, each with act and section pairs.
    const detail = await api<AccusedDetail>(page, `/api/accused/${withPhoto.id}`);
    await page.getByTestId(`view-${withPhoto.id}`).click();
    await settled(page);
    const scroll = page.getByTestId('profile-scroll');
    await scroll.getByTestId('profile-name').getByText(detail.basic.name).waitFor();
    for (const section of [
      'Personal information',
      'Crime information',
      'Social information',
      'Arrest history',
      'Preventive action',
      'Court cases',
    ]) {
      await page.locator('.ant-anchor').getByText(mr(section), { exact: true }).waitFor();
    }
    for (const crime of detail.crimes) {
      const pairs = scroll.getByTestId(`crime-sections-${crime.id}`);
      for (const pair of crime.sections) await pairs.getByText(pair.section.mr).first().waitFor();
      await scroll
        .getByText(`${crime.registerNumber}/${crime.registerYear}`, { exact: false })
        .first()
        .waitFor();
    }
    expect(await scroll.getByTestId('profile-crime-count').textContent()).toBe(
      String(detail.crimeCount),
    );
    await screenshot(page, 'accused-profile-modal-mr');

    // A tab scrolls the modal to its section.
    await page.locator('.ant-anchor').getByText(mr('Court cases'), { exact: true }).click();
    await expect.poll(() => scroll.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: mr('Close') })
      .click();
    await scroll.waitFor({ state: 'detached' });

    // The preventive count opens the profile at its preventive actions.
    await searchRow(page)
      .getByRole('button', { name: mr('Clear') })
      .click();
    const preventive = all.items.find((a) => a.preventiveCount > 0 && a.id !== withPhoto.id);
    if (preventive) {
      await listCall(page, async () => {
        await page.getByTestId('accused-search').fill(preventive.name);
        await searchRow(page)
          .getByRole('button', { name: mr('Search') })
          .click();
      });
      await page.getByTestId(`preventive-count-${preventive.id}`).click();
      await settled(page);
      const section = page.locator('#profile-modal-preventive');
      await section.waitFor();
      await expect.poll(() => scroll.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      // At the top of the box, or as far down as the box scrolls (the last sections are short).
      await expect
        .poll(async () => {
          const [box, target] = await Promise.all([scroll.boundingBox(), section.boundingBox()]);
          const atEnd = await scroll.evaluate(
            (el) => el.scrollTop >= el.scrollHeight - el.clientHeight - 1,
          );
          return atEnd || (box && target ? target.y - box.y < 120 : false);
        })
        .toBe(true);
      await page
        .locator('.ant-modal-footer')
        .getByRole('button', { name: mr('Close') })
        .click();
      await scroll.waitFor({ state: 'detached' });
      // The row's preventive action on the station's own record opens the preventive drawer.
      if (preventive.canEdit) {
        await page.getByTestId(`preventive-${preventive.id}`).click();
        await page.getByTestId('preventive-table').waitFor();
        await page.locator('.ant-drawer-close').first().click();
        await page.getByTestId('preventive-table').waitFor({ state: 'detached' });
      }
      await searchRow(page)
        .getByRole('button', { name: mr('Clear') })
        .click();
    }

    // Download: no column warns; All disables the others and hides the PDF.
    await page.getByTestId('accused-download').click();
    const modal = page
      .locator('.ant-modal-content')
      .filter({ has: page.getByTestId('export-all') });
    await settled(page);
    await modal.getByTestId('export-csv').click();
    await toast(page, mr(EXPORT_MESSAGES.noColumn)).waitFor();
    await modal.getByTestId('export-all').click();
    expect(await modal.getByTestId('export-column-age').isDisabled()).toBe(true);
    expect(await modal.getByTestId('export-pdf').count()).toBe(0);
    await screenshot(page, 'accused-export-modal-mr');

    // The CSV: named after the user id, with a BOM and a header row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByTestId('export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('pune.kothrud.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('नाव,वय,पत्ता,मोबाईल क्रमांक,शहर,पोलीस ठाणे,राज्य,धर्म,फोटो,एकूण गुन्हे');
    expect(lines).toHaveLength(all.total + 1);
    await toast(page, mr('The file is downloading')).waitFor();

    // The PDF: every record of the list (not the ten on screen), A4, titled 'Criminal Report'
    // with the total, made on the server (issue 17 §8).
    await modal.getByTestId('export-all').click();
    for (const column of ['name', 'age', 'mobileNumber', 'religion', 'gunhaCount']) {
      await modal.getByTestId(`export-column-${column}`).click();
    }
    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByTestId('export-pdf').click(),
    ]);
    const pdf = await readPdf(printed);
    expect(pdf.fileName).toBe('गुन्हेगार अहवाल.pdf');
    expect(pdf.text).toContain('गुन्हेगार अहवाल');
    expect(pdf.text).toContain(`एकूण नोंदी: ${all.total}`);
    for (const heading of ['नाव', 'वय', 'मोबाईल क्रमांक', 'धर्म', 'एकूण गुन्हे']) {
      expect(pdf.text).toContain(heading);
    }
    // The CSV's last record is in it; religion in Marathi, from each record.
    const lastName = lines.at(-1)!.split(',')[0]!.replace(/^"|"$/g, '');
    expect(pdf.text).toContain(lastName);
    const firstDetail = await api<AccusedDetail>(page, `/api/accused/${all.items[0]!.id}`);
    expect(pdf.text).toContain(firstDetail.religion.mr);
  });

  it('reads in English too, and opens the drawer to add and update', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await switchLanguage(page, 'English');
    try {
      const list = await listCall(page, () => sideMenu(page, 'Accused information').click());
      await page.getByRole('heading', { name: 'Accused information' }).waitFor();
      await page.getByRole('tab', { name: 'Information filled by the police station' }).waitFor();
      await page
        .getByRole('tab', { name: 'Information within the police station jurisdiction' })
        .waitFor();
      for (const header of [
        'Sr. No.',
        'Name',
        'Age',
        'Address',
        'Mobile Number',
        'Police station',
        'Preventive action',
        'Total crimes',
        'Photo',
        'Action',
      ]) {
        await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
      }
      const row = list.body.items[0]!;
      await expect
        .poll(async () => (await column(page, 5))[0])
        .toBe(row.stationNameEn || row.stationNameMr);
      await screenshot(page, 'accused-role2-en');

      const detail = await api<AccusedDetail>(page, `/api/accused/${row.id}`);
      await page.getByTestId(`view-${row.id}`).click();
      await page.getByTestId('profile-scroll').getByText(detail.city.en).first().waitFor();
      await page.locator('.ant-anchor').getByText('Arrest history', { exact: true }).waitFor();
      await screenshot(page, 'accused-profile-modal-en');
      await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('profile-scroll').waitFor({ state: 'detached' });

      // Update shows only on the station's own records and opens the drawer in edit mode.
      expect(row.canEdit).toBe(true);
      await page.getByTestId(`edit-${row.id}`).click();
      await page.locator('.ant-drawer-content').waitFor();
    } finally {
      // Other specs expect the demo account in Marathi (the drawer may still cover the switch).
      await api(page, '/api/auth/me/language', 'PUT', { language: 'mr' });
    }
  });
});

describe('search accused (/finds)', () => {
  it('lets the unit admin mark a record inactive with a reason, and active again', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    const first = await listCall(page, () => sideMenu(page, mr('Search Accused')).click());
    expect(first.query.tab).toBeUndefined();
    expect(first.query.cityId).toBeUndefined();
    await expect.poll(() => rowIds(page)).toEqual(first.body.items.map((a) => a.id));
    // A unit admin reads records; it does not edit them.
    expect(await page.locator('[data-testid^="edit-"]').count()).toBe(0);

    const target = first.body.items.find((a) => a.active);
    if (!target) throw new Error('the demo data needs an active record in Pune City');
    const tag = page.getByTestId(`active-tag-${target.id}`);
    expect(await tag.textContent()).toBe(mr('Active'));
    await screenshot(page, 'accused-finds-role4-mr');

    // The reason is required.
    await tag.click();
    await settled(page);
    const modal = page
      .locator('.ant-modal-content')
      .filter({ has: page.getByTestId('active-reason') });
    await modal.getByRole('button', { name: mr('Mark inactive') }).click();
    await modal.getByText(mr(ACCUSED_MESSAGES.reasonRequired)).waitFor();
    const reason = `E2E: moved out of the state ${suffix}`;
    await page.getByTestId('active-reason').fill(reason);
    await screenshot(page, 'accused-reason-modal-mr');
    const [off] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/accused/${target.id}/active`) && r.request().method() === 'PUT',
      ),
      modal.getByRole('button', { name: mr('Mark inactive') }).click(),
    ]);
    expect(off.status()).toBe(200);
    expect(((await off.json()) as AccusedDetail).activeReason).toBe(reason);
    await toast(page, mr(ACCUSED_MESSAGES.updated)).waitFor();
    await expect.poll(() => tag.textContent()).toBe(mr('Inactive'));

    // And back.
    await tag.click();
    await settled(page);
    await modal.getByText(mr('Marked inactive because: {{reason}}', { reason })).waitFor();
    await page.getByTestId('active-reason').fill('E2E: back in the city');
    const [on] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/accused/${target.id}/active`) && r.request().method() === 'PUT',
      ),
      modal.getByRole('button', { name: mr('Mark active') }).click(),
    ]);
    expect(((await on.json()) as AccusedDetail).active).toBe(true);
    await expect.poll(() => tag.textContent()).toBe(mr('Active'));
  });

  it('makes the state user pick a unit before it shows a list', async () => {
    await login(page, ACCOUNTS.superadmin);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/accused') listCalls.push(request.url());
    });
    await sideMenu(page, mr('Search Accused')).click();
    await page.getByText(mr('Select a unit to see its accused.')).waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(listCalls).toEqual([]);
    await screenshot(page, 'accused-finds-role8-empty-mr');

    const cities = await api<Lookup[]>(page, '/api/masters/cities');
    const nagpur = cities.find((c) => c.nameEn === 'Nagpur City')!;
    await page.getByTestId('unit-select').click();
    const list = await listCall(page, () => option(page, nagpur.nameMr).click());
    expect(list.query).toMatchObject({ cityId: String(nagpur.id), page: '0', size: '10' });
    expect(list.body.total).toBeGreaterThan(0);
    await expect.poll(() => rowIds(page)).toEqual(list.body.items.map((a) => a.id));
    // The tag is for the unit admin of the record's unit only (spec 2 §2.2).
    expect(await page.locator('[data-testid^="active-tag-"]').count()).toBe(0);
    await screenshot(page, 'accused-finds-role8-mr');
  });
});

describe('accused profile page (/criminal_view/:id)', () => {
  it('shows every section of a full record, reveals the Aadhaar number and prints', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    // A record with everything the profile shows, entered through the API as the station.
    const [religions, titles, statuses, currentStatuses, acts, cities] = await Promise.all([
      api<Lookup[]>(page, '/api/masters/religions'),
      api<(Lookup & { crimeTypeId: number })[]>(page, '/api/masters/crime-titles'),
      api<Lookup[]>(page, '/api/masters/crime-statuses'),
      api<Lookup[]>(page, '/api/masters/current-statuses'),
      api<(Lookup & { code: string })[]>(page, '/api/masters/acts'),
      api<Lookup[]>(page, '/api/masters/cities'),
    ]);
    const act = acts[0]!;
    const sections = await api<(Lookup & { code: string })[]>(
      page,
      `/api/masters/acts/${act.id}/sections`,
    );
    const [photo, handprint, record, order] = await Promise.all([
      upload(page, 'image', 'photo.png', bluePng(96)),
      upload(page, 'image', 'handprint.png', bluePng(64)),
      upload(page, 'pdf', 'record.pdf', simplePdf('CMIS record')),
      upload(page, 'pdf', 'order.pdf', simplePdf('Externment order')),
    ]);
    const title = titles[0]!;
    const name = `संदीप रमेश पवार ${suffix}`;
    // A case number has no leading zero (spec 2 §5.2: at least 1), so the first digit is fixed.
    const caseNumber = `1${String(Date.now()).slice(-7)}`;
    const created = await api<AccusedDetail>(page, '/api/accused', 'POST', {
      basic: {
        crimeTypeIds: [title.crimeTypeId],
        historySheeter: 1,
        historyDate: '2023-07-15',
        name,
        nameEn: `Sandeep Ramesh Pawar ${suffix}`,
        age: 34,
        mobile: '9876501234',
        stateId: 1,
        cityId: 1,
        stationId: 2,
        religionId: religions[0]!.id,
        caste: 'मराठा',
        address: '12, शिवाजी पेठ, कोथरूड, पुणे',
        patrollingNeeded: true,
        currentCondition: 'absconding',
        photoIds: [photo],
      },
      crimes: [
        {
          stateId: 1,
          cityId: 1,
          stationId: 2,
          registerNumber: '451',
          registerYear: 2023,
          registeredOn: '2023-08-01',
          crimeTitleId: title.id,
          statusId: statuses.find((s) => s.id === 3)!.id,
          courtType: 'सत्र न्यायालय',
          statusDate: '2024-01-10',
          caseNumber,
          punishment: '२ वर्षे सश्रम कारावास',
          penalty: '₹5000',
          sections: sections.slice(0, 2).map((s) => ({ actId: act.id, sectionId: s.id })),
          members: [
            { memberName: 'राजू काळे', registerNumber: '451', registerYear: 2023 },
            { memberName: 'सागर शिंदे', registerNumber: '', registerYear: null },
          ],
        },
      ],
      otherInfo: {
        isGangMember: true,
        business: 'भंगार व्यवसाय',
        familyMembers: 'पत्नी, दोन मुले',
        assets: 'दुचाकी',
        residence: 'भाड्याचे घर',
        jurisdiction: 'कोथरूड',
        courtDate: '2024-05-20',
        jailStatus: 'जामिनावर',
        vehicleDetails: 'MH12 AB 1234',
        lawyerDetails: 'अ‍ॅड. पाटील',
        identifyingOfficer: 'पोउनि जाधव',
        supportingLeaders: '-',
        caseNo: `RCC-${suffix}`,
        registeredCases: [`RCC-${suffix}-2`],
        imageIds: [photo],
        handprintIds: [handprint],
        recordIds: [record],
      },
    });
    const crime = created.crimes[0]!;
    const aadhaar = `9${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    const arrest = await api<{ id: number; aadhaarMasked: string }>(
      page,
      `/api/crimes/${crime.id}/arrests`,
      'POST',
      {
        currentStatusId: currentStatuses[2]!.id,
        arrestedAt: '2024-02-10T10:30:00+05:30',
        courtAt: '2024-02-11T11:00:00+05:30',
        fingerprint: '1',
        aadhaar,
        dateOfBirth: '1990-01-01',
        photoIds: [photo],
      },
    );
    expect(arrest.aadhaarMasked).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    const externedTo = cities.slice(0, 2);
    await api(page, `/api/accused/${created.id}/preventive-actions`, 'POST', {
      actionTypeId: 5,
      chapterCase: '77',
      chapterYear: 2024,
      bondDate: '2024-03-01',
      dateFrom: '2024-03-02',
      dateTo: '2025-03-01',
      externmentCityIds: externedTo.map((c) => c.id),
      orderType: 'तडीपार आदेश',
      orderFileId: order,
      status: 2,
      courtType: 'प्रथम वर्ग न्यायदंडाधिकारी',
      statusDate: '2024-04-15',
      caseNumber: `MCA-${suffix}`,
    });

    await page.goto(`/criminal_view/${created.id}`);
    const main = page.locator('.ant-layout-content');
    await main.getByTestId('profile-name').getByText(name).waitFor();
    for (const text of [
      // Personal: calendar dates exactly as stored, never a day early.
      '15-07-2023',
      'मराठा',
      mr('Absconding'),
      // Crime: register number/year, court details of a convicted crime, pairs, accomplices.
      '451/2023',
      '01-08-2023',
      'सत्र न्यायालय',
      caseNumber,
      '२ वर्षे सश्रम कारावास',
      sections[0]!.nameMr,
      'राजू काळे',
      'सागर शिंदे',
      // Social information.
      'भंगार व्यवसाय',
      'MH12 AB 1234',
      '20-05-2024',
      `RCC-${suffix}-2`,
      // Arrest: date-times in IST, the date of birth, the fingerprint check.
      '10-02-2024 10:30 AM',
      '11-02-2024 11:00 AM',
      '01-01-1990',
      // Preventive: chapter case, period, externment area, court details of status 2.
      '77/2024',
      mr('{{from}} to {{to}}', { from: '02-03-2024', to: '01-03-2025' }),
      externedTo.map((c) => c.nameMr).join(', '),
      `MCA-${suffix}`,
    ]) {
      await main.getByText(text, { exact: false }).first().waitFor();
    }
    const arrestBlock = main.locator('#profile-arrests');
    expect(await arrestBlock.textContent()).toContain(
      `${mr('Fingerprint system check')}${mr('Yes')}`,
    );
    expect(await main.getByTestId(/^order-file-/).getAttribute('href')).toMatch(/^\/api\/files\//);
    // Court cases: the crime's case and the other information's, next date and details '-'.
    const courts = main.locator('#profile-courts');
    for (const number of [caseNumber, `RCC-${suffix}`, `RCC-${suffix}-2`]) {
      await courts.getByText(number, { exact: true }).waitFor();
    }

    // The Aadhaar number: masked, and shown in full on request (audited on the server).
    const value = page.getByTestId(`aadhaar-${arrest.id}`);
    expect(await value.textContent()).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    const [revealed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/arrests/${arrest.id}/aadhaar`)),
      page.getByTestId(`aadhaar-toggle-${arrest.id}`).click(),
    ]);
    expect(revealed.status()).toBe(200);
    await expect.poll(() => value.textContent()).toBe(aadhaar.replace(/(\d{4})(?=\d)/g, '$1 '));
    await screenshot(page, 'accused-profile-page-mr');
    await page.getByTestId(`aadhaar-toggle-${arrest.id}`).click();
    await expect.poll(() => value.textContent()).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);

    // A tab scrolls the page to its section, under the sticky header and tabs.
    await page.locator('.ant-anchor').getByText(mr('Preventive action'), { exact: true }).click();
    // At the top, under the header and the tabs, or as far down as the page scrolls.
    await expect
      .poll(async () => {
        const y = (await page.locator('#profile-preventive').boundingBox())?.y ?? 9999;
        const { scrolled, atEnd } = await page.evaluate(() => ({
          scrolled: window.scrollY,
          atEnd: window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1,
        }));
        return scrolled > 0 && (atEnd || y < 140);
      })
      .toBe(true);
    expect(new URL(page.url()).hash).toBe('');

    // Print: the title names the record, the paper carries the profile and no app chrome.
    await replaceWindowPrint(page);
    await page.getByTestId('profile-print').click();
    await expect.poll(() => printedTitles(page)).toEqual([`${created.id} ${name}`]);
    const paper = page.getByTestId('print-area');
    await paper.getByText(name).first().waitFor({ state: 'attached' });
    expect(await paper.locator('.ant-anchor').count()).toBe(0);
    await screenshotPrint(page, 'accused-profile-print-mr');
    expect(await page.title()).not.toBe(`${created.id} ${name}`);
  });
});

import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import type ExcelJS from 'exceljs';
import { request, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AuditEntry, Breach } from '@cmis/shared';
import { newContext, screenshot } from './support/browser';
import { en, mr, tr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { bluePng } from './support/png';
import { downloadExcel, getJson } from './support/report';
import { switchLanguage } from './support/session';

/**
 * Issue 20 item 2 in the browser: the Breaches screen of a station and of a unit admin (menu
 * badge, filters, Excel, acknowledging, audit), the accused profile's section, and the field
 * app's "Seen here" on a phone. The demo data (db/seed/demo-breaches.ts) externs the first
 * accused of Shivajinagar from Pune City with one open and one acknowledged breach.
 */

/** The Shivajinagar field demo user (README demo accounts) and where the station is. */
const FIELD_USER = { phone: '9100000001', password: 'Cmis#Field1' };
const SHIVAJINAGAR = { latitude: 18.5308, longitude: 73.8475 };

type Language = 'mr' | 'en';
type Page_ = { items: Breach[]; total: number };

let page: Page;
let browser: Parameters<Parameters<typeof pagePerTest>[0]>[2];
pagePerTest((p, _c, b) => {
  page = p;
  browser = b;
});

const suffix = Math.random().toString(36).slice(2, 8);
const NOTES: Record<Language, string> = {
  mr: `पथक पाठवले ${suffix}`,
  en: `Team sent, person moved out ${suffix}`,
};
/** The breaches the station acknowledged in the first test, by language. */
const acknowledged: Partial<Record<Language, number>> = {};
let externedId = 0;

const fileDay = () => dayjs().locale('en').format('DDMMMYYYY').toUpperCase();

const list = (p: Page, query: string) => getJson<Page_>(p, `/api/breaches?page=0&size=100${query}`);

/** A check-in of the accused at Shivajinagar by the station's app user, as the field app sends it. */
async function checkInAtShivajinagar(accusedId: number): Promise<void> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  try {
    expect((await api.post('/api/field/auth/login', { data: FIELD_USER })).status()).toBe(200);
    const sent = await api.post('/api/field/checkins', {
      data: {
        clientId: randomUUID(),
        accusedId,
        ...SHIVAJINAGAR,
        found: true,
        details: `e2e breach ${suffix}`,
        capturedAt: new Date().toISOString(),
      },
    });
    expect(sent.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** The menu's number of open breaches; no badge at all when there are none. */
async function badge(p: Page): Promise<number> {
  const count = p.getByTestId('menu-breach-count');
  if ((await count.count()) === 0) return 0;
  // The digits roll in (antd's motion): read them once they have settled.
  return Number((await count.locator('.ant-scroll-number').innerText()).trim());
}

async function choose(p: Page, testId: string, option: string) {
  await p.getByTestId(testId).click();
  await p
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

async function find(p: Page, language: Language) {
  const answered = p.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/breaches' && r.request().method() === 'GET',
  );
  await p.getByRole('button', { name: tr(language, 'Find') }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()) as Page_;
}

const rows = (p: Page) =>
  p.getByTestId('breach-table').locator('.ant-table-tbody tr.ant-table-row');

async function acknowledge(p: Page, language: Language, id: number) {
  const before = await badge(p);
  await p.getByTestId(`breach-ack-${id}`).click();
  const modal = p.locator('.ant-modal-content');
  await modal.getByText(tr(language, 'Acknowledge breach')).waitFor();
  await modal.getByTestId('breach-ack-note').fill(NOTES[language]);
  await screenshot(p, `breaches-acknowledge-${language}`);
  const saved = p.waitForResponse((r) => r.url().endsWith(`/api/breaches/${id}/acknowledge`));
  await modal.getByTestId('breach-ack-save').click();
  expect((await saved).status()).toBe(200);
  await p
    .locator('.ant-message')
    .getByText(tr(language, 'Breach acknowledged'), { exact: true })
    .waitFor();
  await modal.waitFor({ state: 'detached' });
  // The list shows open ones: the row leaves it, and the menu's number drops by one.
  await p.getByTestId(`breach-ack-${id}`).waitFor({ state: 'detached' });
  await expect.poll(() => badge(p)).toBe(before - 1);
  acknowledged[language] = id;
}

describe('externment breaches in the browser (issue 20 item 2)', () => {
  it('the station finds, filters, exports and acknowledges its breaches, in Marathi and English', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    const demo = await list(page, '');
    expect(demo.total).toBeGreaterThanOrEqual(2);
    externedId = demo.items[0]!.accusedId;
    // A second open breach, raised by the rule from a check-in at the station (a new one
    // for each language to acknowledge).
    await checkInAtShivajinagar(externedId);
    const open = await list(page, '&status=open');
    expect(open.total).toBeGreaterThanOrEqual(2);
    expect(open.items.map((b) => b.kind)).toContain('checkin');

    // The menu tells before any search: its number is the open breaches of the station.
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => badge(page)).toBe(open.total);
    await page.getByRole('link', { name: new RegExp(`^${mr('Breaches')}`) }).click();
    await page.waitForURL((url) => url.pathname === '/breaches');
    await page.getByRole('heading', { name: mr('Breaches') }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(Math.min(open.total, 10));
    const first = open.items[0]!;
    const firstRow = rows(page).first();
    await firstRow.getByText(first.name).waitFor();
    await firstRow.getByText(mr('GPS check-in')).waitFor();
    await firstRow.getByText(mr('Open'), { exact: true }).waitFor();
    await page.getByText(mr('Total: {{total}}', { total: String(open.total) })).waitFor();
    await screenshot(page, 'breaches-station-mr');

    // Status filter without dates: the acknowledged ones, with who and the note.
    await choose(page, 'breach-status', mr('Acknowledged'));
    const acked = await find(page, 'mr');
    expect(acked.total).toBeGreaterThanOrEqual(1);
    expect(acked.items.every((b) => b.acknowledgedAt !== null)).toBe(true);
    await expect.poll(() => rows(page).count()).toBe(Math.min(acked.total, 10));
    await page.getByText('पथक पाठवले; आरोपी हद्दीबाहेर सोडला').waitFor();
    expect(await page.locator('[data-testid^="breach-ack-"]').count()).toBe(0);
    await screenshot(page, 'breaches-acknowledged-mr');

    // Event filter: no arrest raised a breach at the station.
    await choose(page, 'breach-kind', mr('Arrest'));
    const arrests = await find(page, 'mr');
    expect(arrests.items.every((b) => b.kind === 'arrest')).toBe(true);
    await page.getByTestId('breach-table').locator('.ant-table-placeholder').waitFor();
    expect(await rows(page).count()).toBe(arrests.total);

    // Back to the open ones of every event, and their Excel file in Marathi.
    await choose(page, 'breach-status', mr('Open'));
    await page.getByTestId('breach-kind').hover();
    await page.getByTestId('breach-kind').locator('.ant-select-clear').click();
    const reopened = await find(page, 'mr');
    expect(reopened.total).toBe(open.total);
    const { fileName, sheet } = await downloadExcel(page, 'mr');
    expect(fileName).toBe(`${mr('Breaches')}_${fileDay()}.xlsx`);
    expectSheet(sheet, 'तडीपार उल्लंघने', 'आरोपीचे नाव', open);
    expect(sheet.getCell('A2').text).toBe('पोलीस ठाणे: शिवाजीनगर · प्रलंबित');
    expect(sheet.getCell('A3').text).toBe('तयार करणारे: pune.shivajinagar');
    expect(sheet.getCell('B5').text).toBe(first.name);
    expect(sheet.getCell('C5').text).toBe(mr('GPS check-in'));

    await acknowledge(page, 'mr', first.id);

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: en('Breaches') }).waitFor();
    await screenshot(page, 'breaches-station-en');
    const stillOpen = await list(page, '&status=open');
    const next = stillOpen.items[0]!;
    const english = await downloadExcel(page, 'en');
    expect(english.fileName).toBe(`Externment Breaches_${fileDay()}.xlsx`);
    expectSheet(english.sheet, 'Externment Breaches', 'Accused Name', stillOpen);
    expect(english.sheet.getCell('B5').text).toBe(next.nameEn || next.name);
    await acknowledge(page, 'en', next.id);
    await choose(page, 'breach-status', en('Acknowledged'));
    await find(page, 'en');
    await page
      .getByTestId(`breach-status-${next.id}`)
      .getByText(NOTES.en, { exact: true })
      .waitFor();
    await screenshot(page, 'breaches-acknowledged-en');
  });

  it('the unit admin sees them with the station filter, and the audit log the acknowledgements', async () => {
    expect(acknowledged.mr && acknowledged.en).toBeTruthy();
    await login(page, ACCOUNTS.puneAdmin);
    await page.getByRole('link', { name: new RegExp(`^${mr('Breaches')}`) }).click();
    await page.waitForURL((url) => url.pathname === '/breaches');
    await choose(page, 'breach-station', 'शिवाजीनगर');
    await choose(page, 'breach-status', mr('Acknowledged'));
    const shivajinagar = await find(page, 'mr');
    expect(shivajinagar.items.every((b) => b.stationName.en === 'Shivajinagar')).toBe(true);
    for (const [language, id] of Object.entries(acknowledged)) {
      await page
        .getByTestId(`breach-status-${id}`)
        .getByText(NOTES[language as Language], { exact: true })
        .waitFor();
    }
    await screenshot(page, 'breaches-unit-mr');
    await choose(page, 'breach-station', 'कोथरूड');
    const kothrud = await find(page, 'mr');
    expect(kothrud.items.map((b) => b.id)).not.toContain(acknowledged.mr);
    await expect.poll(() => page.getByTestId(`breach-status-${acknowledged.mr}`).count()).toBe(0);

    // The audit log holds one acknowledgement of each, by the station, with its note.
    for (const [language, id] of Object.entries(acknowledged)) {
      const audit = await getJson<{ items: AuditEntry[] }>(
        page,
        `/api/audit?page=0&size=10&entity=externment-breach&entityId=${id}`,
      );
      expect(audit.items.map((e) => [e.action, e.userid])).toEqual([
        ['acknowledge', 'pune.shivajinagar'],
      ]);
      expect(audit.items[0]!.changes).toMatchObject({ note: NOTES[language as Language] });
    }
    await page.getByRole('link', { name: mr('Audit Log') }).click();
    await page.locator('#audit-entity').click();
    await page.locator('#audit-entity').fill(mr('Externment breach'));
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${mr('Externment breach')}$`) })
      .click();
    await page.locator('#audit-record').fill(String(acknowledged.mr));
    await page.getByRole('button', { name: mr('Find') }).click();
    const entry = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await entry.getByText(mr('Acknowledged'), { exact: true }).waitFor();
    await entry.getByText(mr('Externment breach'), { exact: true }).waitFor();
    await entry.getByText('pune.shivajinagar', { exact: true }).waitFor();
    await screenshot(page, 'breaches-audit-mr');

    await switchLanguage(page, 'English');
    await page.getByRole('link', { name: new RegExp(`^${en('Breaches')}`) }).click();
    await page.waitForURL((url) => url.pathname === '/breaches');
    await choose(page, 'breach-station', 'Shivajinagar');
    await choose(page, 'breach-status', en('Acknowledged'));
    await find(page, 'en');
    await page.getByTestId(`breach-status-${acknowledged.en}`).waitFor();
    await screenshot(page, 'breaches-unit-en');
  });

  it("shows the breaches on the accused's profile", async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    const { items } = await getJson<{ items: Breach[] }>(
      page,
      `/api/accused/${externedId}/breaches`,
    );
    expect(items.length).toBeGreaterThanOrEqual(3);
    await page.goto(`/criminal_view/${externedId}`);
    const section = page.getByTestId('profile-breaches');
    await expect
      .poll(() => section.locator('.ant-table-tbody tr.ant-table-row').count())
      .toBe(items.length);
    await section.getByText(mr('GPS check-in')).first().waitFor();
    await section.getByText('शिवाजीनगर, पुणे शहर').first().waitFor();
    await section.screenshot({ path: await artifact('breaches-profile-mr') });
    await switchLanguage(page, 'English');
    await section.getByText('Shivajinagar, Pune City').first().waitFor();
    await section.screenshot({ path: await artifact('breaches-profile-en') });
  });

  it('a field user reports "Seen here" with a photo on a phone; the station sees the breach', async () => {
    const phone = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      geolocation: SHIVAJINAGAR,
      permissions: ['geolocation'],
    });
    phone.setDefaultTimeout(20_000);
    const field = await phone.newPage();
    try {
      await field.goto('/field');
      await field.getByTestId('field-phone').fill(FIELD_USER.phone);
      await field.getByTestId('field-password').fill(FIELD_USER.password);
      await field.getByTestId('field-login').click();
      await field.getByTestId(`field-seen-${externedId}`).waitFor();
      await field.screenshot({ path: await artifact('breaches-field-list-mr') });
      await field.getByTestId(`field-seen-${externedId}`).click();
      const sheet = field.locator('.ant-drawer-content');
      await sheet.getByTestId('sighting-position').waitFor();
      await sheet.getByText(mr('Seen here'), { exact: false }).first().waitFor();
      // No photo: the sheet says so and sends nothing.
      await sheet.getByTestId('sighting-submit').click();
      await sheet.getByText(mr('Please take a photo of the person')).waitFor();
      await sheet.getByTestId('sighting-photo').setInputFiles({
        name: 'camera.png',
        mimeType: 'image/png',
        buffer: bluePng(320, 240),
      });
      await sheet.getByText(mr('Photo ready'), { exact: true }).waitFor();
      await sheet.getByText(mr('Please take a photo of the person')).waitFor({ state: 'detached' });
      await sheet.getByTestId('sighting-details').fill(`e2e seen ${suffix}`);
      await field.screenshot({ path: await artifact('breaches-seen-here-mr') });
      const sent = field.waitForResponse(
        (r) => r.url().endsWith('/api/field/sightings') && r.request().method() === 'POST',
      );
      await sheet.getByTestId('sighting-submit').click();
      const response = await sent;
      expect(response.status()).toBe(200);
      const sighting = (await response.json()) as {
        id: number;
        accusedId: number;
        breach: boolean;
      };
      expect(sighting).toMatchObject({ accusedId: externedId, breach: true });
      await field.getByText(mr('Sighting sent'), { exact: true }).waitFor();
      // The same sheet in English.
      await field.getByTestId('field-language').getByText('English', { exact: true }).click();
      await field.getByTestId(`field-seen-${externedId}`).click();
      await sheet.getByRole('button', { name: en('Send sighting') }).waitFor();
      await sheet.getByText(`${en('Seen here')}: `).waitFor();
      // The sheet slides up (antd's motion) before the picture.
      await field.waitForTimeout(500);
      await field.screenshot({ path: await artifact('breaches-seen-here-en') });
      await field.locator('.ant-drawer-close').click();
      await sheet.waitFor({ state: 'detached' });
      await field.getByTestId('field-language').getByText('मराठी', { exact: true }).click();
    } finally {
      await phone.close();
    }

    // The station's list has the sighting as an open breach, with the phone's photo.
    const office = await newContext(browser, inject('baseUrl'));
    const officer = await office.newPage();
    try {
      await login(officer, ACCOUNTS.puneShivajinagar);
      const seen = await list(officer, '&kind=sighting&status=open');
      const breach = seen.items.find((b) => b.accusedId === externedId);
      expect(breach?.photoUrl).toBeTruthy();
      expect(breach?.latitude).toBeCloseTo(SHIVAJINAGAR.latitude, 3);
      await officer.goto('/breaches');
      const row = rows(officer).filter({ has: officer.getByTestId(`breach-ack-${breach!.id}`) });
      await row.getByText(mr('Seen here'), { exact: true }).waitFor();
      await row.locator('img').waitFor();
      await screenshot(officer, 'breaches-sighting-mr');
    } finally {
      await office.close();
    }
  });
});

/** Title, author and the rows of the open breaches in the spec 3 §9 layout. */
function expectSheet(sheet: ExcelJS.Worksheet, title: string, nameHeader: string, open: Page_) {
  expect(sheet.getCell('A1').text).toBe(title);
  expect(sheet.getCell('A4').text).not.toBe('');
  expect(sheet.getCell('B4').text).toBe(nameHeader);
  expect(sheet.getRow(4 + open.total).getCell(1).text).toBe(String(open.total));
  expect(sheet.getRow(5 + open.total).getCell(1).text).toBe('');
  expect(sheet.getRow(6 + open.total).getCell(1).text).toMatch(/^Generated At /);
}

async function artifact(name: string): Promise<string> {
  const { ARTIFACTS_DIR } = await import('./support/paths');
  return `${ARTIFACTS_DIR}/${name}.png`;
}

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { AllocationPage, AllocationUnit, VerificationAccess } from '@cmis/shared';
import { screenshot } from './support/browser';
import { tr, mr, en } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { switchLanguage } from './support/session';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** Today as the server counts days (Indian time), whatever the test machine's zone. */
const indiaNow = () => dayjs().tz('Asia/Kolkata');

let page: Page;
pagePerTest((p) => (page = p));

async function getJson<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json() as Promise<T>, path);
}

/**
 * Picks an option of an antd select by its visible text, and waits for the dropdown to close:
 * while it closes the select takes the focus back, and text typed meanwhile went nowhere.
 */
async function choose(testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Types into a field and checks the text is there before the next step submits it. */
async function type(testId: string, text: string) {
  const field = page.getByTestId(testId);
  await field.fill(text);
  expect(await field.inputValue()).toBe(text);
}

/** The form item's error line under a field. */
function helpOf(testId: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error');
}

async function toast(text: string) {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}

describe('verification module /verification (spec 3 §2.13)', () => {
  it('allocates a unit that has none and lists it; allocated units are disabled', async () => {
    await login(page, ACCOUNTS.superadmin);
    await page.goto('/verification');
    await page.getByText(mr('Verification Module'), { exact: true }).first().waitFor();
    expect(await page.getByTestId('verification-user').textContent()).toBe(
      'superadmin ( SUPER ADMIN )',
    );

    const units = await getJson<AllocationUnit[]>('/api/verification/allocation-units');
    const free =
      units.find((u) => !u.allocated && /thane|nashik/i.test(u.unit.en)) ??
      units.find((u) => !u.allocated);
    expect(free).toBeDefined();
    const taken = units.filter((u) => u.allocated);

    await page.getByTestId('allocation-add').click();
    await page.locator('.ant-drawer-content-wrapper').waitFor();
    // Measured once the drawer's opening animation has settled (719.9998 px mid-slide).
    await expect
      .poll(() =>
        page
          .locator('.ant-drawer-content-wrapper')
          .evaluate((e) => Math.round(e.getBoundingClientRect().width * 100) / 100),
      )
      .toBe(720);
    // Saving an empty form: the spec's messages, no call.
    await page.getByTestId('allocation-save').click();
    await helpOf('allocation-email').getByText(mr('Please input your government email!')).waitFor();
    await page.getByText(mr('Please select your unit!')).waitFor();
    await page.getByText(mr('Please select your plan!')).waitFor();
    await page.getByText(mr('Please select your subscription duration!')).waitFor();

    await page.getByTestId('allocation-email').fill('not-an-email');
    await page.getByTestId('allocation-save').click();
    await helpOf('allocation-email').getByText(mr('The input is not valid E-mail!')).waitFor();

    const email = `sp.${free!.cityId}@mahapolice.gov.in`;
    await page.getByTestId('allocation-email').fill(email);
    await page.getByTestId('allocation-unit').click();
    for (const unit of taken) {
      const option = page.locator('.ant-select-item-option').filter({ hasText: unit.unit.mr });
      if ((await option.count()) > 0) {
        expect(await option.first().getAttribute('class')).toContain('disabled');
      }
    }
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: free!.unit.mr })
      .first()
      .click();
    await page.getByTestId('allocation-plan-B').click();
    await page.getByText(mr('2 years')).click();
    expect(await page.getByTestId('allocation-expiry').textContent()).toContain(
      indiaNow().add(2, 'year').format('DD/MM/YYYY'),
    );
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'apps/web/e2e/artifacts/verification-allocation-drawer-mr.png' });
    await page.getByTestId('allocation-save').click();
    await toast(mr('Successfully Submitted'));
    await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });

    const row = page.locator('tr').filter({ hasText: email });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(free!.unit.mr);
    expect(text).toContain(mr('2 years'));
    expect(text).toContain(indiaNow().add(2, 'year').format('DD/MM/YYYY'));
    expect(text).toContain(mr('Active'));
    const list = await getJson<AllocationPage>('/api/verification/allocations?page=0&size=10');
    expect(list.items.some((a) => a.email === email && a.plan === 'B' && a.years === 2)).toBe(true);
    await screenshot(page, 'verification-module-mr');
    await switchLanguage(page, 'English');
    await page.getByText(en('Verification Module'), { exact: true }).first().waitFor();
    await screenshot(page, 'verification-module-en');
  });
});

describe('document verification /document-verification (spec 3 §2.12, §4, §5)', () => {
  it('looks up a vehicle, shows its card and downloads an A4 PDF', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    const access = await getJson<VerificationAccess>('/api/verification/access');
    expect(access).toMatchObject({ allowed: true, sandbox: true });
    // Spec 1 §6: the menu entry shows because the unit's plan covers the user.
    await page.locator('.ant-menu').getByText(mr('Document Verification')).click();
    await page.waitForURL((url) => url.pathname === '/document-verification');
    await page.getByText(mr('Document Verification System')).first().waitFor();
    await page.getByTestId('sandbox-banner').waitFor();
    expect(await page.getByTestId('remaining-days').textContent()).toBe(
      tr('mr', 'Remaining Days: {{days}} Days', { days: String(access.remainingDays) }),
    );

    // A malformed number: the exact spec 3 §5 message, before any call.
    await page.getByTestId('lookup-number').fill('mh12ab123');
    expect(await page.getByTestId('lookup-number').inputValue()).toBe('MH12AB123');
    await page.getByTestId('lookup-submit').click();
    await helpOf('lookup-number')
      .getByText(mr('Vehicle Number must be in format (e.g. MH12AB1234)'))
      .waitFor();
    await page.getByText(mr('Please select an option!')).waitFor();
    await page.getByText(mr('Please provide details!')).waitFor();

    await page.getByTestId('lookup-number').fill('MH12AB1234');
    await choose('lookup-reason', mr('Suspicious person'));
    await type('lookup-details', 'नाकाबंदीत थांबवलेले वाहन');
    await page.getByTestId('lookup-submit').click();
    await toast(mr('Vehicle Number submitted successfully'));
    // Spec 3 §4: the tab's Submit and number input are disabled; the list reloads.
    expect(await page.getByTestId('lookup-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('lookup-number').isDisabled()).toBe(true);
    // The demo data holds an older search of the same number by another station.
    const row = page
      .locator('tr')
      .filter({ hasText: 'MH12AB1234' })
      .filter({ hasText: 'pune.admin' })
      .first();
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('SANDBOX TEST OWNER');
    expect(rowText).toContain(mr('Suspicious person'));
    expect(rowText).toContain('pune.admin');
    await screenshot(page, 'document-verification-mr');

    await row.getByRole('button', { name: mr('View') }).click();
    const card = page.getByTestId('lookup-card');
    await card.waitFor();
    expect(await card.getByTestId('field-rc_number').textContent()).toBe('MH12AB1234');
    expect(await card.getByTestId('field-owner_name').textContent()).toBe('SANDBOX TEST OWNER');
    expect(await card.getByTestId('field-financed').textContent()).toBe(mr('Yes'));
    expect(await card.getByTestId('field-challan_details').textContent()).toBe('-');
    expect(await card.getByTestId('field-insurance_upto').textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    expect(await card.getByTestId('field-reason').textContent()).toBe(mr('Suspicious person'));
    expect(await card.getByTestId('field-details').textContent()).toBe('नाकाबंदीत थांबवलेले वाहन');
    await screenshot(page, 'document-verification-card-mr');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByTestId('lookup-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `vehicle_MH12AB1234_${indiaNow().format('DDMMMYYYY').toUpperCase()}.pdf`,
    );
    await download.saveAs('apps/web/e2e/artifacts/document-verification-card.pdf');
    const pdf = readFileSync('apps/web/e2e/artifacts/document-verification-card.pdf');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // A4 portrait in points (jsPDF writes 595.28 x 841.89 with more decimals).
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(boxes.length).toBeGreaterThan(0);
    for (const [, width, height] of boxes) {
      expect(Number(width)).toBeCloseTo(595.28, 1);
      expect(Number(height)).toBeCloseTo(841.89, 1);
    }
    await page.keyboard.press('Escape');

    // New search unlocks the tab; switching tabs shows that tab's list.
    await page.getByTestId('lookup-new').click();
    expect(await page.getByTestId('lookup-number').isDisabled()).toBe(false);
    await switchLanguage(page, 'English');
    await page.getByText(en('Document Verification System')).first().waitFor();
    await page.getByTestId('tab-licence').click();
    await page.getByText(en('Driving License Number'), { exact: true }).waitFor();
    await screenshot(page, 'document-verification-licence-en');
    // A licence: the date of birth comes from the picker (read-only input, MM/DD/YYYY).
    await page.getByTestId('lookup-number').fill('hr06 19850034761');
    await page.getByTestId('lookup-dob').click();
    await page.locator('.ant-picker-cell-in-view').first().click();
    const dob = await page.getByTestId('lookup-dob').inputValue();
    expect(dob).toMatch(/^\d{2}\/01\/\d{4}$/);
    await choose('lookup-reason', en('Accused in a crime'));
    await type('lookup-details', 'Licence shown at the checkpoint');
    await page.getByTestId('lookup-submit').click();
    await toast(en('Driving License submitted successfully'));
    const licenceRow = page.locator('tr').filter({ hasText: 'HR06 19850034761' }).first();
    await licenceRow.getByRole('button', { name: en('View') }).click();
    const licenceCard = page.getByTestId('lookup-card');
    await licenceCard.waitFor();
    expect(await licenceCard.getByTestId('field-name').textContent()).toBe('SANDBOX TEST DRIVER');
    expect(await licenceCard.getByTestId('field-dob').textContent()).toBe(
      dayjs(dob, 'MM/DD/YYYY').format('DD/MM/YYYY'),
    );
    expect(
      await licenceCard
        .getByTestId('field-vehicle_classes-list')
        .locator('.ant-tag')
        .allTextContents(),
    ).toEqual(['MCWG', 'LMV']);
    expect(
      await licenceCard
        .getByTestId('profile-image')
        .locator('img')
        .evaluate((img) => getComputedStyle(img).borderRadius),
    ).toBe('50%');
    expect(['Male', 'Female']).toContain(
      await licenceCard.getByTestId('field-gender').textContent(),
    );
    await screenshot(page, 'document-verification-licence-card-en');
  });

  it('runs the Aadhaar OTP flow: wrong OTP refused, 123456 accepted', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await page.goto('/document-verification');
    await page.getByTestId('tab-aadhaarOtp').click();
    // Live check of the number (spec 3 §5).
    await page.getByTestId('lookup-number').fill('0123');
    await helpOf('lookup-number')
      .getByText(mr('Aadhar Number must be a 12-digit number starting with 1-9'))
      .waitFor();
    await page.getByTestId('lookup-number').fill('234567890123');
    await page.getByTestId('otp-request').click();
    await toast(mr('OTP sent successfully!'));
    expect(await page.getByTestId('lookup-number').isDisabled()).toBe(true);
    expect(await page.getByTestId('otp-request').count()).toBe(0);

    await page.getByTestId('otp-input').fill('12');
    await choose('lookup-reason', mr('Documents submitted for bail'));
    await type('lookup-details', 'जामीनदाराचे आधार');
    await page.getByTestId('lookup-submit').click();
    await helpOf('otp-input').getByText(mr('OTP must be a 6-digit numeric value!')).waitFor();

    await type('otp-input', '111111');
    await page.getByTestId('lookup-submit').click();
    await toast(mr('Verification Failed.'));
    expect(await page.getByTestId('lookup-submit').isDisabled()).toBe(false);

    await type('otp-input', '123456');
    await page.getByTestId('lookup-submit').click();
    await toast(mr('Aadhar Number (OTP) submitted successfully'));
    expect(await page.getByTestId('lookup-submit').isDisabled()).toBe(true);
    const row = page.locator('tr').filter({ hasText: 'XXXX XXXX 0123' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('XXXX XXXX 0123');
    await row.getByRole('button', { name: mr('View') }).click();
    const card = page.getByTestId('lookup-card');
    await card.waitFor();
    expect(await card.getByTestId('field-full_name').textContent()).toBe('SANDBOX TEST HOLDER');
    expect(await card.getByTestId('field-vtc').textContent()).toBe('Pune');
    expect(await card.getByTestId('field-share_code').textContent()).toBe('1234');
    await card.getByTestId('profile-image').locator('img').waitFor();
    await screenshot(page, 'document-verification-otp-card-mr');
  });

  it("hides the menu entry from a station whose unit's plan A covers only the unit admin", async () => {
    await login(page, ACCOUNTS.nagpurSitabuldi);
    const access = await getJson<VerificationAccess>('/api/verification/access');
    expect(access).toMatchObject({ allowed: false, plan: 'A' });
    await page.locator('.ant-menu').getByText(mr('Dashboard')).waitFor();
    expect(await page.locator('.ant-menu').getByText(mr('Document Verification')).count()).toBe(0);
    await page.goto('/document-verification');
    await page.getByTestId('verification-denied').getByText(mr(access.reason!)).waitFor();
  });
});

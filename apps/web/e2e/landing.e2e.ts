import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANDING_MESSAGES, type LandingImage, type LandingSection } from '@cmis/shared';
import { screenshot } from './support/browser';
import { mr, en } from './support/i18n';
import { ACCOUNTS, fillCredentials, login, submitLogin, tickCaptcha } from './support/login';
import { freshPages } from './support/page';
import { bluePng } from './support/png';
import { currentUser } from './support/session';

const freshPage = freshPages();
let page: Page;
beforeEach(async () => {
  page = await freshPage();
});

/** Unique text per run: the specs share one database. */
const suffix = Math.random().toString(36).slice(2, 8);

const menu = (p: Page) => p.getByTestId('landing-menu');
const slides = (p: Page, section: LandingSection) =>
  p.getByTestId(`landing-carousel-${section}`).getByTestId('landing-slide');
const notice = (p: Page) => p.locator('.ant-modal-content');

async function loaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

async function publicLanding(p: Page): Promise<Record<LandingSection, LandingImage[]>> {
  return p.evaluate(async () => {
    const response = await fetch('/api/landing');
    return (await response.json()) as Record<LandingSection, LandingImage[]>;
  });
}

/** Every picture of a carousel is in the page and has really loaded (no broken image). */
async function expectCarousel(p: Page, section: LandingSection, images: LandingImage[]) {
  await expect.poll(() => slides(p, section).count()).toBe(images.length);
  for (const [index, image] of images.entries()) {
    const slide = slides(p, section).nth(index);
    expect(await slide.getAttribute('src')).toBe(image.url);
    await loaded(slide);
  }
}

describe('public landing page', () => {
  it('greets a visitor in Marathi with the carousels, the notices and a login modal', async () => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await currentUser(page)).toBeNull();
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');

    // Coverage is the default tab.
    await menu(page).getByText(mr('Media'), { exact: true }).waitFor();
    await menu(page).getByText(mr('Login'), { exact: true }).waitFor();
    await menu(page)
      .locator('.ant-menu-item-selected')
      .getByText(mr('Coverage'), { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: mr('Coverage'), exact: true }).waitFor();
    const landing = await publicLanding(page);
    expect(landing.coverage.length).toBeGreaterThan(0);
    expect(landing.media.length).toBeGreaterThan(0);
    await expectCarousel(page, 'coverage', landing.coverage);
    await page.getByText(landing.coverage[0]!.caption, { exact: true }).first().waitFor();
    await page
      .getByText(mr('Criminal Monitoring Intelligent System'), { exact: true })
      .first()
      .waitFor();
    await page.getByText(mr('Reduce crime against property'), { exact: true }).waitFor();
    await page.locator('footer').getByText('2021-2024', { exact: false }).waitFor();
    await page
      .locator('footer')
      .getByText(mr('Designed and developed by the CMIS development team'))
      .waitFor();
    await screenshot(page, 'landing-coverage-mr');

    await menu(page).getByText(mr('Media'), { exact: true }).click();
    await page.getByRole('heading', { name: mr('Media'), exact: true }).waitFor();
    await expectCarousel(page, 'media', landing.media);
    await screenshot(page, 'landing-media-mr');

    await page.getByTestId('landing-disclaimer').click();
    await notice(page).getByText(mr('Disclaimer'), { exact: true }).waitFor();
    for (const key of [
      'CMIS is an internal platform of Maharashtra Police, for use by authorised police personnel only.',
      'Information entered in CMIS must be accurate, complete and lawfully obtained. The officer who enters it is responsible for it.',
      'Every addition and change is logged with the user id, the date and time, and the IP address it came from.',
      'Data in CMIS is not shared outside the police, except on a lawful request.',
    ]) {
      await notice(page).getByText(mr(key), { exact: true }).waitFor();
    }
    await screenshot(page, 'landing-disclaimer-mr');
    await notice(page).getByRole('button', { name: 'Close' }).click();
    await notice(page).waitFor({ state: 'hidden' });

    await page.getByTestId('landing-privacy').click();
    const roles = mr(
      'Access depends on the role: the Super User (state) sees the whole state, the Unit Admin sees their unit, and the Police Station User sees their police station.',
    );
    await notice(page).getByText(roles, { exact: true }).waitFor();
    await notice(page).getByRole('button', { name: 'Close' }).click();
    await notice(page).waitFor({ state: 'hidden' });

    await page.getByTestId('landing-contact').click();
    await notice(page)
      .getByText(mr('Shahid Bhagat Singh Marg, Colaba, Mumbai 400001'), { exact: true })
      .waitFor();
    await notice(page).getByRole('link', { name: 'cmis.cell@mahapolice.gov.in' }).waitFor();
    await screenshot(page, 'landing-contact-mr');
    await notice(page).getByRole('button', { name: 'Close' }).click();
    await notice(page).waitFor({ state: 'hidden' });

    // Login opens the sign-in form in a modal; signing in turns / into the dashboard.
    await menu(page).getByText(mr('Login'), { exact: true }).click();
    const modal = page.getByTestId('login-modal');
    await modal.getByText(mr('Sign in'), { exact: true }).waitFor();
    await fillCredentials(page, ACCOUNTS.puneAdmin);
    await tickCaptcha(page);
    await screenshot(page, 'landing-login-modal-mr');
    await submitLogin(page);
    await page.getByTestId('user-menu').waitFor();
    await page.getByRole('heading', { name: mr('Dashboard'), exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await currentUser(page))?.userid).toBe(ACCOUNTS.puneAdmin.userid);
    expect(await page.getByTestId('landing-menu').count()).toBe(0);
  });

  it('reads in English, and other paths still send a visitor to the login page', async () => {
    await page.goto('/');
    await page.locator('.ant-segmented').getByText('English', { exact: true }).click();
    await menu(page).getByText('Coverage', { exact: true }).waitFor();
    await menu(page).getByText('Media', { exact: true }).waitFor();
    await menu(page).getByText('Login', { exact: true }).waitFor();
    await page
      .getByText(en('Monitor accused with two or more offences'), { exact: true })
      .waitFor();
    await page.getByTestId('landing-privacy').click();
    const privacy = await notice(page).innerText();
    for (const role of ['Super User', 'Unit Admin', 'Police Station User']) {
      expect(privacy).toContain(role);
    }
    await screenshot(page, 'landing-privacy-en');
    await notice(page).getByRole('button', { name: 'Close' }).click();

    await page.goto('/News');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: en('Sign in'), exact: true }).waitFor();
  });
});

describe('landing page images', () => {
  it('lets the super admin add a Media picture, which visitors then see, and switch it off', async () => {
    await login(page, ACCOUNTS.superadmin);
    await page
      .locator('.ant-layout-sider .ant-menu')
      .getByRole('link', { name: mr('Landing Page') })
      .click();
    await page.waitForURL((url) => url.pathname === '/landing-images');
    await page.getByRole('heading', { name: mr('Landing Page'), exact: true }).waitFor();

    const managed = await page.evaluate(async () => {
      const response = await fetch('/api/landing/manage');
      return (await response.json()) as LandingImage[];
    });
    const coverage = managed.filter((image) => image.section === 'coverage');
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(coverage.length);
    await loaded(rows.first().getByTestId('landing-thumbnail').locator('img'));

    await page.getByRole('tab', { name: mr('Media') }).click();
    await page.getByTestId('landing-add').click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText(mr('Add landing page image')).waitFor();
    // The drawer starts on the tab the admin was looking at.
    await drawer.locator('.ant-select-selection-item', { hasText: mr('Media') }).waitFor();

    await page.getByTestId('landing-save').click();
    await drawer.getByText(mr('Please upload an image'), { exact: true }).waitFor();

    const caption = `ई२ई प्रशिक्षण शिबिर ${suffix}`;
    await drawer.locator('input#landing-image-form_caption').fill(caption);
    await drawer.locator('input[type="file"]').setInputFiles({
      name: `banner-${suffix}.png`,
      mimeType: 'image/png',
      buffer: bluePng(240, 100),
    });
    await loaded(drawer.getByTestId('upload-preview').locator('img'));
    await page.getByTestId('landing-save').click();
    await page.locator('.ant-message').getByText(mr(LANDING_MESSAGES.saved)).waitFor();
    const row = page.locator('.ant-table-row', { hasText: caption });
    await loaded(row.getByTestId('landing-thumbnail').locator('img'));
    await screenshot(page, 'landing-images-role8-mr');

    // A visitor sees the new picture in the Media carousel.
    const visitor = await freshPage();
    await visitor.goto('/');
    await menu(visitor).getByText(mr('Media'), { exact: true }).click();
    const slide = visitor.getByTestId('landing-carousel-media').locator(`img[alt="${caption}"]`);
    await loaded(slide);

    await row.getByRole('switch').click();
    await page.locator('.ant-message').getByText(mr(LANDING_MESSAGES.updated)).waitFor();
    await row.getByText(mr('Not on the landing page')).waitFor();
    const after = await publicLanding(visitor);
    expect(after.media.map((image) => image.caption)).not.toContain(caption);
  });
});

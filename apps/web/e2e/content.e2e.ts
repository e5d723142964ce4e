import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, UPLOAD_MESSAGES, type ContentItem } from '@cmis/shared';
import { screenshot } from './support/browser';
import { chooseInDrawer, drawer, fillChecked } from './support/form';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { ARTIFACTS_DIR } from './support/paths';
import { bluePng } from './support/png';
import { restoreMarathi, switchLanguage } from './support/session';

let context: BrowserContext;
let page: Page;
pagePerTest((p, c) => {
  page = p;
  context = c;
});

/** Unique text per run: the specs share one database. */
const suffix = Math.random().toString(36).slice(2, 8);

const sideMenu = (p: Page) => p.locator('.ant-layout-sider .ant-menu');
const toast = (p: Page, text: string) => p.locator('.ant-message').getByText(text, { exact: true });
const rowWith = (p: Page, text: string) => p.locator('.ant-table-row', { hasText: text });

async function naturalWidth(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

function chooseType(p: Page, label: string) {
  return chooseInDrawer(p, 'content-type', label);
}

async function chooseFile(p: Page, name: string, mimeType: string, buffer: Buffer) {
  await drawer(p).locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

async function openScreen(p: Page, label: string, path: string) {
  await sideMenu(p).getByRole('link', { name: label }).click();
  await p.waitForURL((url) => url.pathname === path);
  await p.getByRole('heading', { name: label, exact: true }).waitFor();
}

describe('news', () => {
  it('lets a unit admin post an image news item, find it and switch it In Active', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    const menu = await sideMenu(page).locator('a').allInnerTexts();
    // Role 4 manages news only; notifications, about us and the landing page are role 8's.
    expect(menu).toContain(mr('News'));
    expect(menu).not.toContain(mr('Notifications'));
    expect(menu).not.toContain(mr('About Us'));
    await openScreen(page, mr('News'), '/News');

    await page.getByTestId('content-add').click();
    await drawer(page).getByText(mr('Add News')).waitFor();
    expect(await page.locator('.ant-drawer-content-wrapper').evaluate((d) => d.clientWidth)).toBe(
      720,
    );

    // Save with nothing filled in: the shared schema's messages, in Marathi.
    await page.getByTestId('content-save').click();
    await drawer(page).getByText(mr(CONTENT_MESSAGES.newsTypeRequired)).waitFor();
    await drawer(page).getByText(mr(CONTENT_MESSAGES.descriptionRequired)).waitFor();

    const description = `E2E news ${suffix} gang held at Kothrud`;
    await chooseType(page, mr('Image'));
    await fillChecked(drawer(page).locator('textarea'), description);
    await page.getByTestId('content-save').click();
    await drawer(page).getByText(mr(CONTENT_MESSAGES.fileRequired)).waitFor();

    const uploaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/files' && r.request().method() === 'POST',
    );
    await chooseFile(page, `news-${suffix}.png`, 'image/png', bluePng());
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    expect(new URL(upload.url()).searchParams.get('kind')).toBe('image');
    expect(upload.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const preview = drawer(page).getByTestId('upload-preview');
    expect(await naturalWidth(preview.locator('img'))).toBe(64);
    await preview.getByText(`news-${suffix}.png`).waitFor();
    await screenshot(page, 'content-news-drawer-mr');

    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/content' && r.request().method() === 'POST',
    );
    await page.getByTestId('content-save').click();
    const answer = (await (await saved).json()) as { item: ContentItem; message: string };
    expect(answer.message).toBe(CONTENT_MESSAGES.saved[2]);
    expect(answer.item.newsType).toBe(2);
    await toast(page, mr(CONTENT_MESSAGES.saved[2])).waitFor();
    await drawer(page).waitFor({ state: 'hidden' });

    const row = rowWith(page, description);
    await row.waitFor();
    expect(await naturalWidth(row.getByTestId('content-thumbnail').locator('img'))).toBe(64);
    await row.getByText(mr('Image'), { exact: true }).waitFor();
    await row.getByText(answer.item.userName ?? '', { exact: true }).waitFor();
    await row.getByText(answer.item.cityNameMr ?? '', { exact: true }).waitFor();
    await row.getByText(mr('Active'), { exact: true }).waitFor();

    // The search runs on the server, on the description.
    const searched = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/content' &&
        new URL(r.url()).searchParams.get('search') === suffix,
    );
    await page.getByTestId('content-search').fill(suffix);
    await page.getByRole('button', { name: mr('Search') }).click();
    const found = (await (await searched).json()) as { items: ContentItem[] };
    expect(found.items.map((i) => i.description)).toEqual([description]);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await screenshot(page, 'content-news-role4-mr');

    await row.getByTestId('status-toggle').click();
    await page.locator('.ant-popconfirm').getByText(mr('Make this item In Active?')).waitFor();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: mr('Yes') })
      .click();
    await toast(page, mr(CONTENT_MESSAGES.statusUpdated[2])).waitFor();
    await row.getByText(mr('In Active'), { exact: true }).waitFor();
  });

  it('reads the same screen in English', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await switchLanguage(page, 'English');
    try {
      await openScreen(page, en('News'), '/News');
      for (const column of ['Sr. No.', 'Description', 'Type', 'File', 'Published date', 'Unit']) {
        await page.getByRole('columnheader', { name: en(column), exact: true }).waitFor();
      }
      await page.getByTestId('content-add').click();
      await drawer(page).getByText(en('News type')).waitFor();
      await chooseType(page, en('Video'));
      await drawer(page).getByText(en('MP4, smaller than 20 MB')).waitFor();
      await chooseFile(page, 'clip.avi', 'video/x-msvideo', Buffer.from('not a video'));
      await toast(page, en(UPLOAD_MESSAGES.videoType)).waitFor();
      await screenshot(page, 'content-news-drawer-en');
      await drawer(page)
        .getByRole('button', { name: en('Cancel') })
        .click();
      await drawer(page).waitFor({ state: 'hidden' });
      await switchLanguage(page, 'मराठी');
    } finally {
      await restoreMarathi(page);
    }
  });
});

describe('upload field', () => {
  it('refuses a wrong, too big or malicious file with the exact message, on the page and the server', async () => {
    await login(page, ACCOUNTS.puneAdmin);
    await openScreen(page, mr('News'), '/News');
    await page.getByTestId('content-add').click();
    await chooseType(page, mr('Image'));

    let uploads = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/files') uploads += 1;
    });

    await chooseFile(page, 'notes.txt', 'text/plain', Buffer.from('hello'));
    await toast(page, mr(UPLOAD_MESSAGES.imageType)).waitFor();
    // One message at a time, so the picture below shows the size message alone.
    await toast(page, mr(UPLOAD_MESSAGES.imageType)).waitFor({ state: 'detached', timeout: 8000 });

    await chooseFile(page, 'big.png', 'image/png', Buffer.alloc(2 * 1024 * 1024 + 10));
    await toast(page, mr(UPLOAD_MESSAGES.imageSize)).waitFor();
    await page.waitForTimeout(300); // the toast's entry animation
    // The message is the point of this picture, so it is taken before the toast fades.
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'content-upload-too-big-mr.png') });

    await chooseFile(page, 'shell.php.png', 'image/png', bluePng());
    await toast(page, mr(UPLOAD_MESSAGES.malicious)).waitFor();
    // None of these left the browser.
    expect(uploads).toBe(0);

    // A file that only pretends to be a PNG passes the page's check; the server reads its
    // bytes, answers 415 and the same message is shown.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/files');
    await chooseFile(page, 'fake.png', 'image/png', Buffer.from('this is plain text, not a png'));
    const answer = await refused;
    expect(answer.status()).toBe(415);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      UPLOAD_MESSAGES.imageType,
    );
    await toast(page, mr(UPLOAD_MESSAGES.imageType)).waitFor();
    expect(await drawer(page).getByTestId('upload-preview').count()).toBe(0);

    // An upload after the session ended takes the same way back to the login page as any call.
    await context.clearCookies();
    await chooseFile(page, 'late.png', 'image/png', bluePng());
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('session-notice').waitFor();
  });
});

describe('notifications, about us and help', () => {
  it('lets the super admin add a notification', async () => {
    await login(page, ACCOUNTS.superadmin);
    const menu = await sideMenu(page).locator('a').allInnerTexts();
    for (const label of ['News', 'Notifications', 'Help', 'About Us', 'About CMIS']) {
      expect(menu).toContain(mr(label));
    }
    await openScreen(page, mr('Notifications'), '/notifications');
    await page.getByTestId('content-add').click();
    await drawer(page).getByText(mr('Add Notification')).waitFor();

    // Notifications take the news pattern: no commas or other signs.
    await chooseType(page, mr('Text'));
    await fillChecked(drawer(page).locator('textarea'), `Review meeting, ${suffix}`);
    await page.getByTestId('content-save').click();
    await drawer(page).getByText(mr('Only enter valid format allowed!')).waitFor();

    const description = `E2E notification ${suffix} सर्व घटकांनी माहिती अद्ययावत करावी`;
    await fillChecked(drawer(page).locator('textarea'), description);
    await page.getByTestId('content-save').click();
    await toast(page, mr(CONTENT_MESSAGES.saved[1])).waitFor();
    const row = rowWith(page, description);
    await row.waitFor();
    await row.getByText(mr('Text'), { exact: true }).waitFor();
    await row.getByText(mr('Active'), { exact: true }).waitFor();
    // Notifications belong to no unit, so the table has no unit column.
    expect(await page.getByRole('columnheader', { name: mr('Unit'), exact: true }).count()).toBe(0);
    await screenshot(page, 'content-notifications-role8-mr');

    // Help is the manage screen for role 8.
    await openScreen(page, mr('Help'), '/help');
    await page.getByTestId('content-add').waitFor();
    await page.getByTestId('content-add').click();
    await drawer(page).getByText(mr('Help type')).waitFor();
  });

  it('shows a police-station user the About CMIS entries and the help messages to read', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    const menu = await sideMenu(page).locator('a').allInnerTexts();
    expect(menu).toContain(mr('About CMIS'));
    expect(menu).not.toContain(mr('News'));

    await openScreen(page, mr('About CMIS'), '/aboutCIMS');
    const cards = page.getByTestId('about-cmis-item');
    await cards.first().waitFor();
    const feed = await page.evaluate(async () => {
      const response = await fetch('/api/content/feed?itemType=4&size=12');
      return (await response.json()) as { items: ContentItem[] };
    });
    expect(await cards.count()).toBe(feed.items.length);
    const withImage = feed.items.find((item) => item.newsType === 2 && item.fileUrl);
    if (withImage) {
      const card = cards.filter({ hasText: withImage.description });
      expect(await naturalWidth(card.getByTestId('content-image').locator('img'))).toBeGreaterThan(
        0,
      );
    }
    // Published dates read DD-MM-YYYY.
    expect(await cards.first().innerText()).toMatch(/\d{2}-\d{2}-\d{4}/);
    await screenshot(page, 'about-cmis-role2-mr');

    // The user menu's Help entry appears now that /help exists, and opens the read view.
    await page.getByTestId('user-menu').click();
    await page
      .locator('.ant-dropdown-menu')
      .getByRole('menuitem', { name: mr('Help') })
      .click();
    await page.waitForURL((url) => url.pathname === '/help');
    await page.getByTestId('help-item').first().waitFor();
    expect(await page.getByTestId('content-add').count()).toBe(0);
    await screenshot(page, 'help-read-role2-mr');

    // Role 2 may not open the manage screens.
    await page.goto('/aboutus');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

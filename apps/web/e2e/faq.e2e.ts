import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '@cmis/shared';
import { screenshot } from './support/browser';
import { rows } from './support/form';
import { mr, en } from './support/i18n';
import { pagePerTest } from './support/page';
import { ACCOUNTS, login } from './support/login';
import { simplePdf } from './support/png';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

const suffix = Math.random().toString(36).slice(2, 8);

/** The header of an MP4 (an ftyp box): what the server's byte sniffing recognises. */
function tinyMp4(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isommp41', 16, 'latin1');
  return box;
}

const toast = (p: Page, text: string) =>
  p.locator('.ant-message-success').getByText(text, { exact: true });

/** Opens the FAQ from the side menu, or from the user menu's help entries. */
async function openFaq(p: Page, label: string, from: 'side' | 'user' = 'side'): Promise<FaqItem[]> {
  const open = async () => {
    if (from === 'side') {
      await p.locator('.ant-layout-sider').getByRole('link', { name: label }).click();
      return;
    }
    await p.getByTestId('user-menu').click();
    await p.locator('.ant-dropdown-menu').getByRole('menuitem', { name: label }).click();
  };
  const [response] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === '/api/faq'),
    open(),
  ]);
  await p.waitForURL((url) => url.pathname === '/faq');
  return (await response.json()) as FaqItem[];
}

/** Replaces row `index`'s document through the modal and the shared upload widget. */
async function replaceDocument(
  p: Page,
  index: number,
  file: { kind: 'pdf' | 'video'; name: string; mimeType: string; buffer: Buffer },
): Promise<FaqItem> {
  await rows(p)
    .nth(index)
    .getByRole('button', { name: mr('Replace') })
    .click();
  const modal = p.locator('.ant-modal-content');
  await modal.getByText(mr('Replace document')).waitFor();
  await modal
    .getByText(mr(file.kind === 'video' ? 'Video' : 'PDF document'), { exact: true })
    .click();
  const [uploaded] = await Promise.all([
    p.waitForResponse((r) => new URL(r.url()).pathname === '/api/files'),
    modal
      .locator(`[data-testid="upload-field-${file.kind}"] input[type="file"]`)
      .setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer }),
  ]);
  expect(uploaded.status()).toBe(200);
  await modal.getByTestId('upload-preview').getByText(file.name).waitFor();
  await screenshot(p, `faq-replace-${file.kind}-mr`);
  const [saved] = await Promise.all([
    p.waitForResponse((r) => /^\/api\/faq\/\d+\/file$/.test(new URL(r.url()).pathname)),
    modal.getByRole('button', { name: mr('Save') }).click(),
  ]);
  expect(saved.status()).toBe(200);
  await toast(p, mr('FAQ document updated.')).waitFor();
  await modal.waitFor({ state: 'detached' });
  const { items } = (await saved.json()) as { items: FaqItem[] };
  return items[index]!;
}

describe('FAQ screen', () => {
  it('lists the five guidance items for a station user (from the user menu), each opening', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    const items = await openFaq(page, mr('FAQ'), 'user');
    expect(items).toHaveLength(5);
    await page.getByRole('heading', { name: mr('FAQ'), exact: true }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(5);
    for (const [index, item] of items.entries()) {
      const row = rows(page).nth(index);
      expect(await row.locator('td').first().textContent()).toBe(String(index + 1));
      await row.getByText(item.titleMr, { exact: true }).waitFor();
    }
    // A station user reads; only the super admin replaces.
    expect(await page.getByRole('button', { name: mr('Replace') }).count()).toBe(0);

    // Every document link opens in a new tab and answers with the PDF, session cookie sent.
    for (const index of items.keys()) {
      const link = rows(page)
        .nth(index)
        .getByRole('link', { name: mr('Open document') });
      expect(await link.getAttribute('target')).toBe('_blank');
      const href = await link.getAttribute('href');
      expect(href).toBe(items[index]!.fileUrl);
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await screenshot(page, 'faq-role2-mr');

    await switchLanguage(page, 'English');
    try {
      await page.getByRole('heading', { name: en('FAQ'), exact: true }).waitFor();
      for (const [index, item] of items.entries()) {
        await rows(page).nth(index).getByText(item.titleEn, { exact: true }).waitFor();
      }
      await page
        .getByRole('link', { name: en('Open document') })
        .first()
        .waitFor();
      await screenshot(page, 'faq-role2-en');
    } finally {
      await switchLanguage(page, 'मराठी');
    }
  });

  it('lets the super admin replace a document with a video and with a new PDF', async () => {
    await login(page, ACCOUNTS.superadmin);
    const items = await openFaq(page, mr('FAQ'));
    expect(items).toHaveLength(5);
    await expect.poll(() => rows(page).count()).toBe(5);
    const index = 1;
    const before = items[index]!;

    // A video: the row then plays it in a modal instead of linking to it.
    const video = await replaceDocument(page, index, {
      kind: 'video',
      name: `act-search-${suffix}.mp4`,
      mimeType: 'video/mp4',
      buffer: tinyMp4(),
    });
    expect(video.fileKind).toBe('video');
    expect(video.fileUrl).not.toBe(before.fileUrl);
    await rows(page)
      .nth(index)
      .getByRole('button', { name: mr('Play video') })
      .click();
    const player = page.getByTestId('faq-video');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe(video.fileUrl);
    const served = await page.request.get(video.fileUrl!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('video/mp4');
    await screenshot(page, 'faq-video-modal-mr');
    await page.locator('.ant-modal-close').click();
    await player.waitFor({ state: 'detached' });

    // Back to a PDF, generated here: the link now serves exactly these bytes.
    const pdf = simplePdf(`CMIS act and section guide ${suffix}`);
    await rows(page)
      .nth(index)
      .getByRole('button', { name: mr('Replace') })
      .click();
    const modal = page.locator('.ant-modal-content');
    // The modal offers the item's current kind first.
    await modal.locator('[data-testid="upload-field-video"]').waitFor();
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'detached' });
    const replaced = await replaceDocument(page, index, {
      kind: 'pdf',
      name: `act-search-guide-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    expect(replaced.fileKind).toBe('pdf');
    expect(replaced.fileName).toBe(`act-search-guide-${suffix}.pdf`);
    const link = rows(page)
      .nth(index)
      .getByRole('link', { name: mr('Open document') });
    await expect.poll(() => link.getAttribute('href')).toBe(replaced.fileUrl);
    const response = await page.request.get(replaced.fileUrl!);
    expect(response.status()).toBe(200);
    expect(Buffer.compare(await response.body(), pdf)).toBe(0);

    // Only the replaced item changed.
    const after = (await (await page.request.get('/api/faq')).json()) as FaqItem[];
    after.forEach((item, i) => {
      if (i !== index) expect(item.fileUrl).toBe(items[i]!.fileUrl);
    });
    await screenshot(page, 'faq-role8-mr');
  });
});

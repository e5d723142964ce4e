import type { Page } from 'playwright-core';
import type { SessionUser } from '@cmis/shared';

/** The session as the server sees it, asked from inside the page (same cookies). */
export async function currentUser(page: Page): Promise<SessionUser | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/me');
    return response.ok ? ((await response.json()) as SessionUser) : null;
  });
}

/** Clicks a language in the switch and waits until the server has saved it. */
export async function switchLanguage(page: Page, label: 'मराठी' | 'English' | 'हिंदी') {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/me/language') && response.request().method() === 'PUT',
  );
  await page.locator('.ant-segmented').getByText(label, { exact: true }).click();
  const response = await saved;
  if (!response.ok()) throw new Error(`Saving the language answered ${response.status()}`);
}

/**
 * The language is saved on the server per account and the specs share one server that
 * expect Marathi, so a spec that switches puts it back after each test, even when a step
 * failed (an afterEach, before the context closes).
 */
export async function restoreMarathi(page: Page): Promise<void> {
  await page
    .evaluate(() =>
      fetch('/api/auth/me/language', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ language: 'mr' }),
      }),
    )
    .catch(() => undefined);
}

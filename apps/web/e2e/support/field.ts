import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the field app's service worker (scope /field/) is installed and running. It
 * precaches the field app's files first, which can take longer than expect.poll's default
 * second on a busy machine.
 */
export async function fieldWorkerActivated(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/field/');
      return registration?.active?.state ?? null;
    });
  await expect.poll(state, { timeout: 20_000 }).toBe('activated');
}

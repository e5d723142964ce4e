import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Drawers, fields, selects, tables and toasts of the antd screens, as the specs reach them. */
export const drawer = (p: Page) => p.locator('.ant-drawer-content');
export const accusedDrawer = (p: Page) =>
  p.locator('.ant-drawer-content').filter({ has: p.getByTestId('wizard-steps') });
/** A drawer by the save button only it has (crime-save, arrest-save, preventive-save). */
export const drawerWith = (p: Page, testId: string) =>
  p.locator('.ant-drawer-content').filter({ has: p.getByTestId(testId) });
export const formItem = (p: Page, id: string) =>
  p.locator('.ant-form-item').filter({ has: p.locator(`#${id}`) });
export const fieldError = (p: Page, id: string) =>
  formItem(p, id).locator('.ant-form-item-explain-error').first();
export const toast = (p: Page, text: string) =>
  p.locator('.ant-message-notice').getByText(text, { exact: true });
/** An option of the open select's dropdown, by its whole text. */
export const option = (p: Page, name: string) =>
  p
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ has: p.getByText(name, { exact: true }) });
export const rows = (p: Page) => p.locator('.ant-table-tbody tr.ant-table-row');

/** The texts of one column (0 = the first) of the table rows on screen. */
export async function column(p: Page, index: number): Promise<string[]> {
  return rows(p).evaluateAll((trs, i) => trs.map((tr) => tr.children[i]?.textContent ?? ''), index);
}

/** Waits until each field (by its input's id) shows its message, in the order given. */
export async function fieldErrors(p: Page, messages: Record<string, string>) {
  for (const [id, text] of Object.entries(messages)) {
    await fieldError(p, id).getByText(text).waitFor();
  }
}

/** Opens the drawer's select with this test id and clicks the first option with the label. */
export async function chooseInDrawer(p: Page, testId: string, label: string) {
  await drawer(p).getByTestId(testId).click();
  await p
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
  // Text typed while the dropdown is still closing can go nowhere on a loaded machine.
  await p.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Fills a field and checks the text is there before the next step submits it. */
export async function fillChecked(field: Locator, text: string) {
  await field.fill(text);
  expect(await field.inputValue()).toBe(text);
}

/**
 * Picks an option of an antd select and waits for it to show as chosen (a click can land
 * while the dropdown re-renders on a loaded machine, so it is tried again).
 */
export async function pick(p: Page, select: Locator, text: string, search = true) {
  const chosen = select.locator('.ant-select-selection-item').filter({ hasText: text }).first();
  const attempts = (await select.getAttribute('class'))?.includes('ant-select-multiple') ? 1 : 3;
  for (let attempt = 0; attempt < attempts; attempt++) {
    await select.click();
    if (search) await select.locator('input').fill(text);
    try {
      // A dropdown that closes under the pointer (a re-render on a loaded machine) leaves the
      // option hidden: give up on this click early and open it again.
      await p
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: text })
        .first()
        .click({ timeout: 5000 });
      await chosen.waitFor({ timeout: 3000 });
      return;
    } catch {
      // Not chosen yet: open the dropdown and pick again.
    }
  }
  // Still not chosen: say which, rather than let a later step time out for no visible reason.
  await chosen.waitFor({ timeout: 1000 }).catch(() => {
    throw new Error(`"${text}" was not chosen in ${select.toString()}`);
  });
}

/** Types a date (DD-MM-YYYY) into an antd picker and confirms it. */
export async function typeDate(p: Page, id: string, text: string) {
  const input = p.locator(`#${id}`);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await p.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

/** The server's answer to an action of the page, with the JSON the page sent. */
export async function answerTo<T>(
  p: Page,
  method: string,
  path: RegExp,
  action: () => Promise<void>,
) {
  const [response] = await Promise.all([
    p.waitForResponse(
      (r) => r.request().method() === method && path.test(new URL(r.url()).pathname),
    ),
    action(),
  ]);
  return {
    status: response.status(),
    body: (await response.json()) as T,
    sent: response.request().postDataJSON() as unknown,
  };
}

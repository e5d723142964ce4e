import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@cmis/shared';
import { APP_ROUTES } from '../src/app/routes';
import { ACCOUNTS, login, type Account } from './support/login';
import { pagePerTest } from './support/page';

/**
 * Issue 18 §7, docs/architecture.md rule 13 (GIGW 3.0 / WCAG 2.1 AA): axe-core's A and AA
 * rules on every screen of every role, the public pages and the field app, in Marathi and
 * English, with no violation. Decision 0047.
 */
/**
 * axe's source, run with evaluate: the app's CSP (script-src 'self') blocks the inline script
 * tag that page.addScriptTag would add, and evaluate is not subject to it.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = ['mr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

let page: Page;
pagePerTest((p) => {
  page = p;
});

/** The language for the pages opened next: on the device and, when signed in, the account. */
async function useLanguage(p: Page, language: Language, signedIn: boolean) {
  await p.addInitScript((l) => localStorage.setItem('cmis.language', l), language);
  if (signedIn) {
    await p.evaluate(
      (l) =>
        fetch('/api/auth/me/language', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ language: l }),
        }),
      language,
    );
  }
}

/** Waits for the screen's content: no request under way, no spinner, fonts loaded. */
async function settle(p: Page) {
  await p.waitForLoadState('networkidle');
  await p
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await p.evaluate(() => document.fonts.ready.then(() => undefined));
  // antd's motion (fade-in of rows and tags) ends before colours are measured.
  await p.waitForTimeout(300);
}

/** axe's A/AA violations of the page, one line per rule: "screen rule: targets". */
async function violations(p: Page, screen: string): Promise<string[]> {
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(AXE);
  const result = await p.evaluate(
    (values) =>
      (
        window as unknown as {
          axe: { run: (c: Document, o: object) => Promise<AxeResult> };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] }),
    TAGS,
  );
  return result.violations.map(
    (v) =>
      `${screen} ${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 6)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function check(p: Page, path: string, screen: string, found: string[]) {
  await p.goto(path);
  await settle(p);
  found.push(...(await violations(p, screen)));
}

/** An accused record the account can open, for /criminal_view/:id. */
async function someAccusedId(p: Page): Promise<string | null> {
  return p.evaluate(async () => {
    const response = await fetch('/api/accused?page=0&size=1');
    if (!response.ok) return null;
    const body = (await response.json()) as { rows?: { id: string }[]; items?: { id: string }[] };
    const first = (body.rows ?? body.items ?? [])[0];
    return first ? String(first.id) : null;
  });
}

const ROLE_ACCOUNTS: [Role, Account][] = [
  ['8', ACCOUNTS.superadmin],
  ['4', ACCOUNTS.puneAdmin],
  ['2', ACCOUNTS.puneShivajinagar],
];

describe('accessibility: axe-core WCAG 2.1 A/AA (issue 18 §7)', () => {
  for (const language of LANGUAGES) {
    it(`public pages and the field app, ${language}`, async () => {
      const found: string[] = [];
      await useLanguage(page, language, false);
      await check(page, '/', `[${language}] landing /`, found);
      await check(page, '/login', `[${language}] /login`, found);
      await page.setViewportSize({ width: 390, height: 844 });
      await check(page, '/field', `[${language}] field login`, found);
      await page.getByTestId('field-phone').fill('9100000001');
      await page.getByTestId('field-password').fill('Cmis#Field1');
      await page.getByTestId('field-login').click();
      await page.locator('[data-testid^="field-accused-"]').first().waitFor();
      await settle(page);
      found.push(...(await violations(page, `[${language}] field list`)));
      expect(found, found.join('\n')).toEqual([]);
    }, 120_000);

    for (const [role, account] of ROLE_ACCOUNTS) {
      it(`every screen of role ${role}, ${language}`, async () => {
        const found: string[] = [];
        await login(page, account);
        await useLanguage(page, language, true);
        const id = await someAccusedId(page);
        const paths = APP_ROUTES.filter((route) => route.roles.includes(role)).map((route) =>
          route.path === '/criminal_view/:id' ? (id ? `/criminal_view/${id}` : null) : route.path,
        );
        for (const path of paths) {
          if (path) await check(page, path, `[role ${role}, ${language}] ${path}`, found);
        }
        expect(found, found.join('\n')).toEqual([]);
      }, 300_000);
    }
  }
});

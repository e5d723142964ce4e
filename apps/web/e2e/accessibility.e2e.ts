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

/** Counts the page's requests under way, to wait for a screen's data without a reload. */
function requestsUnderWay(p: Page): () => number {
  let open = 0;
  p.on('request', () => open++);
  p.on('requestfinished', () => open--);
  p.on('requestfailed', () => open--);
  return () => open;
}

/** Waits for the screen's content: no request for 250 ms, no spinner, fonts loaded. */
async function settle(p: Page, underWay: () => number) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 250) {
    if (underWay() > 0) quietSince = Date.now();
    await p.waitForTimeout(50);
  }
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

/**
 * Opens a screen of the signed-in app the way its menu does, without reloading the page (the
 * router follows history), so one run can visit every screen of a role in a few minutes.
 */
async function check(p: Page, underWay: () => number, path: string, screen: string) {
  await p.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await p.waitForURL((url) => url.pathname === path);
  await settle(p, underWay);
  return violations(p, screen);
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

type AuditedRole = Extract<Role, '8' | '4' | '2'>;
const ROLE_ACCOUNTS: [AuditedRole, Account][] = [
  ['8', ACCOUNTS.superadmin],
  ['4', ACCOUNTS.puneAdmin],
  ['2', ACCOUNTS.puneShivajinagar],
];

/**
 * Drawers with required fields, opened on their screen as an officer would: the kit's selects
 * and date inputs in required form items, and (the accused wizard) the field errors of an
 * empty Next.
 */
const DRAWERS: Record<AuditedRole, { path: string; open: (p: Page) => Promise<void> }[]> = {
  '8': [{ path: '/users', open: (p) => p.getByTestId('add-user').click() }],
  '4': [
    { path: '/users', open: (p) => p.getByTestId('add-user').click() },
    { path: '/AppUserLogin', open: (p) => p.getByTestId('add-app-user').click() },
  ],
  '2': [
    {
      path: '/ProfessionalForm',
      open: async (p) => {
        await p.getByTestId('add-accused').click();
        await p.getByTestId('find-name').fill('पवार');
        await p.getByTestId('find-search').click();
        await p.getByTestId('add-new-accused').click();
        await p.getByTestId('wizard-next').click();
        await p.locator('.ant-form-item-explain-error').first().waitFor();
      },
    },
  ],
};

/** Loads a page afresh (a public page, another app, or the first screen after sign-in). */
async function load(p: Page, underWay: () => number, path: string, screen: string) {
  await p.goto(path);
  await settle(p, underWay);
  return violations(p, screen);
}

describe('accessibility: axe-core WCAG 2.1 A/AA (issue 18 §7)', () => {
  for (const language of LANGUAGES) {
    it(`public pages and the field app, ${language}`, async () => {
      const underWay = requestsUnderWay(page);
      await useLanguage(page, language, false);
      const found = [
        ...(await load(page, underWay, '/', `[${language}] landing /`)),
        ...(await load(page, underWay, '/login', `[${language}] /login`)),
      ];
      await page.setViewportSize({ width: 390, height: 844 });
      found.push(...(await load(page, underWay, '/field', `[${language}] field login`)));
      await page.getByTestId('field-phone').fill('9100000001');
      await page.getByTestId('field-password').fill('Cmis#Field1');
      await page.getByTestId('field-login').click();
      await page.locator('[data-testid^="field-accused-"]').first().waitFor();
      await settle(page, underWay);
      found.push(...(await violations(page, `[${language}] field list`)));
      expect(found, found.join('\n')).toEqual([]);
    });

    for (const [role, account] of ROLE_ACCOUNTS) {
      it(`every screen of role ${role}, ${language}`, async () => {
        const underWay = requestsUnderWay(page);
        await login(page, account);
        await useLanguage(page, language, true);
        const id = await someAccusedId(page);
        const paths = APP_ROUTES.filter((route) => route.roles.includes(role)).flatMap((route) =>
          route.path !== '/criminal_view/:id' ? [route.path] : id ? [`/criminal_view/${id}`] : [],
        );
        const [first, ...rest] = paths;
        // The first screen loads the app in the chosen language; the rest open through its router.
        const found = await load(page, underWay, first!, `[role ${role}, ${language}] ${first}`);
        for (const path of rest) {
          found.push(...(await check(page, underWay, path, `[role ${role}, ${language}] ${path}`)));
        }
        for (const drawer of DRAWERS[role]) {
          const screen = `[role ${role}, ${language}] ${drawer.path} drawer`;
          await check(page, underWay, drawer.path, screen);
          await drawer.open(page);
          await page.locator('.ant-drawer-open').waitFor();
          await settle(page, underWay);
          found.push(...(await violations(page, screen)));
        }
        expect(found, found.join('\n')).toEqual([]);
      }, 180_000);
    }
  }
});

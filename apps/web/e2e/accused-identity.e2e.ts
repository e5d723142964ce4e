import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACCUSED_MESSAGES,
  DUPLICATE_MESSAGES,
  type AccusedDetail,
  type AccusedListItem,
  type ApiErrorBody,
  type DuplicateCandidate,
  type NameMatch,
} from '@cmis/shared';
import { screenshot } from './support/browser';
import { accusedDrawer, answerTo, drawerWith, pick, toast, typeDate } from './support/form';
import { tr, mr, en } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { getJson } from './support/report';
import { switchLanguage } from './support/session';

/**
 * Issue 16 §1-§3: a person is found whatever the spelling or script, and the officer is
 * warned at entry when he is already recorded. Uses the demo records of
 * apps/server/src/db/seed/demo-identity.ts.
 */

type Language = 'mr' | 'en';

let page: Page;
pagePerTest((p) => (page = p));

/** The tag a row carries for one word of the search (match-tags.tsx). */
const MATCH_KEYS: Record<NameMatch['level'], string> = {
  exact: 'Exact: {{term}}',
  prefix: 'Starts with: {{term}}',
  transliterated: 'Other script / spelling: {{term}}',
  phonetic: 'Sounds alike: {{term}}',
  fuzzy: 'Close spelling: {{term}}',
};
const matchTag = (language: Language, match: NameMatch) =>
  tr(language, MATCH_KEYS[match.level], { term: match.term });

/** Master names as each language shows them (apps/server/src/db/seed/master-data.ts). */
const MASTERS = {
  mr: {
    heading: 'घरफोडी',
    religion: 'हिंदू',
    station: 'शिवाजीनगर',
    title: 'दिवसा घरफोडी',
    status: 'तपासावर',
    act: 'भारतीय दंड विधान',
  },
  en: {
    heading: 'House-breaking',
    religion: 'Hindu',
    station: 'Shivajinagar',
    title: 'Daytime house-breaking',
    status: 'Under investigation',
    act: 'Indian Penal Code',
  },
} as const;

const GANESH = { name: 'Ganesh Maruti Shinde', mobile: '9822011223', age: '34' };

/** The ids of the station's records with exactly this name (the list searches by name). */
async function idsNamed(p: Page, name: string): Promise<number[]> {
  const query = new URLSearchParams({ tab: 'entered', search: name, page: '0', size: '50' });
  const list = await getJson<{ items: AccusedListItem[] }>(p, `/api/accused?${query.toString()}`);
  return list.items.filter((item) => item.name === name).map((item) => item.id);
}

async function searchList(p: Page, text: string) {
  const [response] = await Promise.all([
    p.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/accused' &&
        new URL(r.url()).searchParams.get('search') === text,
    ),
    (async () => {
      await p.getByTestId('accused-search').fill(text);
      await p.getByTestId('accused-search').press('Enter');
    })(),
  ]);
  return ((await response.json()) as { items: AccusedListItem[] }).items;
}

const listRow = (p: Page, id: number) =>
  p.locator('tr.ant-table-row').filter({ has: p.getByTestId(`view-${id}`) });

async function openNewAccused(p: Page) {
  await p.getByTestId('add-accused').click();
  await accusedDrawer(p).getByTestId('find-accused').waitFor();
  await p.getByTestId('add-new-accused').click();
}

/** Step 1 as a second entry of Ganesh Maruti Shinde, with his mobile number. */
async function fillGanesh(p: Page, language: Language) {
  const names = MASTERS[language];
  const drawer = accusedDrawer(p);
  await pick(p, p.getByTestId('basic-heading'), names.heading);
  await p.locator('#accused-basic_name').click();
  await drawer.getByText(tr(language, 'No'), { exact: true }).first().click();
  await p.locator('#accused-basic_name').fill(GANESH.name);
  await p.locator('#accused-basic_age').fill(GANESH.age);
  await p.locator('#accused-basic_mobile').fill(GANESH.mobile);
  await pick(p, p.getByTestId('basic-religion'), names.religion);
  await pick(p, p.getByTestId('basic-station'), names.station);
  await p.locator('#accused-basic_address').fill('12, Patil Chawl, Shivajinagar');
  // Next is pressed only once no dropdown is left open over the form.
  await expect.poll(() => p.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/**
 * Next on step 1 and the duplicate check it asks; a form error instead fails at once with
 * its text, where waiting for a request that will never come said nothing.
 */
async function leaveStepOne(p: Page) {
  const refused = p
    .locator('.ant-form-item-explain-error')
    .first()
    .waitFor()
    .then(async () => {
      throw new Error(
        `step 1 refused: ${(await p.locator('.ant-form-item-explain-error').allInnerTexts()).join('; ')}`,
      );
    });
  return Promise.race([
    answerTo<DuplicateCandidate[]>(p, 'POST', /^\/api\/accused\/duplicates\/check$/, () =>
      p.getByTestId('wizard-next').click(),
    ),
    refused,
  ]);
}

/** Step 2: one crime under investigation, kept in memory until Done. */
async function addCrime(p: Page, language: Language) {
  const names = MASTERS[language];
  await p.getByTestId('add-crime').click();
  const crime = drawerWith(p, 'crime-save');
  await p.locator('#crime_registerNumber').fill(String(Date.now()).slice(-6));
  await pick(p, p.getByTestId('crime-register-year'), '2025');
  await typeDate(p, 'crime_registeredOn', '02-01-2025');
  await pick(p, p.getByTestId('crime-title'), names.title);
  await pick(p, p.getByTestId('crime-status'), names.status, false);
  await pick(p, p.getByTestId('crime-act'), names.act);
  await pick(p, p.getByTestId('crime-section'), '379');
  await p.getByTestId('crime-save').click();
  await crime.waitFor({ state: 'detached' });
}

describe('name search by sound and script (issue 16 §1)', () => {
  it('finds the Jadhav records by the one-word variant "Jadav", and says why', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/ProfessionalForm');
    const [marathiSachin] = await idsNamed(page, 'सचिन रमेश जाधव');
    if (!marathiSachin) throw new Error('the demo data needs सचिन रमेश जाधव at Shivajinagar');

    const items = await searchList(page, 'Jadav');
    // Every row matched the word by another spelling, not literally.
    expect(items.length).toBeGreaterThanOrEqual(3);
    const jadhav = items.filter((item) => /जाधव|jadhav/i.test(`${item.name} ${item.nameEn}`));
    expect(jadhav.length).toBeGreaterThanOrEqual(3);
    const found = items.find((item) => item.id === marathiSachin);
    expect(found?.match?.[0]).toMatchObject({ term: 'जाधव' });
    expect(found?.match?.[0]?.level).not.toBe('exact');

    const row = listRow(page, marathiSachin);
    await row.getByText('सचिन रमेश जाधव', { exact: true }).waitFor();
    await row
      .getByTestId('match-tags')
      .getByText(matchTag('mr', found!.match![0]!), { exact: true })
      .waitFor();
    // Each row on screen says why it matched.
    await expect
      .poll(() => page.locator('tr.ant-table-row').getByTestId('match-tags').count())
      .toBe(Math.min(items.length, 10));
    await screenshot(page, 'identity-list-match-tags-mr');
  });

  it('finds a record typed in one script by a search in the other', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/ProfessionalForm');
    const [marathiOnly] = await idsNamed(page, 'सचिन रमेश जाधव');
    const [latinOnly] = await idsNamed(page, 'SACHIN JADHAV');
    if (!marathiOnly || !latinOnly) throw new Error('the demo data needs both Sachin Jadhav');

    // "Sachin" in Latin letters finds the record typed in Devanagari only.
    const items = await searchList(page, 'Sachin');
    const marathi = items.find((item) => item.id === marathiOnly);
    expect(marathi?.nameEn).toBe('');
    expect(marathi?.match?.[0]).toMatchObject({ level: 'transliterated', term: 'सचिन' });
    await listRow(page, marathiOnly)
      .getByText(matchTag('mr', marathi!.match![0]!), { exact: true })
      .waitFor();

    // Step 1's find: "सचीन" (another spelling, in Devanagari) finds the record in capitals.
    await page.getByTestId('add-accused').click();
    await page.getByTestId('find-name').fill('सचीन');
    const find = await answerTo<(AccusedListItem & { match: NameMatch[] })[]>(
      page,
      'GET',
      /^\/api\/accused\/find$/,
      () => page.getByTestId('find-search').click(),
    );
    const latin = find.body.find((item) => item.id === latinOnly);
    expect(latin?.match?.[0]?.level).toBe('transliterated');
    const results = page.getByTestId('find-results');
    const row = results.locator('tr').filter({ hasText: 'SACHIN JADHAV' });
    await row.getByText(matchTag('mr', latin!.match[0]!), { exact: true }).waitFor();
    await screenshot(page, 'identity-find-cross-script-mr');
  });
});

describe('the duplicate warning at entry (issue 16 §3)', () => {
  it('holds a second Ganesh Maruti Shinde until "different person" and a reason (Marathi)', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/ProfessionalForm');
    const ganesh = [
      ...(await idsNamed(page, 'गणेश मारुती शिंदे')),
      ...(await idsNamed(page, 'Ganesh Maruti Shinde')),
    ];
    expect(ganesh.length).toBeGreaterThanOrEqual(2);
    await openNewAccused(page);
    await fillGanesh(page, 'mr');

    const checked = await leaveStepOne(page);
    expect(checked.status).toBe(200);
    const blocking = checked.body.filter((c) => c.requiresConfirmation).map((c) => c.id);
    expect(blocking).toEqual(expect.arrayContaining(ganesh.slice(0, 2)));
    const panel = page.getByTestId('duplicate-panel');
    await panel.getByText(mr(DUPLICATE_MESSAGES.possibleDuplicate)).waitFor();
    for (const id of blocking) {
      const card = panel.getByTestId(`candidate-${id}`);
      await card.getByTestId('reason-tags').getByText(mr('Same mobile number')).waitFor();
      await card.getByTestId(`view-record-${id}`).waitFor();
    }
    await screenshot(page, 'identity-duplicate-panel-mr');

    // Next is held until every record is answered for, then until the reason is given.
    await page.getByTestId('wizard-next').click();
    await panel.getByRole('alert').getByText(mr(DUPLICATE_MESSAGES.confirmEvery)).waitFor();
    expect(await page.getByTestId('add-crime').isVisible()).toBe(false);
    await page.getByTestId('none-of-these').click();
    await page.getByTestId('wizard-next').click();
    await panel.getByRole('alert').getByText(mr(DUPLICATE_MESSAGES.reasonRequired)).waitFor();
    expect(await page.getByTestId('add-crime').isVisible()).toBe(false);
    const reason = 'वडिलांचे नाव व गाव वेगळे; फोटोवरून खात्री केली';
    await page.getByTestId('distinct-reason').fill(reason);
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('add-crime').waitFor();

    await addCrime(page, 'mr');
    await page.getByTestId('wizard-next').click();
    const created = await answerTo<AccusedDetail>(page, 'POST', /^\/api\/accused$/, () =>
      page.getByTestId('wizard-done').click(),
    );
    expect(created.status).toBe(200);
    expect((created.sent as { distinctFrom?: unknown }).distinctFrom).toEqual({
      ids: blocking,
      reason,
    });
    await toast(page, mr(ACCUSED_MESSAGES.saved)).waitFor();
    await accusedDrawer(page).waitFor({ state: 'hidden' });
  });

  it('in English: a save the server refuses shows the records found, then goes through', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/ProfessionalForm');
    await switchLanguage(page, 'English');
    // As if the check at Next had failed (the officer is not stopped then): the server's own
    // check at Done must bring the records back.
    await page.route('**/api/accused/duplicates/check', (route) => route.fulfill({ json: [] }));
    await openNewAccused(page);
    await fillGanesh(page, 'en');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('add-crime').waitFor();
    await addCrime(page, 'en');
    await page.getByTestId('wizard-next').click();
    const refused = await answerTo<ApiErrorBody>(page, 'POST', /^\/api\/accused$/, () =>
      page.getByTestId('wizard-done').click(),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('POSSIBLE_DUPLICATE');
    const candidates = (refused.body.error.candidates ?? []) as DuplicateCandidate[];
    const blocking = candidates.filter((c) => c.requiresConfirmation).map((c) => c.id);
    expect(blocking.length).toBeGreaterThanOrEqual(2);
    await toast(page, en(DUPLICATE_MESSAGES.possibleDuplicate)).waitFor();
    const panel = page.getByTestId('duplicate-panel');
    await panel
      .getByText(en('Likely the same person ({{count}})', { count: String(blocking.length) }))
      .waitFor();
    await screenshot(page, 'identity-duplicate-panel-en');
    await page.unroute('**/api/accused/duplicates/check');

    // Each record called a different person, one by one, and the reason.
    for (const id of blocking) await page.getByTestId(`different-person-${id}`).click();
    await page.getByTestId('distinct-reason').fill('Different father and village; photo checked');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('add-crime').waitFor();
    await page.getByTestId('wizard-next').click();
    const created = await answerTo<AccusedDetail>(page, 'POST', /^\/api\/accused$/, () =>
      page.getByTestId('wizard-done').click(),
    );
    expect(created.status).toBe(200);
    expect((created.sent as { distinctFrom?: { ids: number[] } }).distinctFrom?.ids).toEqual(
      blocking,
    );
    await toast(page, en(ACCUSED_MESSAGES.saved)).waitFor();
  });

  it('adds the crime to the record found instead, when the station entered it', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    await page.goto('/ProfessionalForm');
    const [first] = await idsNamed(page, 'गणेश मारुती शिंदे');
    if (!first) throw new Error('the demo data needs गणेश मारुती शिंदे at Shivajinagar');
    await openNewAccused(page);
    await fillGanesh(page, 'mr');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId(`add-crime-to-${first}`).click();

    // The record opens in the edit drawer at step 2 with a new crime's drawer.
    const drawer = accusedDrawer(page);
    await drawer.getByText(mr('Update accused: {{name}}', { name: 'गणेश मारुती शिंदे' })).waitFor();
    const crime = drawerWith(page, 'crime-save');
    await crime.getByText(mr('Add crime'), { exact: true }).waitFor();
    await page.getByTestId('crimes-table').waitFor();
    await screenshot(page, 'identity-add-crime-to-found-mr');
    // Nothing is saved: the demo record keeps its one crime for the other specs.
    await crime.getByRole('button', { name: mr('Cancel') }).click();
    await crime.waitFor({ state: 'detached' });
    await drawer.getByRole('button', { name: mr('Cancel') }).click();
    await drawer.waitFor({ state: 'hidden' });
    const stored = await getJson<AccusedDetail>(page, `/api/accused/${first}`);
    expect(stored.crimeCount).toBe(1);
  });

  it('says which station entered a record found that the officer cannot change', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await page.goto('/ProfessionalForm');
    await openNewAccused(page);
    await fillGanesh(page, 'mr');
    const checked = await leaveStepOne(page);
    const other = checked.body[0];
    if (!other) throw new Error('Kothrud should be warned of the Shivajinagar records');
    const note = page.getByTestId(`not-ours-${other.id}`);
    await note.getByText('शिवाजीनगर', { exact: false }).waitFor();
    expect(await page.getByTestId(`add-crime-to-${other.id}`).count()).toBe(0);
    // The officer still cannot go on without answering for a record that blocks.
    if (checked.body.some((c) => c.requiresConfirmation)) {
      await page.getByTestId('wizard-next').click();
      await page
        .getByTestId('duplicate-panel')
        .getByRole('alert')
        .getByText(mr(DUPLICATE_MESSAGES.confirmEvery))
        .waitFor();
      expect(await page.getByTestId('add-crime').isVisible()).toBe(false);
    }
  });
});

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccusedListItem, AccusedNetwork } from '@cmis/shared';
import { screenshot } from './support/browser';
import { en, mr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { getJson } from './support/report';
import { restoreMarathi, switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));
afterEach(() => restoreMarathi(page));

/** The demo gang's centre (db/seed/demo-network.ts), found as the station user finds him. */
async function ajayId(): Promise<number> {
  const list = await getJson<{ items: AccusedListItem[] }>(
    page,
    `/api/accused?search=${encodeURIComponent('Ajay Gawali')}&page=0&size=10`,
  );
  const ajay = list.items.find((i) => i.nameEn === 'Ajay alias Don Balu Gawali');
  if (!ajay) throw new Error('the demo gang is not in the demo data');
  return ajay.id;
}

describe('the accomplice network on the profile (issue 20 §5)', () => {
  it('draws the demo gang for the demo station, lists it, counts the one outside, in Marathi and English', async () => {
    await login(page, ACCOUNTS.puneShivajinagar);
    const id = await ajayId();
    const api = await getJson<AccusedNetwork>(page, `/api/accused/${id}/network`);
    expect(api.outside.hop1).toBe(1);

    await page.goto(`/criminal_view/${id}#network`);
    const list = page.getByTestId('network-list');
    await list.getByRole('link', { name: 'विकास मारुती कांबळे' }).waitFor();
    await list.getByRole('link', { name: 'कुणाल नामदेव धोत्रे' }).waitFor();
    await list.getByRole('cell', { name: 'पप्या उर्फ प्रकाश', exact: true }).waitFor();
    // Raju was entered by Kothrud: counted, never named.
    expect(await page.getByText('राजू दत्ता लोखंडे').count()).toBe(0);
    await page.getByText(mr('{{count}} more outside your area', { count: '1' })).waitFor();
    // The profile's tab bar leads to the section.
    await page.locator('.ant-anchor').getByText(mr('Network'), { exact: true }).waitFor();
    const canvas = page.getByTestId('network-graph').locator('canvas');
    await canvas.first().waitFor();
    expect(await canvas.count()).toBeGreaterThan(0);
    await screenshot(page, 'network-mr');

    await switchLanguage(page, 'English');
    await list.getByRole('link', { name: 'Vikas Maruti Kamble' }).waitFor();
    await page.getByText(en('{{count}} more outside your area', { count: '1' })).waitFor();
    await list.getByText(en('Co-accused of co-accused'), { exact: true }).waitFor();
    await page.getByTestId('network-graph').locator('canvas').first().waitFor();

    // A person in the list opens his own profile.
    await list.getByRole('link', { name: 'Vikas Maruti Kamble' }).click();
    await page.waitForURL(
      (url) => /\/criminal_view\/\d+/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    await page
      .getByTestId('network-list')
      .getByRole('link', { name: 'Ajay alias Don Balu Gawali' })
      .waitFor();
  });
});

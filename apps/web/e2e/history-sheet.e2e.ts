import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast } from './support/form';
import { mr } from './support/i18n';
import { ACCOUNTS, login } from './support/login';
import { pagePerTest } from './support/page';
import { readPdf } from './support/report';
import { switchLanguage } from './support/session';

let page: Page;
pagePerTest((p) => (page = p));

/** Tests share one database and may run again: each record made here has a new number. */
const run = Date.now() % 100_000;
const year = new Date().getFullYear() - 1;

/** A call made from inside the page, with its cookies, as the app makes it. */
async function api<T>(p: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  const answer = await p.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { path, method, body },
  );
  if (answer.status !== 200) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return answer.json as T;
}

/** An accused at Kothrud with one street robbery under IPC 379, made through the API. */
async function createAccused(p: Page, name: string, nameEn: string): Promise<number> {
  const acts = await api<{ id: number; code: string }[]>(p, '/api/masters/acts');
  const ipc = acts.find((a) => a.code === 'IPC')!;
  const sections = await api<{ id: number; code: string }[]>(
    p,
    `/api/masters/acts/${ipc.id}/sections`,
  );
  const theft = sections.find((s) => s.code === '379')!;
  const stations = await api<{ id: number; nameEn: string }[]>(p, '/api/masters/cities/1/stations');
  const kothrud = stations.find((s) => s.nameEn === 'Kothrud')!;
  const created = await api<{ id: number }>(p, '/api/accused', 'POST', {
    basic: {
      crimeTypeIds: [3],
      historySheeter: 1,
      historyDate: `${year}-01-10`,
      name,
      nameEn,
      age: 34,
      stateId: 1,
      cityId: 1,
      stationId: kothrud.id,
      religionId: 1,
      caste: '',
      address: `गल्ली ${run}, कोथरूड`,
      patrollingNeeded: true,
      currentCondition: 'wanted',
      photoIds: [],
    },
    crimes: [
      {
        stateId: 1,
        cityId: 1,
        stationId: kothrud.id,
        registerNumber: String(run),
        registerYear: year,
        registeredOn: `${year}-03-05`,
        crimeTitleId: 9,
        statusId: 1,
        sections: [{ actId: ipc.id, sectionId: theft.id }],
        members: [],
      },
    ],
  });
  return created.id;
}

async function downloadSheet(p: Page, id: number) {
  await p.goto(`/criminal_view/${id}`);
  const button = p.getByTestId('history-sheet-pdf');
  await button.waitFor();
  const [download] = await Promise.all([p.waitForEvent('download'), button.click()]);
  return readPdf(download);
}

describe('history sheet PDF from the profile (issue 20 §4)', () => {
  it('downloads the sheet in Marathi with one click, the text as typed', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    const name = `श्रीकांत क्षीरसागर ${run}`;
    const id = await createAccused(page, name, `Shrikant Kshirsagar ${run}`);
    const pdf = await downloadSheet(page, id);
    expect(pdf.fileName).toBe(`हिस्ट्रीशीट ${name}.pdf`);
    for (const words of ['हिस्ट्रीशीट', name, 'रस्त्यावरील जबरी चोरी', 'पाहिजे आरोपी', 'पान 1 /']) {
      expect(pdf.text, words).toContain(words);
    }
    await toast(page, mr('The file is downloading')).waitFor();
  });

  it('downloads it in English when the screen is in English', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    await switchLanguage(page, 'English');
    const nameEn = `Sunil Mhatre ${run}`;
    const id = await createAccused(page, `सुनील म्हात्रे ${run}`, nameEn);
    const pdf = await downloadSheet(page, id);
    expect(pdf.fileName).toBe(`History sheet ${nameEn}.pdf`);
    for (const words of ['History sheet', nameEn, 'Street robbery', 'Wanted', 'Page 1 of']) {
      expect(pdf.text, words).toContain(words);
    }
    expect(pdf.text).not.toContain('हिस्ट्रीशीट');
  });

  it('shows the server’s refusal as a message, not a broken download', async () => {
    await login(page, ACCOUNTS.puneKothrud);
    const id = await createAccused(page, `अनिल घोरपडे ${run}`, `Anil Ghorpade ${run}`);
    await page.goto(`/criminal_view/${id}`);
    await page.getByTestId('history-sheet-pdf').waitFor();
    // The record goes out of reach between opening the profile and the click.
    await page.route('**/history-sheet.pdf*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'x' },
        }),
      }),
    );
    await page.getByTestId('history-sheet-pdf').click();
    await page.locator('.ant-message-error').waitFor();
  });
});

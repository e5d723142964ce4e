import { REPORT_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../../test/accused-factory.js';
import { pdfText } from '../../test/pdf-text.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAll, REPORT_READERS } from '../../test/login.js';
import { insertAppUser, placeOf } from '../../test/test-data.repo.js';
import { readSheet } from '../../test/xlsx.js';

/**
 * Pins every definition of docs/reports.md on a hand-made data set: one accused each at
 * Pune Kothrud, Pune Shivajinagar and Nagpur Sitabuldi, with arrests and preventive actions
 * on the first and last day of the range and one day either side of it.
 */
let t: TestApp;
let cookies: Record<string, string> = {};
const Y = new Date().getFullYear() - 1;
const MARCH = `startDate=${Y}-03-01&endDate=${Y}-03-31`;
const JUNE = `startDate=${Y}-06-15`;
const JUNE_RANGE = `startDate=${Y}-06-01&endDate=${Y}-06-30`;

const get = (url: string, who?: string) => inject(t.app, 'GET', url, who && cookies[who]);
const post = (url: string, who: string, payload: object) =>
  inject(t.app, 'POST', url, cookies[who], payload);

async function accusedWithCrime(who: string, name: string) {
  const place = await placeOf(t.deps.db, who);
  const id = await createTestAccused(t.app, cookies[who] ?? '', { name, ...place });
  const detail = (await get(`/api/accused/${id}`, who)).json<{ crimes: { id: number }[] }>();
  const crimeId = detail.crimes[0]?.id;
  if (!crimeId) throw new Error('no crime');
  return { id, crimeId };
}

async function arrest(who: string, crimeId: number, at: string, aadhaar = '') {
  const court = new Date(new Date(at).getTime() + 36 * 3600_000).toISOString();
  const res = await post(`/api/crimes/${crimeId}/arrests`, who, {
    currentStatusId: 1,
    arrestedAt: at,
    courtAt: court,
    fingerprint: '1',
    aadhaar,
    dateOfBirth: '1990-01-15',
  });
  if (res.statusCode !== 200) throw new Error(`arrest: ${res.body}`);
}

async function preventive(
  who: string,
  accusedId: number,
  d: { from: string; to: string; bond: string },
) {
  const res = await post(`/api/accused/${accusedId}/preventive-actions`, who, {
    actionTypeId: 1,
    chapterCase: '7',
    chapterYear: Y,
    bondDate: d.bond,
    dateFrom: d.from,
    dateTo: d.to,
  });
  if (res.statusCode !== 200) throw new Error(`preventive: ${res.body}`);
}

beforeAll(async () => {
  t = await buildTestApp();
  cookies = await loginAll(t.app, REPORT_READERS);
  const k = await accusedWithCrime('pune.kothrud', 'कोथरूड आरोपी');
  const s = await accusedWithCrime('pune.shivajinagar', 'शिवाजीनगर आरोपी');
  const n = await accusedWithCrime('nagpur.sitabuldi', 'सीताबर्डी आरोपी');

  // Arrests: first minute of the first day, last minutes of the last day, and one either side.
  await arrest('pune.kothrud', k.crimeId, `${Y}-03-01T00:10:00+05:30`, '234567890123');
  await arrest('pune.kothrud', k.crimeId, `${Y}-03-31T23:50:00+05:30`);
  await arrest('pune.kothrud', k.crimeId, `${Y}-02-28T23:50:00+05:30`);
  await arrest('pune.kothrud', k.crimeId, `${Y}-04-01T00:05:00+05:30`);
  await arrest('pune.shivajinagar', s.crimeId, `${Y}-03-15T10:00:00+05:30`);
  await arrest('nagpur.sitabuldi', n.crimeId, `${Y}-03-15T10:00:00+05:30`);

  // Preventive actions around 15 June (ongoing/completed) and June (new/bond).
  const actions: [string, number, string, string, string][] = [
    // who, accused, from, to, bond (month-day of year Y)
    ['pune.kothrud', k.id, '06-15', '06-15', '06-01'],
    ['pune.kothrud', k.id, '01-01', '06-14', '05-31'],
    ['pune.kothrud', k.id, '06-30', '12-31', '06-30'],
    ['pune.kothrud', k.id, '07-01', '12-31', '07-01'],
    ['pune.shivajinagar', s.id, '06-01', '06-30', '06-10'],
    ['nagpur.sitabuldi', n.id, '06-01', '06-30', '06-10'],
  ];
  for (const [who, id, from, to, bond] of actions) {
    await preventive(who, id, { from: `${Y}-${from}`, to: `${Y}-${to}`, bond: `${Y}-${bond}` });
  }
});
afterAll(() => t.close());

describe('access (spec 3 §6)', () => {
  it('asks for a session and keeps the state report to role 8', async () => {
    expect((await get(`/api/reports/arrests?${MARCH}`)).statusCode).toBe(401);
    expect((await get(`/api/reports/preventive?mode=new&${JUNE_RANGE}`)).statusCode).toBe(401);
    expect((await get('/api/reports/app-users')).statusCode).toBe(401);
    expect((await get('/api/reports/app-users', 'pune.admin')).statusCode).toBe(403);
    expect((await get('/api/reports/app-users.xlsx', 'pune.kothrud')).statusCode).toBe(403);
  });

  it('gives preventive statistics to the unit admin only', async () => {
    const url = `/api/reports/preventive/statistics?mode=ongoing&${JUNE}`;
    expect((await get(url, 'pune.kothrud')).statusCode).toBe(403);
    expect((await get(url, 'superadmin')).statusCode).toBe(403);
    expect((await get(url, 'pune.admin')).statusCode).toBe(200);
  });
});

describe('bad dates answer 400 with a clear message', () => {
  const cases: [string, string, string][] = [
    ['', 'startDate', REPORT_MESSAGES.startRequired],
    [`startDate=01-03-${Y}`, 'startDate', REPORT_MESSAGES.dateFormat],
    [`startDate=${Y}-02-30`, 'startDate', REPORT_MESSAGES.dateInvalid],
    [`startDate=${Y}-03-01&endDate=${Y}-13-01`, 'endDate', REPORT_MESSAGES.dateInvalid],
    [`startDate=${Y}-03-31&endDate=${Y}-03-01`, 'endDate', REPORT_MESSAGES.dateOrder],
  ];
  for (const [query, field, message] of cases) {
    it(`'${query}' → ${field}: ${message}`, async () => {
      for (const url of [
        `/api/reports/arrests?${query}`,
        `/api/reports/arrests.xlsx?${query}`,
        `/api/reports/preventive?mode=new&${query}`,
        `/api/reports/preventive.xlsx?mode=new&${query}`,
      ]) {
        const res = await get(url, 'pune.admin');
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.fields[field], url).toBe(message);
      }
    });
  }

  it("refuses an unknown preventive mode with 'Please select a value'", async () => {
    const res = await get(`/api/reports/preventive?mode=later&${JUNE}`, 'pune.admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.mode).toBe(REPORT_MESSAGES.selectValue);
  });
});

describe('arrest register (spec 3 §2.4)', () => {
  const total = async (who: string, q = MARCH) =>
    (await get(`/api/reports/arrests?${q}`, who)).json<{ total: number }>().total;

  it('counts arrests on the first and last Indian day of the range, not one day outside', async () => {
    const res = await get(`/api/reports/arrests?${MARCH}`, 'pune.kothrud');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((i: { arrestedAt: string }) => i.arrestedAt)).toEqual([
      new Date(`${Y}-03-01T00:10:00+05:30`).toISOString(),
      new Date(`${Y}-03-31T23:50:00+05:30`).toISOString(),
    ]);
    expect(body.items[0]).toMatchObject({
      name: 'कोथरूड आरोपी',
      dateOfBirth: '1990-01-15',
      aadhaarMasked: 'XXXX XXXX 0123',
    });
    expect(body.items[1].aadhaarMasked).toBeNull();
    expect(res.body).not.toContain('234567890123');
    expect(await total('pune.kothrud', `startDate=${Y}-03-01`)).toBe(1);
  });

  it('answers within the scope: station, unit, state', async () => {
    expect(await total('pune.shivajinagar')).toBe(1);
    expect(await total('pune.admin')).toBe(3);
    expect(await total('nagpur.admin')).toBe(1);
    expect(await total('superadmin')).toBe(4);
  });

  it('pages at the requested size', async () => {
    const res = await get(`/api/reports/arrests?${MARCH}&page=1&size=2`, 'pune.admin');
    expect(res.json().total).toBe(3);
    expect(res.json().items).toHaveLength(1);
  });

  it('prints the same rows as its workbook in an A4 PDF named by its dates (issue 17 §8)', async () => {
    const res = await get(`/api/reports/arrests.pdf?${MARCH}`, 'pune.admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? ''),
    ).toBe(`अटक रजिस्टर 01-03-${Y} to 31-03-${Y}.pdf`);
    const text = pdfText(res.rawPayload);
    for (const words of ['अटक रजिस्टर', 'अ. क्र.', 'अटक दिनांक व वेळ', 'आधार क्रमांक', 'पान 1 / 1']) {
      expect(text).toContain(words);
    }
    const list = (await get(`/api/reports/arrests?${MARCH}&size=100`, 'pune.admin')).json<{
      items: { name: string }[];
    }>();
    expect(list.items).toHaveLength(3);
    for (const item of list.items) expect(text).toContain(item.name);
    expect(text).toContain('XXXX XXXX 0123');
    // The same permission and query rules as the screen and the Excel file.
    expect(
      (await get(`/api/reports/arrests.pdf?startDate=01-03-${Y}`, 'pune.admin')).statusCode,
    ).toBe(400);
    expect((await get(`/api/reports/arrests.pdf?${MARCH}`)).statusCode).toBe(401);
  });

  it('exports the spec 3 §9 workbook: sheet Report, A1–A3, table from row 4, footer', async () => {
    const res = await get(`/api/reports/arrests.xlsx?${MARCH}`, 'pune.kothrud');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[_ ]+_\d{2}[A-Z]{3}\d{4}\.xlsx"; filename\*=UTF-8''%E0/,
    );
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? ''),
    ).toMatch(/^अटक रजिस्टर_\d{2}[A-Z]{3}\d{4}\.xlsx$/);
    const sheet = await readSheet(res);
    const text = (row: number, col = 1) => sheet.getRow(row).getCell(col).text;
    expect(text(1)).toBe('अटक रजिस्टर');
    expect(text(2)).toContain(`01-03-${Y} ते 31-03-${Y}`);
    expect(text(3)).toContain('pune.kothrud');
    expect(text(4, 1)).toBe('अ. क्र.');
    expect(text(4, 2)).toBe('नाव');
    expect([text(5, 1), text(5, 2), text(5, 3), text(5, 6)]).toEqual([
      '1',
      'कोथरूड आरोपी',
      `01-03-${Y} 00:10`,
      'XXXX XXXX 0123',
    ]);
    expect(text(6, 3)).toBe(`31-03-${Y} 23:50`);
    expect(text(7)).toBe('');
    expect(text(8)).toMatch(
      /^Generated At \d{2}-\d{2}-\d{4} \d{2}:\d{2} From Criminal Monitoring Intelligent System$/,
    );
  });
});

describe('preventive action report (spec 3 §2.5)', () => {
  const total = async (who: string, mode: string, q: string) => {
    const res = await get(`/api/reports/preventive?mode=${mode}&${q}`, who);
    expect(res.statusCode).toBe(200);
    return res.json<{ total: number }>().total;
  };

  it('ongoing: date_from <= day <= date_to, both ends counted', async () => {
    expect(await total('pune.kothrud', 'ongoing', JUNE)).toBe(1);
    expect(await total('pune.kothrud', 'ongoing', `startDate=${Y}-06-14`)).toBe(1);
    expect(await total('pune.kothrud', 'ongoing', `startDate=${Y}-06-16`)).toBe(0);
  });

  it('completed: date_to before the day', async () => {
    expect(await total('pune.kothrud', 'completed', JUNE)).toBe(1);
    expect(await total('pune.kothrud', 'completed', `startDate=${Y}-06-14`)).toBe(0);
  });

  it('new: date_from in the range; by bond date: bond date in the range', async () => {
    expect(await total('pune.kothrud', 'new', JUNE_RANGE)).toBe(2);
    expect(await total('pune.kothrud', 'bond', JUNE_RANGE)).toBe(2);
    expect(await total('pune.kothrud', 'bond', `startDate=${Y}-05-31&endDate=${Y}-06-30`)).toBe(3);
    expect(await total('pune.kothrud', 'new', `startDate=${Y}-06-01&endDate=${Y}-07-01`)).toBe(3);
  });

  it('answers within the scope and lists the columns of §2.5', async () => {
    expect(await total('pune.shivajinagar', 'ongoing', JUNE)).toBe(1);
    expect(await total('pune.admin', 'ongoing', JUNE)).toBe(2);
    expect(await total('nagpur.admin', 'ongoing', JUNE)).toBe(1);
    expect(await total('superadmin', 'ongoing', JUNE)).toBe(3);
    const list = (await get(`/api/reports/preventive?mode=ongoing&${JUNE}`, 'pune.kothrud')).json();
    expect(list.items[0]).toMatchObject({
      name: 'कोथरूड आरोपी',
      age: 30,
      dateFrom: `${Y}-06-15`,
      dateTo: `${Y}-06-15`,
      bondDate: `${Y}-06-01`,
    });
    expect(list.items[0].station.en).toBe('Kothrud');
    expect(list.items[0].actionType.mr).not.toBe('');
  });

  it('statistics: every station of the unit with its count, and the total', async () => {
    const res = await get(`/api/reports/preventive/statistics?mode=ongoing&${JUNE}`, 'pune.admin');
    const body = res.json<{ rows: { station: { en: string }; count: number }[]; total: number }>();
    expect(body.total).toBe(2);
    const count = (en: string) => body.rows.find((r) => r.station.en === en)?.count;
    expect(count('Kothrud')).toBe(1);
    expect(count('Shivajinagar')).toBe(1);
    expect(count('Deccan')).toBe(0);
    expect(body.rows.some((r) => r.station.en === 'Sitabuldi')).toBe(false);
  });

  it('exports the statistics with a total row, for the unit admin only', async () => {
    const url = `/api/reports/preventive/statistics.xlsx?mode=ongoing&${JUNE}`;
    expect((await get(url, 'pune.kothrud')).statusCode).toBe(403);
    const res = await get(url, 'pune.admin');
    expect(res.statusCode).toBe(200);
    const stats = (
      await get(`/api/reports/preventive/statistics?mode=ongoing&${JUNE}`, 'pune.admin')
    ).json<{ rows: unknown[]; total: number }>();
    const sheet = await readSheet(res);
    expect(sheet.getCell('A2').text).toContain('चालू');
    expect(sheet.getCell('B4').text).toBe('पोलीस ठाणे');
    const totalRow = sheet.getRow(5 + stats.rows.length);
    expect(totalRow.getCell(1).text).toBe('');
    expect(totalRow.getCell(2).text).toBe('एकूण');
    expect(Number(totalRow.getCell(3).value)).toBe(2);
  });

  it('exports the list as the §9 workbook', async () => {
    const res = await get(`/api/reports/preventive.xlsx?mode=new&${JUNE_RANGE}`, 'pune.admin');
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res);
    expect(sheet.getCell('A1').text).toBe('प्रतिबंधक कारवाई अहवाल');
    expect(sheet.getCell('A2').text).toContain('नवीन');
    expect(sheet.getCell('B4').text).toBe('नाव');
    // Three actions new in June in Pune: rows 5-7, a blank row, the footer.
    expect(sheet.getCell('A7').text).toBe('3');
    expect(sheet.getCell('A8').value).toBeNull();
    expect(sheet.getCell('A9').text).toMatch(/^Generated At /);
  });
});

describe('total app users (spec 3 §2.8)', () => {
  it('counts per station, total, active (Approved) and inactive (Pending or Rejected)', async () => {
    const sitabuldi = await placeOf(t.deps.db, 'nagpur.sitabuldi');
    const kothrud = await placeOf(t.deps.db, 'pune.kothrud');
    type Report = {
      rows: { stationId: number; count: number; active: number; inactive: number }[];
      total: number;
      active: number;
      inactive: number;
    };
    const read = async (q = '') =>
      (await get(`/api/reports/app-users${q}`, 'superadmin')).json<Report>();
    const before = await read();
    const nagpurBefore = await read(`?cityId=${sitabuldi.cityId}`);
    const rowOf = (r: Report, id: number) =>
      r.rows.find((x) => x.stationId === id) ?? { count: 0, active: 0, inactive: 0 };
    const start = rowOf(nagpurBefore, sitabuldi.stationId);

    await insertAppUser(t.deps.db, { ...sitabuldi, status: 1, phone: '9811111101' });
    await insertAppUser(t.deps.db, { ...sitabuldi, status: 0, phone: '9811111102' });
    await insertAppUser(t.deps.db, { ...sitabuldi, status: 2, phone: '9811111103' });
    await insertAppUser(t.deps.db, { ...kothrud, status: 1, phone: '9811111104' });

    const after = await read();
    const nagpur = await read(`?cityId=${sitabuldi.cityId}`);
    expect(rowOf(nagpur, sitabuldi.stationId)).toMatchObject({
      count: start.count + 3,
      active: start.active + 1,
      inactive: start.inactive + 2,
    });
    expect(nagpur.rows.every((r) => r.stationId !== kothrud.stationId)).toBe(true);
    expect(nagpur.total - nagpurBefore.total).toBe(3);
    expect(after.total - before.total).toBe(4);
    expect(after.active - before.active).toBe(2);
    expect(after.inactive - before.inactive).toBe(2);
    expect(after.total).toBe(after.active + after.inactive);
    expect(after.total).toBe(after.rows.reduce((n, r) => n + r.count, 0));
  });

  it('exports the §9 workbook with a total row', async () => {
    const res = await get('/api/reports/app-users.xlsx', 'superadmin');
    expect(res.statusCode).toBe(200);
    const report = (await get('/api/reports/app-users', 'superadmin')).json();
    const sheet = await readSheet(res);
    expect(sheet.getCell('A1').text).toBe('एकूण ॲप वापरकर्ते');
    const totalRow = 5 + report.rows.length;
    expect(sheet.getRow(totalRow).getCell(2).text).toBe('एकूण');
    expect(Number(sheet.getRow(totalRow).getCell(3).value)).toBe(report.total);
  });
});

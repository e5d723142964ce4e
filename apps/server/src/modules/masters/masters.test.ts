import { CONVICTED_STATUS_ID, EXTERNMENT_ACTION_IDS } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { extensionInstalled } from '../../test/test-data.repo.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await loginAs(t.app, 'pune.shivajinagar');
});
afterAll(() => t.close());

type Row = { id: number; nameMr: string; nameEn: string };
const get = async <T = Row[]>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};
const devanagari = /[\u0900-\u097F]/;

describe('master data (issue 2 §3, spec 2 §3.10)', () => {
  it('has pg_trgm on the database', async () => {
    expect(await extensionInstalled(t.deps.db, 'pg_trgm')).toBe(true);
  });

  it('seeds the five required units, each with at least five real police stations, in Marathi and English', async () => {
    const cities = await get('/api/masters/cities');
    const names = cities.map((c) => c.nameEn);
    for (const unit of ['Pune City', 'Pune Rural', 'Nagpur City', 'Nashik City', 'Thane City']) {
      expect(names).toContain(unit);
    }
    for (const city of cities) {
      expect(city.nameMr).toMatch(devanagari);
      const stations = await get<(Row & { cityId: number })[]>(
        `/api/masters/cities/${city.id}/stations`,
      );
      expect(stations.length, city.nameEn).toBeGreaterThanOrEqual(5);
      expect(stations.every((s) => s.cityId === city.id && devanagari.test(s.nameMr))).toBe(true);
    }
    const pune = await get('/api/masters/cities/1/stations');
    expect(pune.slice(0, 2).map((s) => s.nameEn)).toEqual(['Shivajinagar', 'Kothrud']);
  });

  it('fixes the ids the rules depend on', async () => {
    const statuses = await get('/api/masters/crime-statuses');
    expect(statuses.find((s) => s.id === CONVICTED_STATUS_ID)?.nameEn).toMatch(/convicted/i);
    expect(statuses.map((s) => s.id)).toContain(2);
    const preventive = await get('/api/masters/preventive-action-types');
    for (const id of EXTERNMENT_ACTION_IDS) {
      expect(preventive.find((p) => p.id === id)?.nameEn).toMatch(/extern/i);
    }
    const wanted = await get('/api/masters/wanted-types');
    expect(wanted.map((w) => w.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('seeds the property-offence acts and their sections', async () => {
    const acts = await get<(Row & { code: string })[]>('/api/masters/acts');
    const codes = acts.map((a) => a.code);
    for (const code of ['IPC', 'BNS', 'MPA', 'CRPC', 'BNSS']) expect(codes).toContain(code);
    const ipc = acts.find((a) => a.code === 'IPC');
    const sections = await get<(Row & { code: string })[]>(`/api/masters/acts/${ipc?.id}/sections`);
    for (const s of ['379', '380', '392', '395', '454', '457'])
      expect(sections.map((x) => x.code)).toContain(s);
    const mpa = acts.find((a) => a.code === 'MPA');
    const mpaSections = await get<(Row & { code: string })[]>(
      `/api/masters/acts/${mpa?.id}/sections`,
    );
    for (const s of ['55', '56', '57']) expect(mpaSections.map((x) => x.code)).toContain(s);
  });

  it('lists every other lookup, with titles tied to their crime type', async () => {
    for (const kind of ['religions', 'crime-types', 'current-statuses', 'spot-types']) {
      const rows = await get(`/api/masters/${kind}`);
      expect(rows.length, kind).toBeGreaterThan(3);
      expect(
        rows.every((r) => devanagari.test(r.nameMr) && r.nameEn.length > 0),
        kind,
      ).toBe(true);
    }
    const titles = await get<(Row & { crimeTypeId: number })[]>('/api/masters/crime-titles');
    const types = new Set((await get('/api/masters/crime-types')).map((c) => c.id));
    expect(titles.every((x) => types.has(x.crimeTypeId))).toBe(true);
    const unknown = await inject(t.app, 'GET', '/api/masters/everything', cookie);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('act/section /act-section (spec 3 §2.14, §8; issue 3 §6)', () => {
  const post = async (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('role 8 adds an act and its sections; they appear at once in the lists forms read', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const act = await post('/api/masters/acts', admin, {
      name: '  Maharashtra Prohibition Act 1949 ',
    });
    expect(act.statusCode).toBe(200);
    expect(act.json()).toMatchObject({
      message: 'Act submitted successfully',
      act: { nameEn: 'Maharashtra Prohibition Act 1949' },
    });
    const id = act.json().act.id;
    expect((await get<Row[]>('/api/masters/acts')).map((a) => a.id)).toContain(id);

    const dupAct = await post('/api/masters/acts', admin, {
      name: 'maharashtra prohibition act 1949',
    });
    expect(dupAct.statusCode).toBe(409);

    const section = await post(`/api/masters/acts/${id}/sections`, admin, {
      code: '65(e)',
      description: 'Possession of liquor',
    });
    expect(section.json()).toMatchObject({
      message: 'Section submitted successfully',
      section: { code: '65(e)', nameEn: '65(e) - Possession of liquor' },
    });
    const dup = await post(`/api/masters/acts/${id}/sections`, admin, { code: ' 65(E) ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Kalam already exists.');

    const found = await get<(Row & { code: string })[]>(
      `/api/masters/acts/${id}/sections?search=liquor`,
    );
    expect(found.map((s) => s.code)).toEqual(['65(e)']);
    expect(await get(`/api/masters/acts/${id}/sections?search=nothing`)).toEqual([]);
  });

  it('requires the act and section text, and only role 8 may add', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    expect((await post('/api/masters/acts', admin, { name: '   ' })).json().error.fields.name).toBe(
      'Please enter an act',
    );
    expect(
      (await post('/api/masters/acts/1/sections', admin, { code: '' })).json().error.fields.code,
    ).toBe('Please enter a section');
    expect((await post('/api/masters/acts/99999/sections', admin, { code: '1' })).statusCode).toBe(
      404,
    );
    const unit = await loginAs(t.app, 'pune.admin');
    expect((await post('/api/masters/acts', unit, { name: 'X Act' })).statusCode).toBe(403);
    expect((await post('/api/masters/acts/1/sections', cookie, { code: '999' })).statusCode).toBe(
      403,
    );
  });
});

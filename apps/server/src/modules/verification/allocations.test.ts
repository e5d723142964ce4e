import { VERIFICATION_MESSAGES as VM, istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import { allocate } from '../../test/verification-data.repo.js';

/** Verification allocation (spec 3 §2.13, §5, §8, §9), role 8 only. */
let t: TestApp;
const cookies: Record<string, string> = {};
const NAGPUR = 3;
const NASHIK = 4;

function send(method: 'GET' | 'POST', url: string, who: string | null, payload?: object) {
  return t.app.inject({ method, url, headers: who ? { cookie: cookies[who] ?? '' } : {}, payload });
}
const create = (who: string, body: object) =>
  send('POST', '/api/verification/allocations', who, body);

/** Today + years as an Indian calendar day. */
function indianDayPlusYears(years: number): string {
  const today = istDate();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February + 1 year is 28 February (PostgreSQL date arithmetic).
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of ['superadmin', 'pune.admin', 'pune.shivajinagar'])
    cookies[u] = await loginAs(t.app, u);
});
afterAll(async () => {
  await t.close();
});

describe('allocation access', () => {
  it('is role 8 only', async () => {
    for (const url of ['/api/verification/allocations', '/api/verification/allocation-units']) {
      expect((await send('GET', url, null)).statusCode).toBe(401);
      expect((await send('GET', url, 'pune.admin')).statusCode).toBe(403);
      expect((await send('GET', url, 'pune.shivajinagar')).statusCode).toBe(403);
    }
    const body = { email: 'cp.pune@mahapolice.gov.in', cityId: 1, plan: 'B', years: 1 };
    expect((await create('pune.admin', body)).statusCode).toBe(403);
  });
});

describe('allocation form (spec 3 §5)', () => {
  it('answers the spec’s messages', async () => {
    const empty = await create('superadmin', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      email: 'Please input your government email!',
      cityId: 'Please select your unit!',
      plan: 'Please select your plan!',
      years: 'Please select your subscription duration!',
    });
    const bad = await create('superadmin', {
      email: 'not-an-email',
      cityId: 1,
      plan: 'D',
      years: 4,
    });
    expect(bad.json().error.fields).toEqual({
      email: 'The input is not valid E-mail!',
      plan: 'Please select your plan!',
      years: 'Please select your subscription duration!',
    });
    const unknown = await create('superadmin', {
      email: 'a@b.gov.in',
      cityId: 99999,
      plan: 'A',
      years: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ cityId: VM.unitUnknown });
  });

  it('saves with expiry = today + years, lists it, disables the unit, refuses a second', async () => {
    const res = await create('superadmin', {
      email: ' CP.Nashik@MahaPolice.gov.in ',
      cityId: NASHIK,
      plan: 'C',
      years: 3,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Successfully Submitted');
    expect(body.allocation).toMatchObject({
      moduleName: 'Verification Module',
      email: 'cp.nashik@mahapolice.gov.in',
      cityId: NASHIK,
      unit: { en: 'Nashik City' },
      plan: 'C',
      years: 3,
      expiresOn: indianDayPlusYears(3),
      expired: false,
    });
    expect(await countAudit(t.deps.db, 'verification-allocation', String(body.allocation.id))).toBe(
      1,
    );
    const list = (
      await send('GET', '/api/verification/allocations?page=0&size=10', 'superadmin')
    ).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: body.allocation.id,
      expiresOn: indianDayPlusYears(3),
    });
    const units = (await send('GET', '/api/verification/allocation-units', 'superadmin')).json();
    expect(units.find((u: { cityId: number }) => u.cityId === NASHIK)).toMatchObject({
      allocated: true,
    });
    expect(units.find((u: { cityId: number }) => u.cityId === 1)).toMatchObject({
      allocated: false,
      unit: { en: 'Pune City' },
    });
    const again = await create('superadmin', {
      email: 'x@y.gov.in',
      cityId: NASHIK,
      plan: 'A',
      years: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(VM.alreadyAllocated);
    const one = await create('superadmin', {
      email: 'cp.pune@mahapolice.gov.in',
      cityId: 1,
      plan: 'B',
      years: 1,
    });
    expect(one.json().allocation.expiresOn).toBe(indianDayPlusYears(1));
  });

  it('an expired allocation frees the unit again', async () => {
    await allocate(t.deps.db, NAGPUR, 'A', 0);
    const units = (await send('GET', '/api/verification/allocation-units', 'superadmin')).json();
    expect(units.find((u: { cityId: number }) => u.cityId === NAGPUR)).toMatchObject({
      allocated: false,
    });
    const list = (await send('GET', '/api/verification/allocations?size=100', 'superadmin')).json();
    expect(list.items.find((a: { cityId: number }) => a.cityId === NAGPUR)).toMatchObject({
      expired: true,
    });
    const res = await create('superadmin', {
      email: 'cp.nagpur@mahapolice.gov.in',
      cityId: NAGPUR,
      plan: 'B',
      years: 2,
    });
    expect(res.statusCode).toBe(200);
    const access = (await send('GET', '/api/verification/access', 'pune.admin')).json();
    expect(access).toMatchObject({ allowed: true, plan: 'B', sandbox: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoField } from '../../db/seed/demo-field.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemoRecords: true });
});
afterAll(() => t.close());

describe('GPS demo data (issue 5 §3)', () => {
  it('gives the demo stations check-ins of today, some found and some not, and locked homes', async () => {
    const cookie = await loginAs(t.app, 'pune.kothrud');
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await inject(t.app, 'GET', `/api/gps?from=${from}&to=${to}&size=100`, cookie);
    const body = res.json<{
      items: { found: boolean; distanceMeters: number | null }[];
      total: number;
    }>();
    expect(body.total).toBeGreaterThan(3);
    expect(body.items.some((i) => i.found)).toBe(true);
    expect(body.items.some((i) => !i.found)).toBe(true);
    expect(body.items.some((i) => i.distanceMeters !== null)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/field/auth/login',
      payload: { phone: '9100000002', password: 'Cmis#Field1' },
    });
    const field = `cmis_field=${login.cookies.find((c) => c.name === 'cmis_field')?.value}`;
    const accused = await inject(t.app, 'GET', '/api/field/accused?size=200', field);
    const checked = accused
      .json<{ items: { lastCheckinAt: string | null }[] }>()
      .items.filter((a) => a.lastCheckinAt !== null);
    expect(checked.length).toBeGreaterThan(0);
    // A second start writes nothing more.
    await seedDemoField(t.deps.db);
    const again = await inject(t.app, 'GET', `/api/gps?from=${from}&to=${to}&size=1`, cookie);
    expect(again.json<{ total: number }>().total).toBe(body.total);
  });
});

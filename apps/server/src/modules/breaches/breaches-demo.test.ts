import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBreaches } from '../../db/seed/demo-breaches.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/login.js';

let t: TestApp;
// The demo records take a while to write on a busy machine.
beforeAll(async () => {
  t = await buildTestApp({ seedDemoRecords: true });
}, 300_000);
afterAll(() => t.close());

describe('breach demo data (issue 20 item 2)', () => {
  it('shows the Shivajinagar station an open and an acknowledged breach at once, written once', async () => {
    const cookie = await loginAs(t.app, 'pune.shivajinagar');
    const list = async () =>
      (await inject(t.app, 'GET', '/api/breaches?size=50', cookie)).json<{
        items: { kind: string; acknowledgedAt: string | null; latitude: number | null }[];
        total: number;
      }>();
    const body = await list();
    expect(body.total).toBe(2);
    expect(body.items.every((b) => b.kind === 'checkin' && b.latitude !== null)).toBe(true);
    expect(body.items[0]?.acknowledgedAt).toBeNull();
    expect(body.items[1]?.acknowledgedAt).not.toBeNull();
    // Another station of the unit sees none of it; a second start writes nothing more.
    const kothrud = await loginAs(t.app, 'pune.kothrud');
    const other = await inject(t.app, 'GET', '/api/breaches', kothrud);
    expect(other.json<{ total: number }>().total).toBe(0);
    await seedDemoBreaches(t.deps.db);
    expect((await list()).total).toBe(2);
  });
});

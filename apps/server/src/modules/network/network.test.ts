import type { AccusedNetwork } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoNetwork } from '../../db/seed/demo-network.js';
import { createTestAccused } from '../../test/accused-factory.js';
import { buildTestApp, inject, type TestApp } from '../../test/build-test-app.js';
import { stationIdOf } from '../../test/field-data.repo.js';
import { loginAs } from '../../test/login.js';
import { accusedIdsByNameEn } from '../../test/network-data.repo.js';
import { loadNetwork } from './network.repo.js';

/**
 * Issue 20 §5, decision 0054: co-accused share a FIR (station, register year and number).
 * All crimes are registered at Pune city's Kothrud, last year:
 *
 *   X (Kothrud)  9101 9102        the accused; his crimes name 'बाहेरचा साथी' and A
 *   A (Kothrud)  9100 9101        hop 1, one shared crime
 *   B (Kothrud)  9101 9102        hop 1, two shared crimes
 *   O (Shivajinagar) 9102 9103    hop 1, entered by another station
 *   C (Kothrud)  9099 9100        hop 2 through A
 *   P (Shivajinagar) 9100         hop 2 through A, entered by another station
 *   Q (Kothrud)  9103             hop 2 only through O
 *   D (Kothrud)  9098 9099        hop 3 through C: never in the network
 */
describe('the accomplice network (issue 20 §5)', () => {
  let t: TestApp;
  let kothrud: string;
  let shivajinagar: string;
  const ids: Record<string, number> = {};

  const network = async (cookie: string, id = ids.X ?? 0) => {
    const res = await inject(t.app, 'GET', `/api/accused/${id}/network`, cookie);
    return { status: res.statusCode, body: res.json<AccusedNetwork>(), raw: res.body };
  };
  const byKey = (n: AccusedNetwork) => new Map(n.nodes.map((x) => [x.key, x]));
  const link = (n: AccusedNetwork, a: string, b: string) =>
    n.links.find((l) => l.source === `a${ids[a]}` && l.target === `a${ids[b]}`);

  beforeAll(async () => {
    t = await buildTestApp();
    kothrud = await loginAs(t.app, 'pune.kothrud');
    shivajinagar = await loginAs(t.app, 'pune.shivajinagar');
    const at = await stationIdOf(t.deps.db, 'Kothrud');
    const make = (cookie: string, registerFrom: number, crimes: number, extra = {}) =>
      createTestAccused(t.app, cookie, { stationId: at, registerFrom, crimes, ...extra });
    ids.A = await make(kothrud, 9100, 2, { name: 'अमर जाळेकर', nameEn: 'Amar Jalekar' });
    ids.X = await make(kothrud, 9101, 2, { members: ['बाहेरचा साथी', 'अमर जाळेकर'] });
    ids.B = await make(kothrud, 9101, 2);
    ids.O = await make(shivajinagar, 9102, 2);
    ids.C = await make(kothrud, 9099, 2);
    ids.P = await make(shivajinagar, 9100, 1);
    ids.Q = await make(kothrud, 9103, 1);
    ids.D = await make(kothrud, 9098, 2);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a station its co-accused and theirs, named inside its scope, counted outside', async () => {
    const { status, body, raw } = await network(kothrud);
    expect(status).toBe(200);
    const hops = body.nodes.map((n) => [n.hop, n.kind, n.accusedId ?? n.name]);
    expect(hops).toEqual([
      [0, 'accused', ids.X],
      [1, 'accused', ids.B],
      [1, 'accused', ids.A],
      [1, 'member', 'बाहेरचा साथी'],
      [2, 'accused', ids.C],
    ]);
    expect(body.outside).toEqual({ hop1: 1, hop2: 1 });
    expect(body.capped).toBe(false);
    // O and P are counted, never named; Q is reached only through O; D is three hops out.
    for (const hidden of ['O', 'P', 'Q', 'D']) expect(raw).not.toContain(`"a${ids[hidden]}"`);
    const b = byKey(body).get(`a${ids.B}`);
    expect(b).toMatchObject({ sharedCrimes: 2, crimeCount: 2, station: { en: 'Kothrud' } });
  });

  it('carries the shared crimes on each link', async () => {
    const { body } = await network(kothrud);
    const year = new Date().getFullYear() - 1;
    const numbers = (a: string, b: string) =>
      link(body, a, b)?.crimes.map((c) => `${c.registerNumber}/${c.registerYear}`);
    expect(numbers('X', 'A')).toEqual([`9101/${year}`]);
    expect(numbers('X', 'B')).toEqual([`9101/${year}`, `9102/${year}`]);
    expect(numbers('A', 'C')).toEqual([`9100/${year}`]);
    expect(link(body, 'X', 'C')).toBeUndefined();
    const crime = link(body, 'X', 'A')?.crimes[0];
    expect(crime?.station.en).toBe('Kothrud');
    expect(crime?.title.mr).toBeTruthy();
    expect(crime?.registeredOn).toMatch(new RegExp(`^${year}-`));
    // The member named on both crimes is one node with both crimes on its link.
    const member = body.nodes.find((n) => n.kind === 'member');
    const memberLink = body.links.find((l) => l.target === member?.key);
    expect(memberLink?.crimes).toHaveLength(2);
    expect(memberLink?.source).toBe(`a${ids.X}`);
  });

  it('names the people of its whole unit to a unit admin', async () => {
    const { body } = await network(await loginAs(t.app, 'pune.admin'));
    const at = (hop: number) =>
      body.nodes.filter((n) => n.hop === hop && n.kind === 'accused').map((n) => n.accusedId);
    expect(at(1).sort()).toEqual([ids.A, ids.B, ids.O].sort());
    expect(at(2).sort()).toEqual([ids.C, ids.P, ids.Q].sort());
    expect(body.outside).toEqual({ hop1: 0, hop2: 0 });
    expect(link(body, 'O', 'Q')?.crimes).toHaveLength(1);
  });

  it('answers 404 where the profile is not read, and for no record', async () => {
    expect((await network(await loginAs(t.app, 'nagpur.admin'))).status).toBe(404);
    expect((await network(await loginAs(t.app, 'nagpur.sitabuldi'))).status).toBe(404);
    expect((await network(kothrud, 99_999_999)).status).toBe(404);
    // Another station of the unit reads the profile (decision 0011), and sees only its own.
    const { status, body } = await network(shivajinagar);
    expect(status).toBe(200);
    expect(body.nodes.filter((n) => n.kind === 'accused').map((n) => n.accusedId)).toEqual([
      ids.X,
      ids.O,
    ]);
    expect(body.outside).toEqual({ hop1: 2, hop2: 1 });
  });

  it('stops at the cap, hop 1 first, and says how many it left out', async () => {
    const row = await loadNetwork(t.deps.db, ids.X ?? 0, { level: 'state' }, 2);
    expect(row?.nodes.map((n) => n.accusedId)).toEqual([ids.X, ids.B, ids.A]);
    // Left out: O (hop 1), the member, C and P (hop 2 through A; Q hangs on O, not shown).
    expect(row?.omitted).toBe(4);
    expect(row?.links.every((l) => !l.target.startsWith('m'))).toBe(true);
  });

  it('shows the demo gang at once to the demo station user, written once', async () => {
    await seedDemoNetwork(t.deps.db);
    await seedDemoNetwork(t.deps.db);
    const ajay = await accusedIdsByNameEn(t.deps.db, 'Ajay alias Don Balu Gawali');
    expect(ajay).toHaveLength(1);
    const { status, body } = await network(shivajinagar, ajay[0]);
    expect(status).toBe(200);
    expect(body.nodes.map((n) => [n.hop, n.nameEn])).toEqual([
      [0, 'Ajay alias Don Balu Gawali'],
      [1, 'Vikas Maruti Kamble'],
      [1, 'Sunny Shankar Waghmare'],
      [1, 'पप्या उर्फ प्रकाश'],
      [2, 'Kunal Namdev Dhotre'],
    ]);
    expect(body.outside).toEqual({ hop1: 1, hop2: 0 });
  });
});

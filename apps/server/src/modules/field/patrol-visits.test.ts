import { randomUUID } from 'node:crypto';
import { addDays, FIELD_MESSAGES, istDate } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { findSpot, insertTestSpot, stationIdOf } from '../../test/field-data.repo.js';
import { fieldLoginAs, loginAs } from '../../test/login.js';
import { auditRows, setPatrolSettings, visitRow } from '../../test/patrol-data.repo.js';

/**
 * Patrol-visit integrity (issue 20 item 6, decision 0055), through the field API: tagging
 * needs a GPS fix, a scan far from the tagged spot is refused with the distance, a fix too
 * poor to judge is flagged, a repeat inside the unit's window is not counted, and the
 * reports count counted visits only. Spots are placed at 18.5 N 73.81 E (Pune Kothrud) and
 * 21.14 N 79.08 E (Nagpur Sitabuldi); 0.0009 degrees of latitude is about 100 m.
 */
let t: TestApp;
let kothrudApp: string;
let sitabuldiApp: string;
let kothrudOfficer: string;
let puneAdmin: string;
let kothrud: number;
const M = 1 / 111_195; // degrees of latitude per metre
const PUNE = { latitude: 18.5, longitude: 73.81 };
const NAGPUR = { latitude: 21.14, longitude: 79.08 };
let serial = 0;

function send(cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/field/visits', headers: { cookie }, payload });
}

const scan = (code: string, over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  qr: code,
  ...PUNE,
  accuracyMeters: 10,
  scannedAt: new Date().toISOString(),
  ...over,
});

/** A new Kothrud spot (Pune), tagged by a first scan with a ±20 m fix unless told not to. */
async function puneSpot(tag = true): Promise<{ id: number; code: string }> {
  serial += 1;
  const code = `PatrolPune${String(serial).padStart(5, '0')}`;
  const id = await insertTestSpot(t.deps.db, {
    code,
    name: `Spot ${serial}`,
    cityId: 1,
    stationId: kothrud,
  });
  if (tag) {
    const first = await send(kothrudApp, scan(code, { accuracyMeters: 20 }));
    expect(first.statusCode, first.body).toBe(200);
  }
  return { id, code };
}

beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await stationIdOf(t.deps.db, 'Kothrud');
  kothrudApp = await fieldLoginAs(t.app, '9100000002');
  sitabuldiApp = await fieldLoginAs(t.app, '9100000003');
  kothrudOfficer = await loginAs(t.app, 'pune.kothrud');
  puneAdmin = await loginAs(t.app, 'pune.admin');
});
afterAll(() => t.close());

describe('tagging a spot needs a GPS fix', () => {
  it('refuses the first scan without accuracy or with a poor fix, and writes nothing', async () => {
    const spot = await puneSpot(false);
    const none = await send(kothrudApp, scan(spot.code, { accuracyMeters: null }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      message: FIELD_MESSAGES.geotagNoAccuracy,
      params: { limit: 50 },
    });
    const poor = await send(kothrudApp, scan(spot.code, { accuracyMeters: 64.6 }));
    expect(poor.statusCode).toBe(400);
    expect(poor.json().error).toMatchObject({
      message: FIELD_MESSAGES.geotagNeedsFix,
      params: { limit: 50, accuracy: 65 },
    });
    expect(await findSpot(t.deps.db, spot.id)).toMatchObject({ geotagged: false, latitude: null });
  });

  it('tags with a ±20 m fix, records the accuracy, and counts the visit', async () => {
    const spot = await puneSpot(false);
    const res = await send(kothrudApp, scan(spot.code, { accuracyMeters: 20 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      geotagged: true,
      counted: true,
      flagged: false,
      distanceMeters: 0,
      accuracyMeters: 20,
      replayed: false,
    });
    expect(await findSpot(t.deps.db, spot.id)).toMatchObject({
      geotagged: true,
      ...PUNE,
      geotagAccuracyMeters: 20,
    });
  });
});

describe('distance from the tagged spot', () => {
  it('refuses a scan 4 km away with the distance, audited, and stores nothing', async () => {
    const spot = await puneSpot();
    const far = scan(spot.code, { latitude: PUNE.latitude + 4000 * M });
    const res = await send(kothrudApp, far);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: FIELD_MESSAGES.visitTooFar,
      params: { distance: 4000 },
    });
    const audit = await auditRows(t.deps.db, 'patrol-visit', far.clientId, 'refused-distance');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      cityId: 1,
      changes: { spotId: spot.id, distanceMeters: 4000, maxDistanceMeters: 200 },
    });
    // Nothing stored: the same item sent again is judged again, not replayed.
    expect((await send(kothrudApp, far)).statusCode).toBe(400);
  });

  it('accepts a scan 150 m away and stores the distance', async () => {
    const spot = await puneSpot();
    // An hour after the tagging scan: not a repeat of it.
    const res = await send(
      kothrudApp,
      scan(spot.code, {
        latitude: PUNE.latitude + 150 * M,
        scannedAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      geotagged: false,
      counted: true,
      flagged: false,
      distanceMeters: 150,
    });
    expect(await visitRow(t.deps.db, res.json().id)).toMatchObject({
      distanceMeters: 150,
      accuracyMeters: 10,
      flagged: false,
      counted: true,
    });
  });

  it('keeps but flags a scan whose fix is worse than the allowed distance', async () => {
    const spot = await puneSpot();
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const res = await send(
      kothrudApp,
      scan(spot.code, { latitude: PUNE.latitude + 100 * M, accuracyMeters: 350, scannedAt: later }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      flagged: true,
      counted: false,
      distanceMeters: 100,
      accuracyMeters: 350,
    });
    // Even its radius cannot bring a scan 4 km away within the distance: refused.
    const far = await send(
      kothrudApp,
      scan(spot.code, { latitude: PUNE.latitude + 4000 * M, accuracyMeters: 350 }),
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().error.params).toEqual({ distance: 4000 });
  });

  it("respects the unit's own distance (500 m in Nagpur) for the tag and the scans", async () => {
    await setPatrolSettings(t.deps.db, 3, { patrolMaxDistanceMeters: 500, patrolRepeatMinutes: 0 });
    const code = 'PatrolNagpur001';
    await insertTestSpot(t.deps.db, {
      code,
      name: 'Sitabuldi fort',
      cityId: 3,
      stationId: await stationIdOf(t.deps.db, 'Sitabuldi'),
    });
    const tag = await send(sitabuldiApp, scan(code, { ...NAGPUR, accuracyMeters: 40 }));
    expect(tag.json()).toMatchObject({ geotagged: true, counted: true });
    const at400 = await send(
      sitabuldiApp,
      scan(code, { ...NAGPUR, latitude: NAGPUR.latitude + 400 * M }),
    );
    expect(at400.statusCode).toBe(200);
    expect(at400.json()).toMatchObject({ distanceMeters: 400, flagged: false, counted: true });
    const at600 = await send(
      sitabuldiApp,
      scan(code, { ...NAGPUR, latitude: NAGPUR.latitude + 600 * M }),
    );
    expect(at600.statusCode).toBe(400);
    expect(at600.json().error.params).toEqual({ distance: 600 });
    // A 200 m Pune scan stays refused at 250 m: each unit its own setting.
    const pune = await puneSpot();
    const at250 = await send(kothrudApp, scan(pune.code, { latitude: PUNE.latitude + 250 * M }));
    expect(at250.json().error.params).toEqual({ distance: 250 });
  });

  it('asks a fix within the unit distance when it is under 50 m', async () => {
    await setPatrolSettings(t.deps.db, 3, { patrolMaxDistanceMeters: 30, patrolRepeatMinutes: 0 });
    const code = 'PatrolNagpur002';
    await insertTestSpot(t.deps.db, {
      code,
      name: 'Zero mile',
      cityId: 3,
      stationId: await stationIdOf(t.deps.db, 'Sitabuldi'),
    });
    const res = await send(sitabuldiApp, scan(code, { ...NAGPUR, accuracyMeters: 40 }));
    expect(res.json().error).toMatchObject({ params: { limit: 30, accuracy: 40 } });
  });
});

describe('repeated scans', () => {
  const base = Date.now() - 6 * 3_600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  let repeatSpot: { id: number; code: string };

  it('keeps a repeat within the window as already recorded, and counts one after it', async () => {
    repeatSpot = await puneSpot(false);
    const first = await send(
      kothrudApp,
      scan(repeatSpot.code, { accuracyMeters: 20, scannedAt: at(0) }),
    );
    expect(first.json()).toMatchObject({ geotagged: true, counted: true });
    const again = await send(kothrudApp, scan(repeatSpot.code, { scannedAt: at(10) }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ counted: false, flagged: false, replayed: false });
    // The window (30 min by default) runs from the last counted scan, not from the repeat.
    const after = await send(kothrudApp, scan(repeatSpot.code, { scannedAt: at(31) }));
    expect(after.json()).toMatchObject({ counted: true });
    // A scan the queue delivers late, before a counted one, is a repeat as well.
    const late = await send(kothrudApp, scan(repeatSpot.code, { scannedAt: at(25) }));
    expect(late.json()).toMatchObject({ counted: false });
    // Another app user's scan is not this one's repeat (a Pune app user of Shivajinagar).
    const other = await fieldLoginAs(t.app, '9100000001');
    const theirs = await send(other, scan(repeatSpot.code, { scannedAt: at(12) }));
    expect(theirs.json()).toMatchObject({ counted: true });
    // A replay answers the stored state.
    const replay = await send(
      kothrudApp,
      scan(repeatSpot.code, { clientId: again.json().clientId, scannedAt: at(10) }),
    );
    expect(replay.json()).toMatchObject({ id: again.json().id, counted: false, replayed: true });
  });

  it('counts only counted visits in the spot and patrol reports', async () => {
    const flaggedAt = at(40);
    const flagged = await send(
      kothrudApp,
      scan(repeatSpot.code, { accuracyMeters: 900, scannedAt: flaggedAt }),
    );
    expect(flagged.json()).toMatchObject({ flagged: true, counted: false });
    // Stored: 0 (tag), 10 (repeat), 31, 25 (repeat), 40 (flagged) by Mahesh; 12 by Sunil.
    const day = istDate(new Date(base));
    const range = `startDate=${addDays(day, -1)}&endDate=${addDays(day, 1)}`;
    const station = await t.app.inject({
      method: 'GET',
      url: `/api/reports/spots/station?${range}`,
      headers: { cookie: kothrudOfficer },
    });
    expect(station.statusCode).toBe(200);
    const row = station.json().rows.find((r: { spotId: number }) => r.spotId === repeatSpot.id);
    expect(row).toMatchObject({ visits: 3, lastVisitAt: at(31), lastVisitorPhone: '9100000002' });
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/reports/patrol/app-users?${range}`,
      headers: { cookie: puneAdmin },
    });
    const sunil = users.json().rows.find((r: { phone: string }) => r.phone === '9100000001');
    expect(sunil).toMatchObject({ rounds: 1, spots: 1 });
    const spot = await t.app.inject({
      method: 'GET',
      url: `/api/spots/${repeatSpot.id}`,
      headers: { cookie: kothrudOfficer },
    });
    expect(spot.json()).toMatchObject({ visitCount: 3 });
  });
});

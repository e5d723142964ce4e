import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OTP } from './verification/sandbox-driver.js';
import { createTestAccused } from '../test/accused-factory.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { loginAs } from '../test/login.js';
import { allRowsAsText } from '../test/test-data.repo.js';
import { allocate } from '../test/verification-data.repo.js';

/**
 * Issue 9 §5: Aadhaar numbers are encrypted at rest (decision 0012). After every path that
 * takes a full number — an arrest, the duplicate check, the reveal, a sandbox Aadhaar
 * lookup and an Aadhaar OTP verification — no table holds any of them in plain text.
 */
let t: TestApp;
let station: string;
let unitAdmin: string;

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await buildTestApp();
  station = await loginAs(t.app, 'pune.kothrud');
  unitAdmin = await loginAs(t.app, 'pune.admin');
  await allocate(t.deps.db, PUNE_CITY, 'B', 365);
});
afterAll(() => t.close());

const PUNE_CITY = 1;
const ARREST = '234567890123';
const LOOKUP = '345678901234';
const OTP = '456789012345';
const NUMBERS = [ARREST, LOOKUP, OTP];
/** The ways a number could be written down: whole, grouped in fours, or as digits of JSON. */
const spellings = (n: string) => [
  n,
  n.replace(/(\d{4})(?=\d)/g, '$1 '),
  n.replace(/(\d{4})(?=\d)/g, '$1-'),
];

describe('Aadhaar at rest (issue 9 §5)', () => {
  it('stores no full Aadhaar number in any column of any table', async () => {
    const accusedId = await createTestAccused(t.app, station, { name: 'आधार चाचणी' });
    const detail = (await send('GET', `/api/accused/${accusedId}`, station)).json();
    const crimeId = detail.crimes[0].id as number;
    const year = new Date().getFullYear() - 1;
    const arrest = await send('POST', `/api/crimes/${crimeId}/arrests`, station, {
      currentStatusId: 1,
      arrestedAt: `${year}-03-10T18:30:00+05:30`,
      courtAt: `${year}-03-11T11:00:00+05:30`,
      fingerprint: '1',
      aadhaar: ARREST,
      dateOfBirth: '1990-01-15',
    });
    expect(arrest.statusCode, arrest.body).toBe(200);
    const check = await send('POST', '/api/arrests/check-aadhaar', station, { aadhaar: ARREST });
    expect(check.statusCode, check.body).toBe(200);
    const reveal = await send('GET', `/api/arrests/${arrest.json().id}/aadhaar`, station);
    expect(reveal.json()).toEqual({ aadhaar: ARREST });

    const details = 'Aadhaar at rest probe';
    const lookup = await send('POST', '/api/verification/lookups', unitAdmin, {
      type: 'aadhaar',
      idNumber: LOOKUP,
      reason: 'accused',
      details,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const otp = await send('POST', '/api/verification/aadhaar-otp', unitAdmin, { idNumber: OTP });
    expect(otp.statusCode, otp.body).toBe(200);
    const verified = await send('POST', '/api/verification/aadhaar-otp/submit', unitAdmin, {
      requestId: otp.json().requestId,
      otp: SANDBOX_OTP,
      reason: 'bail',
      details,
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const rows = await allRowsAsText(t.deps.db);
    // The scan reads what was written: the accused's name, the lookups' details, the masks.
    const all = rows.map((r) => r.row).join('\n');
    expect(all).toContain('आधार चाचणी');
    expect(all.split(details).length - 1).toBeGreaterThanOrEqual(2);
    for (const n of NUMBERS) expect(all).toContain(n.slice(-4));
    const leaks = rows.flatMap(({ table, row }) =>
      NUMBERS.flatMap(spellings)
        .filter((s) => row.includes(s))
        .map((s) => `${table}: ${s}`),
    );
    expect(leaks).toEqual([]);
  });
});

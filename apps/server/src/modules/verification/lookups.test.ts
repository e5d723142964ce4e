import { VERIFICATION_MESSAGES as VM } from '@cmis/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { fieldLoginAs, loginAs } from '../../test/login.js';
import { countAudit } from '../../test/test-data.repo.js';
import {
  ageOtpRequest,
  allocate,
  countLookups,
  moveLookupsToYesterday,
  removeAllocations,
  storedLookup,
} from '../../test/verification-data.repo.js';
import { STUB_OTP, STUB_TOKEN, verificationStub } from '../../test/verification-stub.js';

/**
 * Document verification lookups (spec 3 §2.12, §5, §6, §7.3, §8; decision 0029) through the
 * HTTP driver against a stub provider. Pune (city 1) and Nagpur (city 3) get plans per test.
 */
const PUNE = 1;
const NAGPUR = 3;
const LIMIT = 6;
const stub = verificationStub();
let t: TestApp;
const cookies: Record<string, string> = {};

function send(method: 'GET' | 'POST', url: string, who: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...(who ? { cookie: cookies[who] ?? '' } : {}), 'x-forwarded-for': '10.1.2.3' },
    payload,
  });
}
const lookup = (who: string, body: object) => send('POST', '/api/verification/lookups', who, body);
const fieldLookup = (who: string | null, body: object) =>
  send('POST', '/api/field/verification/lookups', who, body);
const ok = { reason: 'accused', details: 'Found with a stolen bike' };
const vehicle = (idNumber: string) => ({ type: 'vehicle', idNumber, ...ok });

const fieldCookie = (phone: string) => fieldLoginAs(t.app, phone);

beforeAll(async () => {
  const url = await stub.start();
  t = await buildTestApp({
    trustProxy: true,
    verification: { driver: 'http', url, token: STUB_TOKEN, timeoutMs: 500, dailyLimit: LIMIT },
  });
  for (const u of [
    'superadmin',
    'pune.admin',
    'pune.shivajinagar',
    'pune.kothrud',
    'nagpur.admin',
    'nagpur.sitabuldi',
  ]) {
    cookies[u] = await loginAs(t.app, u);
  }
  cookies['app.kothrud'] = await fieldCookie('9100000002');
  cookies['app.sitabuldi'] = await fieldCookie('9100000003');
});
afterAll(async () => {
  await t.close();
  await stub.stop();
});
beforeEach(async () => {
  await allocate(t.deps.db, PUNE, 'B', 365);
  await allocate(t.deps.db, NAGPUR, 'A', 20);
  await moveLookupsToYesterday(t.deps.db, PUNE);
  await moveLookupsToYesterday(t.deps.db, NAGPUR);
});

describe('validation before any provider call (spec 3 §5)', () => {
  it('answers each tab’s messages and never calls the provider', async () => {
    const before = stub.calls.length;
    const cases: [object, Record<string, string>][] = [
      [{ type: 'vehicle', ...ok }, { idNumber: 'Vehicle Number is required' }],
      [vehicle('MH12A1234'), { idNumber: 'Vehicle Number must be in format (e.g. MH12AB1234)' }],
      [
        { type: 'licence', idNumber: '', dob: '1990-01-01', ...ok },
        { idNumber: 'Driving License Number is required' },
      ],
      [
        { type: 'licence', idNumber: 'HR-06-1985-003476', dob: '1990-01-01', ...ok },
        {
          idNumber:
            'Driving License should follow the format: HR-0619850034761 or HR06 19850034761',
        },
      ],
      [
        { type: 'licence', idNumber: 'HR-0619850034761', ...ok },
        { dob: 'Please enter your date of birth' },
      ],
      [
        { type: 'licence', idNumber: 'HR-0619850034761', dob: '1990-02-30', ...ok },
        { dob: VM.dobInvalid },
      ],
      [{ type: 'aadhaar', idNumber: ' ', ...ok }, { idNumber: 'Aadhar Number is required' }],
      [
        { type: 'aadhaar', idNumber: '012345678901', ...ok },
        { idNumber: 'Aadhar Number must be a 12-digit number starting with 1-9' },
      ],
      [{ type: 'voter', idNumber: '', ...ok }, { idNumber: 'Voter ID is required' }],
      [
        { type: 'voter', idNumber: 'AB12345678', ...ok },
        { idNumber: 'Voter ID must be in format (e.g. ABC1234567)' },
      ],
      [
        { type: 'passport', dob: '1990-01-01', ...ok },
        { idNumber: 'Passport File Number is required' },
      ],
      [
        { type: 'passport', idNumber: 'PN123', dob: '1990-01-01', ...ok },
        { idNumber: 'Enter your Passport File No (e.g. PN1234567891234)' },
      ],
      [
        { type: 'passport', idNumber: 'PN1234567891234', ...ok },
        { dob: 'Please enter your date of birth' },
      ],
      [
        { type: 'vehicle', idNumber: 'MH12AB1234', details: 'x' },
        { reason: 'Please select an option!' },
      ],
      [
        { type: 'vehicle', idNumber: 'MH12AB1234', reason: 'accused' },
        { details: 'Please provide details!' },
      ],
      [
        { type: 'vehicle', idNumber: 'MH12AB1234', reason: 'accused', details: 'x'.repeat(501) },
        { details: 'Details cannot exceed 500 characters.' },
      ],
      [{ type: 'aadhaarOtp', idNumber: '234567891234', ...ok }, { type: VM.typeRequired }],
    ];
    for (const [body, fields] of cases) {
      const res = await lookup('pune.admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    }
    const otp = await send('POST', '/api/verification/aadhaar-otp', 'pune.admin', {
      idNumber: '12345',
    });
    expect(otp.statusCode).toBe(400);
    expect(otp.json().error.fields).toEqual({
      idNumber: 'Aadhar Number must be a 12-digit number starting with 1-9',
    });
    const submit = await send('POST', '/api/verification/aadhaar-otp/submit', 'pune.admin', {
      requestId: '00000000-0000-4000-8000-000000000000',
      otp: '12a4',
    });
    expect(submit.json().error.fields).toMatchObject({
      otp: 'OTP must be a 6-digit numeric value!',
      reason: 'Please select an option!',
      details: 'Please provide details!',
    });
    const empty = await send('POST', '/api/verification/aadhaar-otp/submit', 'pune.admin', {
      requestId: '00000000-0000-4000-8000-000000000000',
      ...ok,
    });
    expect(empty.json().error.fields).toMatchObject({ otp: 'OTP is required!' });
    expect(stub.calls.length).toBe(before);
  });

  it('accepts the spec’s licence examples, upper-cases and trims numbers', async () => {
    for (const idNumber of ['hr-0619850034761', ' HR06 19850034761 ']) {
      const res = await lookup('pune.admin', {
        type: 'licence',
        idNumber,
        dob: '1990-04-02',
        ...ok,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lookup.number).toBe(idNumber.trim().toUpperCase());
    }
    const last = stub.calls.at(-1);
    expect(last?.path).toBe('/api/v1/driving-license/driving-license');
    expect(last?.body).toEqual({ id_number: 'HR06 19850034761', dob: '1990-04-02' });
    expect(last?.auth).toBe(`Bearer ${STUB_TOKEN}`);
  });
});

describe('plans, expiry and roles (spec 3 §6, §2.12)', () => {
  it('refuses a unit without an allocation', async () => {
    await removeAllocations(t.deps.db, PUNE);
    const access = (await send('GET', '/api/verification/access', 'pune.admin')).json();
    expect(access).toMatchObject({
      allowed: false,
      plan: null,
      expiresOn: null,
      remainingDays: null,
      reason: VM.notAllocated,
    });
    const res = await lookup('pune.admin', vehicle('MH12AB1234'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(VM.notAllocated);
  });

  it('plan A covers the unit admin only; B adds stations; C adds app users', async () => {
    const before = stub.calls.length;
    // Nagpur: plan A
    expect((await lookup('nagpur.admin', vehicle('MH31AB1234'))).statusCode).toBe(200);
    const station = await lookup('nagpur.sitabuldi', vehicle('MH31AB1234'));
    expect(station.statusCode).toBe(403);
    expect(station.json().error.message).toBe(VM.planNotCovering);
    expect(
      (await send('GET', '/api/verification/access', 'nagpur.sitabuldi')).json(),
    ).toMatchObject({
      allowed: false,
      plan: 'A',
      reason: VM.planNotCovering,
    });
    const appA = await fieldLookup('app.sitabuldi', vehicle('MH31AB1234'));
    expect(appA.statusCode).toBe(403);
    // Pune: plan B
    expect((await lookup('pune.shivajinagar', vehicle('MH12AB1234'))).statusCode).toBe(200);
    const appB = await fieldLookup('app.kothrud', vehicle('MH12AB1234'));
    expect(appB.statusCode).toBe(403);
    expect(appB.json().error.message).toBe(VM.planNotCovering);
    // Nagpur: plan C
    await allocate(t.deps.db, NAGPUR, 'C', 100);
    expect((await lookup('nagpur.sitabuldi', vehicle('MH31AB1234'))).statusCode).toBe(200);
    const appC = await fieldLookup('app.sitabuldi', vehicle('MH31AB1234'));
    expect(appC.statusCode).toBe(200);
    expect(appC.json().lookup.searchedBy).toBe('Dnyaneshwar Ingle');
    expect(stub.calls.length - before).toBe(4);
  });

  it('role 8 may not look up; it reads allowed=false', async () => {
    expect((await lookup('superadmin', vehicle('MH12AB1234'))).statusCode).toBe(403);
    expect(
      (await send('GET', '/api/verification/lookups?type=vehicle', 'superadmin')).statusCode,
    ).toBe(403);
    const access = (await send('GET', '/api/verification/access', 'superadmin')).json();
    expect(access).toMatchObject({
      allowed: false,
      plan: null,
      usedToday: 0,
      sandbox: false,
      dailyLimit: LIMIT,
    });
    expect((await send('GET', '/api/verification/access', null)).statusCode).toBe(401);
    expect((await lookup('nobody', vehicle('MH12AB1234'))).statusCode).toBe(401);
  });

  it('counts remaining days up to the expiry date and refuses on it', async () => {
    await allocate(t.deps.db, NAGPUR, 'A', 1);
    const one = (await send('GET', '/api/verification/access', 'nagpur.admin')).json();
    expect(one).toMatchObject({ allowed: true, plan: 'A', remainingDays: 1, reason: null });
    await allocate(t.deps.db, NAGPUR, 'A', 0);
    const gone = (await send('GET', '/api/verification/access', 'nagpur.admin')).json();
    expect(gone).toMatchObject({ allowed: false, remainingDays: 0, reason: VM.planExpired });
    const res = await lookup('nagpur.admin', vehicle('MH31AB1234'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(VM.planExpired);
    const pune = (await send('GET', '/api/verification/access', 'pune.admin')).json();
    expect(pune).toMatchObject({ allowed: true, plan: 'B', remainingDays: 365, usedToday: 0 });
  });
});

describe('provider outcomes (issue 7)', () => {
  it('stores a success with user, IP, reason and details, audited', async () => {
    const res = await lookup('pune.shivajinagar', vehicle('mh12ab1234'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Vehicle Number submitted successfully');
    expect(body.lookup).toMatchObject({
      type: 'vehicle',
      number: 'MH12AB1234',
      reason: 'accused',
      details: 'Found with a stolen bike',
      searchedBy: 'pune.shivajinagar',
      columns: { ownerName: 'STUB OWNER', makerModel: 'STUB MODEL' },
      result: { rc_number: 'MH12AB1234', owner_name: 'STUB OWNER' },
    });
    const row = await storedLookup(t.deps.db, body.lookup.id);
    expect(row).toMatchObject({ cityId: PUNE, ipAddress: '10.1.2.3', appUserId: null });
    expect(row?.stationId).not.toBeNull();
    expect(await countAudit(t.deps.db, 'verification-lookup', String(body.lookup.id))).toBe(1);
  });

  it('maps 422, 401, 500 and a timeout, storing nothing', async () => {
    const before = await countLookups(t.deps.db);
    const rejected = await lookup('pune.admin', vehicle('MH12AB0422'));
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().error.message).toBe('Verification Failed.');
    for (const n of ['MH12AB0401', 'MH12AB0500', 'MH12AB0408']) {
      const res = await lookup('pune.admin', vehicle(n));
      expect(res.statusCode, n).toBe(502);
      expect(res.json().error.message).toBe(
        'Failed to validate vehicle details with third-party service',
      );
    }
    const fallbacks: [object, string][] = [
      [
        { type: 'licence', idNumber: 'HR0619850030401', dob: '1990-01-01' },
        'Failed to validate Driving License with third-party service',
      ],
      [
        { type: 'aadhaar', idNumber: '234567890401' },
        'Failed to add Aadhar to third-party service',
      ],
      [
        { type: 'voter', idNumber: 'ABC1230401' },
        'Failed to validate Voter ID with third-party service',
      ],
      [
        { type: 'passport', idNumber: 'PN1234567890401', dob: '1990-01-01' },
        'Failed to validate Passport with third-party service',
      ],
    ];
    for (const [body, message] of fallbacks) {
      const res = await lookup('pune.admin', { ...body, ...ok });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe(message);
    }
    expect(await countLookups(t.deps.db)).toBe(before);
  });

  it('answers every tab through its provider path; Aadhaar is kept masked', async () => {
    const tabs: [object, string, Record<string, string | null>][] = [
      [
        { type: 'aadhaar', idNumber: '234567891234' },
        '/api/v1/aadhaar-validation/aadhaar-validation',
        { ageRange: '30-40', state: 'Maharashtra' },
      ],
      [
        { type: 'voter', idNumber: 'abc1234567' },
        '/api/v1/voter-id/voter-id',
        { name: 'STUB VOTER', district: 'Pune' },
      ],
      [
        { type: 'passport', idNumber: 'PN1234567891234', dob: '1985-12-31' },
        '/api/v1/passport/passport/passport-details',
        { fullName: 'STUB TRAVELLER', passportNumber: 'S1234567' },
      ],
      [
        { type: 'licence', idNumber: 'MH1220110012345', dob: '1985-12-31' },
        '/api/v1/driving-license/driving-license',
        { name: 'STUB DRIVER', dob: '1985-12-31' },
      ],
    ];
    for (const [body, path, columns] of tabs) {
      const res = await lookup('pune.admin', { ...body, ...ok });
      expect(res.statusCode).toBe(200);
      expect(stub.calls.at(-1)?.path).toBe(path);
      expect(res.json().lookup.columns).toEqual(columns);
    }
    const aadhaar = await lookup('pune.admin', {
      type: 'aadhaar',
      idNumber: '234567891234',
      ...ok,
    });
    expect(aadhaar.json().message).toBe('Aadhar Number submitted successfully');
    expect(aadhaar.json().lookup.number).toBe('XXXX XXXX 1234');
    const row = await storedLookup(t.deps.db, aadhaar.json().lookup.id);
    expect(row?.number).toBe('XXXX XXXX 1234');
    expect(JSON.stringify(row)).not.toContain('234567891234');
    const voter = await lookup('pune.admin', { type: 'voter', idNumber: 'ABC1234567', ...ok });
    expect(voter.json().lookup.result.id).toBeUndefined();
  });
});

describe('Aadhaar OTP (spec 3 §4)', () => {
  async function requestOtp(who: string, idNumber = '345678901234') {
    const res = await send('POST', '/api/verification/aadhaar-otp', who, { idNumber });
    return res;
  }
  const submit = (who: string, requestId: string, otp: string) =>
    send('POST', '/api/verification/aadhaar-otp/submit', who, {
      requestId,
      otp,
      reason: 'bail',
      details: 'Bail papers',
    });

  it('keeps the client id on the server; a wrong OTP may be retried; used once', async () => {
    const res = await requestOtp('pune.admin');
    expect(res.statusCode).toBe(200);
    const { requestId, message } = res.json();
    expect(message).toBe('OTP sent successfully!');
    expect(JSON.stringify(res.json())).not.toContain('aadhaar_v2_');
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/api/v1/aadhaar-v2/generate-otp',
      body: { id_number: '345678901234' },
    });
    const wrong = await submit('pune.admin', requestId, '111111');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('Verification Failed.');
    // another user cannot use it
    expect((await submit('pune.shivajinagar', requestId, STUB_OTP)).statusCode).toBe(410);
    const right = await submit('pune.admin', requestId, STUB_OTP);
    expect(right.statusCode).toBe(200);
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/api/v1/aadhaar-v2/submit-otp',
      body: { client_id: 'aadhaar_v2_345678901234', otp: STUB_OTP },
    });
    expect(right.json()).toMatchObject({
      message: 'Aadhar Number (OTP) submitted successfully',
      lookup: {
        type: 'aadhaarOtp',
        number: 'XXXX XXXX 1234',
        reason: 'bail',
        columns: { fullName: 'STUB OTP HOLDER', dob: '1990-05-17' },
        result: { aadhaar_number: 'XXXX XXXX 1234', profile_image: 'aGVsbG8=' },
      },
    });
    const again = await submit('pune.admin', requestId, STUB_OTP);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(VM.otpExpired);
  });

  it('expires after 10 minutes and three tries; the provider’s expiry is shown', async () => {
    const old = (await requestOtp('pune.admin')).json().requestId as string;
    await ageOtpRequest(t.deps.db, old, 601);
    const calls = stub.calls.length;
    expect((await submit('pune.admin', old, STUB_OTP)).statusCode).toBe(410);
    expect(stub.calls.length).toBe(calls);
    const tries = (await requestOtp('pune.admin')).json().requestId as string;
    for (let i = 0; i < 3; i++)
      expect((await submit('pune.admin', tries, '000000')).statusCode).toBe(422);
    expect((await submit('pune.admin', tries, STUB_OTP)).json().error.message).toBe(VM.otpExpired);
    const providerExpired = (await requestOtp('pune.admin', '345678900000')).json()
      .requestId as string;
    const res = await submit('pune.admin', providerExpired, STUB_OTP);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('OTP session expired.');
    const unknown = await submit('pune.admin', '00000000-0000-4000-8000-000000000000', STUB_OTP);
    expect(unknown.statusCode).toBe(410);
  });

  it('a failed OTP request shows the spec’s message', async () => {
    const res = await requestOtp('pune.admin', '345678900401');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Failed to send OTP. Please try again.');
    const refused = await requestOtp('pune.admin', '345678900422');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Verification Failed.');
    await allocate(t.deps.db, NAGPUR, 'A', 20);
    expect((await requestOtp('nagpur.sitabuldi')).statusCode).toBe(403);
  });
});

describe('lists and scope', () => {
  it('unit admin sees the unit, a station its own station, never another unit', async () => {
    await moveLookupsToYesterday(t.deps.db, PUNE);
    const shivaji = (
      await lookup('pune.shivajinagar', { type: 'voter', idNumber: 'SHV1234567', ...ok })
    ).json().lookup.id as number;
    const admin = (
      await lookup('pune.admin', { type: 'voter', idNumber: 'ADM1234567', ...ok })
    ).json().lookup.id as number;
    await allocate(t.deps.db, NAGPUR, 'A', 20);
    const nagpur = (
      await lookup('nagpur.admin', { type: 'voter', idNumber: 'NGP1234567', ...ok })
    ).json().lookup.id as number;
    const ids = async (who: string, extra = '') =>
      (await send('GET', `/api/verification/lookups?type=voter${extra}`, who))
        .json()
        .items.map((i: { id: number }) => i.id) as number[];
    const unit = await ids('pune.admin', '&size=100');
    expect(unit).toContain(shivaji);
    expect(unit).toContain(admin);
    expect(unit).not.toContain(nagpur);
    const station = await ids('pune.shivajinagar', '&size=100');
    expect(station).toContain(shivaji);
    expect(station).not.toContain(admin);
    expect(await ids('pune.kothrud')).toEqual([]);
    expect(await ids('nagpur.admin', '&size=100')).toEqual([nagpur]);
    expect(
      (await send('GET', `/api/verification/lookups/${nagpur}`, 'pune.admin')).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', `/api/verification/lookups/${admin}`, 'pune.shivajinagar')).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', `/api/verification/lookups/${shivaji}`, 'pune.kothrud')).statusCode,
    ).toBe(404);
    const detail = await send('GET', `/api/verification/lookups/${shivaji}`, 'pune.admin');
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: shivaji,
      number: 'SHV1234567',
      searchedBy: 'pune.shivajinagar',
      result: { name: 'STUB VOTER' },
    });
    // newest first by default, oldest first on asc; paged with a total
    const desc = await send('GET', '/api/verification/lookups?type=voter&size=1', 'pune.admin');
    expect(desc.json().items[0].id).toBe(admin);
    expect(desc.json().total).toBe(unit.length);
    const asc = (
      await send('GET', '/api/verification/lookups?type=voter&order=asc&size=100', 'pune.admin')
    ).json();
    expect(asc.items.map((i: { id: number }) => i.id)).toEqual([...unit].reverse());
    expect(asc.items[0]).toMatchObject({ columns: { name: 'STUB VOTER', district: 'Pune' } });
    expect(asc.items[0].result).toBeUndefined();
    expect((await send('GET', '/api/verification/lookups?type=pan', 'pune.admin')).statusCode).toBe(
      400,
    );
  });
});

describe('daily limit per unit (issue 7)', () => {
  it('counts the unit’s lookups of today and refuses the next with 429', async () => {
    await allocate(t.deps.db, NAGPUR, 'B', 20);
    for (let i = 0; i < LIMIT - 1; i++) {
      const who = i % 2 ? 'nagpur.admin' : 'nagpur.sitabuldi';
      expect((await lookup(who, vehicle(`MH31AB${String(1000 + i)}`))).statusCode).toBe(200);
    }
    expect((await send('GET', '/api/verification/access', 'nagpur.admin')).json().usedToday).toBe(
      LIMIT - 1,
    );
    // Pune's lookups do not count for Nagpur
    expect((await lookup('pune.admin', vehicle('MH12AB1234'))).statusCode).toBe(200);
    // two at once for the last slot: exactly one passes
    const both = await Promise.all([
      lookup('nagpur.admin', vehicle('MH31AB2001')),
      lookup('nagpur.sitabuldi', vehicle('MH31AB2002')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const calls = stub.calls.length;
    const over = await lookup('nagpur.admin', vehicle('MH31AB2003'));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(VM.dailyLimit);
    expect(
      (
        await send('POST', '/api/verification/aadhaar-otp', 'nagpur.admin', {
          idNumber: '345678901234',
        })
      ).statusCode,
    ).toBe(429);
    expect(stub.calls.length).toBe(calls);
    // a new day
    await moveLookupsToYesterday(t.deps.db, NAGPUR);
    expect((await lookup('nagpur.admin', vehicle('MH31AB2003'))).statusCode).toBe(200);
  });
});

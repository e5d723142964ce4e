import { PASSWORD_MESSAGES, PROFILE_MESSAGES, USER_MESSAGES } from '@cmis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { attemptLogin, loginAs } from '../../test/login.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { countAudit, loginFailureRows, userIdOf } from '../../test/test-data.repo.js';

let t: TestApp;
let superCookie: string;
let puneCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  superCookie = await loginAs(t.app, 'superadmin');
  puneCookie = await loginAs(t.app, 'pune.admin');
});
afterAll(() => t.close());

const PASSWORD = 'Station#2024';
const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Test User',
  userid: `user.${Math.random().toString(36).slice(2, 8)}`,
  phone: '9123456789',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...over,
});
const send = (method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const addUser = (cookie: string, body: object) => send('POST', '/api/users', cookie, body);

describe('user management /users (spec 1 §2, §5; issue 3 §1)', () => {
  it('role 8 creates a unit admin for a free unit; a unit with an admin is taken (409)', async () => {
    const assignable = (await send('GET', '/api/users/assignable', superCookie)).json<
      { id: number; nameEn: string; taken: boolean }[]
    >();
    expect(assignable.find((c) => c.nameEn === 'Pune City')?.taken).toBe(true);
    const free = assignable.find((c) => !c.taken);
    expect(free).toBeDefined();

    const res = await addUser(superCookie, newUser({ cityId: free?.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: '4',
      cityId: free?.id,
      stationId: null,
      active: true,
    });
    expect(await countAudit(t.deps.db, 'user', String(res.json().id))).toBe(1);

    const again = await addUser(superCookie, newUser({ cityId: free?.id }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(USER_MESSAGES.unitTaken);
    const missing = await addUser(superCookie, newUser());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.cityId).toBe(USER_MESSAGES.unitRequired);
  });

  it('role 4 creates a station user only for a free station of its own unit', async () => {
    const stations = (await send('GET', '/api/users/assignable', puneCookie)).json<
      { id: number; nameEn: string; taken: boolean }[]
    >();
    expect(stations.find((s) => s.nameEn === 'Shivajinagar')?.taken).toBe(true);
    const free = stations.find((s) => !s.taken);
    const res = await addUser(puneCookie, newUser({ stationId: free?.id, cityId: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: '2', cityId: 1, stationId: free?.id });

    const taken = await addUser(
      puneCookie,
      newUser({ stationId: stations.find((s) => s.taken)?.id }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(USER_MESSAGES.stationTaken);

    const nagpurStation = (await send('GET', '/api/masters/cities/3/stations', puneCookie)).json<
      { id: number }[]
    >()[5];
    const foreign = await addUser(puneCookie, newUser({ stationId: nagpurStation?.id }));
    expect(foreign.statusCode).toBe(403);
    const none = await addUser(puneCookie, newUser());
    expect(none.json().error.fields.stationId).toBe(USER_MESSAGES.stationRequired);
  });

  it('role 2 cannot create users', async () => {
    const cookie = await loginAs(t.app, 'pune.kothrud');
    expect((await addUser(cookie, newUser({ stationId: 3 }))).statusCode).toBe(403);
  });

  it('checks the password policy and required fields with the exact messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Ab1#', confirmPassword: 'Ab1#' }, 'password', "Password can't be less than 8"],
      [
        { password: 'Abcdefgh1#abcdefg', confirmPassword: 'Abcdefgh1#abcdefg' },
        'password',
        "Password can't be more than 15",
      ],
      [
        { password: 'abcdefg1#', confirmPassword: 'abcdefg1#' },
        'password',
        PASSWORD_MESSAGES.uppercase,
      ],
      [
        { password: 'Abcdefgh#', confirmPassword: 'Abcdefgh#' },
        'password',
        PASSWORD_MESSAGES.digit,
      ],
      [
        { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' },
        'password',
        PASSWORD_MESSAGES.special,
      ],
      [{ password: '' }, 'password', 'Please input your password!!'],
      [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password!'],
      [
        { confirmPassword: 'Station#2025' },
        'confirmPassword',
        'The two passwords that you entered do not match!',
      ],
      [{ name: '' }, 'name', USER_MESSAGES.nameRequired],
      [{ userid: '' }, 'userid', USER_MESSAGES.useridRequired],
      [{ phone: '12345' }, 'phone', USER_MESSAGES.phoneFormat],
    ];
    for (const [over, field, message] of cases) {
      const res = await addUser(superCookie, newUser({ cityId: 12, ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
  });

  it('refuses a user id in use, whatever its case', async () => {
    const res = await addUser(puneCookie, newUser({ userid: 'PUNE.Kothrud', stationId: 14 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.userid).toBe(USER_MESSAGES.useridTaken);
  });

  it('updates a managed user; a password of the last five answers Old Passwatd not used again!', async () => {
    const id = await userIdOf(t.deps.db, 'pune.hadapsar');
    const base = { name: 'Hadapsar PS', userid: 'pune.hadapsar', phone: '9000000015' };
    const renamed = await send('PUT', `/api/users/${id}`, puneCookie, {
      ...base,
      changePassword: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Hadapsar PS');

    const withPassword = (password: string) =>
      send('PUT', `/api/users/${id}`, puneCookie, {
        ...base,
        changePassword: true,
        password,
        confirmPassword: password,
      });
    expect((await withPassword('Cmis#Demo1')).json().error.message).toBe(
      'Old Passwatd not used again!',
    );
    expect((await withPassword('Hadapsar#01')).statusCode).toBe(200);
    expect((await withPassword('Hadapsar#01')).json().error.fields.password).toBe(
      'Old Passwatd not used again!',
    );
    const login = await attemptLogin(t.app, {
      userid: 'pune.hadapsar',
      phone: '9000000015',
      password: 'Hadapsar#01',
    });
    expect(login.statusCode).toBe(200);

    const missingPassword = await send('PUT', `/api/users/${id}`, puneCookie, {
      ...base,
      changePassword: true,
    });
    expect(missingPassword.json().error.fields.password).toBe('Please input your password!!');
  });

  it('answers 404 for a user of another unit and 403 for a user of another role', async () => {
    const nagpurUser = await userIdOf(t.deps.db, 'nagpur.sitabuldi');
    const body = {
      name: 'X',
      userid: 'nagpur.sitabuldi',
      phone: '9000000006',
      changePassword: false,
    };
    expect((await send('PUT', `/api/users/${nagpurUser}`, puneCookie, body)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/users/${nagpurUser}/active`, puneCookie, { active: false }))
        .statusCode,
    ).toBe(404);
    const otherAdmin = await userIdOf(t.deps.db, 'nagpur.admin');
    expect(
      (
        await send('PUT', `/api/users/${otherAdmin}`, superCookie, {
          ...body,
          userid: 'nagpur.admin',
          phone: '9000000005',
        })
      ).statusCode,
    ).toBe(200);
    const station = await userIdOf(t.deps.db, 'pune.kothrud');
    expect(
      (await send('PUT', `/api/users/${station}/active`, superCookie, { active: false }))
        .statusCode,
    ).toBe(403);
  });

  it('a deactivated user cannot log in and its sessions end; reactivation restores it', async () => {
    const userCookie = await loginAs(t.app, 'pune.deccan');
    const id = await userIdOf(t.deps.db, 'pune.deccan');
    const off = await send('PUT', `/api/users/${id}/active`, puneCookie, { active: false });
    expect(off.json().active).toBe(false);
    expect((await send('GET', '/api/auth/me', userCookie)).statusCode).toBe(401);
    expect(
      (
        await attemptLogin(t.app, {
          userid: 'pune.deccan',
          phone: '9000000013',
          password: 'Cmis#Demo1',
        })
      ).statusCode,
    ).toBe(401);
    await send('PUT', `/api/users/${id}/active`, puneCookie, { active: true });
    expect(
      (
        await attemptLogin(t.app, {
          userid: 'pune.deccan',
          phone: '9000000013',
          password: 'Cmis#Demo1',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('profile and login details (spec 1 §2 Profile, §4; spec 3 §2.10)', () => {
  it('updates the name; phone is not changeable; changing the password logs off everywhere', async () => {
    const cookie = await loginAs(t.app, 'nagpur.dhantoli');
    const other = await loginAs(t.app, 'nagpur.dhantoli');
    const dhantoliId = await userIdOf(t.deps.db, 'nagpur.dhantoli');
    const named = await send('PUT', '/api/profile', cookie, {
      name: 'Dhantoli PS',
      userid: 'nagpur.dhantoli',
      changePassword: false,
      phone: '1111111111',
    });
    expect(named.json()).toEqual({ message: 'Profile Update Successfully!!', loggedOff: false });
    expect((await send('GET', '/api/auth/me', cookie)).json()).toMatchObject({
      name: 'Dhantoli PS',
      phone: '9000000017',
    });

    // A new password asks for the current one (issue 17 §2), with the form's messages.
    const change = (currentPassword: string | undefined, password: string) =>
      send('PUT', '/api/profile', cookie, {
        name: 'Dhantoli PS',
        userid: 'nagpur.dhantoli',
        changePassword: true,
        ...(currentPassword === undefined ? {} : { currentPassword }),
        password,
        confirmPassword: password,
      });
    const without = await change(undefined, 'Dhantoli#22');
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields.currentPassword).toBe(PROFILE_MESSAGES.currentRequired);
    const wrong = await change('Not#Mine22', 'Dhantoli#22');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(PROFILE_MESSAGES.currentWrong);
    // The wrong current password was counted as a failed sign-in of the account.
    expect(
      (await loginFailureRows(t.deps.db)).filter((r) => r.account === `user:${dhantoliId}`),
    ).toEqual([{ account: `user:${dhantoliId}`, address: '127.0.0.1', failedCount: 1 }]);
    expect((await send('GET', '/api/auth/me', cookie)).statusCode).toBe(200);

    const reuse = await change(DEMO_PASSWORD, 'Cmis#Demo1');
    expect(reuse.json().error.message).toBe('Old Passwatd not used again!');
    const changed = await change(DEMO_PASSWORD, 'Dhantoli#22');
    expect(changed.json()).toEqual({ message: 'Profile Update Successfully!!', loggedOff: true });
    expect((await send('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    expect((await send('GET', '/api/auth/me', other)).statusCode).toBe(401);
  });

  it('requires the user id with its message', async () => {
    const cookie = await loginAs(t.app, 'nagpur.sadar');
    const res = await send('PUT', '/api/profile', cookie, {
      name: 'x',
      userid: '',
      changePassword: false,
    });
    expect(res.json().error.fields.userid).toBe('Please Enter the User Id');
  });

  it('lists only the own logins, newest first, with IP search and server paging', async () => {
    for (let i = 0; i < 3; i++) await loginAs(t.app, 'thane.admin');
    const cookie = await loginAs(t.app, 'thane.admin');
    const page = (await send('GET', '/api/login-details?page=0&size=2', cookie)).json();
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items[0].ipAddress).toBe('127.0.0.1');
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(page.items[1].createdAt),
    );
    expect((await send('GET', '/api/login-details?search=10.9.', cookie)).json().total).toBe(0);
    expect((await send('GET', '/api/login-details?search=127.0', cookie)).json().total).toBe(4);
  });
});

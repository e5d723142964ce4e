import type { FastifyInstance } from 'fastify';
import { FIELD_DEMO_PASSWORD } from '../db/seed/demo-content.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo.js';
import { solveCaptcha, type CaptchaChallenge } from '../tools/captcha-solver.js';

export { solveCaptcha, type CaptchaChallenge };

/** Fetches a challenge and solves it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  return solveCaptcha(res.json<CaptchaChallenge>());
}

export function demoAccount(userid: string) {
  const u = DEMO_USERS.find((d) => d.userid === userid);
  if (!u) throw new Error(`no demo account ${userid}`);
  return { userid: u.userid, phone: u.phone, password: DEMO_PASSWORD };
}

export async function attemptLogin(
  app: FastifyInstance,
  body: { userid: string; phone: string; password: string },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { ...body, captcha: await solvedCaptcha(app) },
  });
}

/** Signs a demo account in and returns the cookie header to send with later requests. */
export async function loginAs(app: FastifyInstance, userid: string): Promise<string> {
  const res = await attemptLogin(app, demoAccount(userid));
  if (res.statusCode !== 200) throw new Error(`login ${userid} failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'cmis_session');
  if (!cookie) throw new Error('no session cookie');
  return `cmis_session=${cookie.value}`;
}

/** Who the report tests read as: two Pune stations and another unit's, both unit admins, the state. */
export const REPORT_READERS = [
  'pune.kothrud',
  'pune.shivajinagar',
  'nagpur.sitabuldi',
  'pune.admin',
  'nagpur.admin',
  'superadmin',
];

/** Signs each demo account in, one after another, keyed by user id. */
export async function loginAll(
  app: FastifyInstance,
  userids: readonly string[],
): Promise<Record<string, string>> {
  const cookies: Record<string, string> = {};
  for (const who of userids) cookies[who] = await loginAs(app, who);
  return cookies;
}

/** Signs a demo app user into the field app and returns its cookie header. */
export async function fieldLoginAs(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/field/auth/login',
    payload: { phone, password: FIELD_DEMO_PASSWORD },
  });
  const c = res.cookies.find((x) => x.name === 'cmis_field');
  if (res.statusCode !== 200 || !c) throw new Error(`field login ${phone}: ${res.body}`);
  return `cmis_field=${c.value}`;
}

import { solveCaptcha, type CaptchaChallenge } from './captcha-solver.js';

export interface HttpAnswer {
  status: number;
  body: string;
  json<T>(): T;
}

/**
 * One signed-in client of a running server over real HTTP (fetch), as a browser or the
 * field app talks to it: keeps its session cookie and sends JSON.
 */
export class HttpSession {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  async send(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      if (pair?.startsWith('cmis_')) this.cookie = pair;
    }
    const text = await res.text();
    return { status: res.status, body: text, json: <T>() => JSON.parse(text) as T };
  }

  get = (path: string) => this.send('GET', path);
  post = (path: string, body: unknown) => this.send('POST', path, body);

  private async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
    return res.json<T>();
  }

  getOk = <T>(path: string) => this.ok<T>('GET', path);

  /** Solves the ALTCHA challenge as the login page's widget does, then signs in. */
  async loginStaff(userid: string, phone: string, password: string): Promise<void> {
    const captcha = await solveCaptcha(await this.getOk<CaptchaChallenge>('/api/auth/captcha'));
    await this.ok('POST', '/api/auth/login', { userid, phone, password, captcha });
  }

  /** The field app's sign-in (phone and password, no captcha). */
  async loginField(phone: string, password: string): Promise<void> {
    await this.ok('POST', '/api/field/auth/login', { phone, password });
  }
}

import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, DEV_VAPID_SUBJECT, loadConfig } from './config.js';
import { resolveVapidDetails } from './platform/notify/web-push.js';

const STRONG = 'x7Vq2mN9pL4rT8wK1zB6yC3hF5jD0sGa';
const randomKey = () => randomBytes(32).toString('base64');
const vapidKeys = webpush.generateVAPIDKeys();
/** Production needs Web Push keys too (decision 0051); the tests below are about the rest. */
const VAPID = {
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  VAPID_SUBJECT: 'mailto:ops@police.example',
};

describe('configuration', () => {
  it('production refuses a missing, short or well-known session secret', () => {
    expect(() => loadConfig({ ...VAPID, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...VAPID, NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /too weak/,
    );
    expect(() =>
      loadConfig({
        ...VAPID,
        NODE_ENV: 'production',
        SESSION_SECRET: 'cmis-development-only-aaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      }),
    ).toThrow(/too weak/);
    const ok = loadConfig({
      ...VAPID,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x7Vq2mN9pL4rT8wK1zB6yC3hF5jD0sGa',
      DATA_KEY: randomKey(),
    });
    expect(ok.seedDemo).toBe(false);
  });

  it('production refuses a missing, malformed or hand-made data key (issue 9 §5)', () => {
    const prod = (DATA_KEY?: string) =>
      loadConfig({ ...VAPID, NODE_ENV: 'production', SESSION_SECRET: STRONG, DATA_KEY });
    expect(() => prod()).toThrow(/DATA_KEY is required/);
    expect(() => prod('not-base64-at-all')).toThrow(/32 bytes, base64/);
    expect(() => prod(randomBytes(16).toString('base64'))).toThrow(/32 bytes, base64/);
    expect(() => prod(Buffer.alloc(32).toString('base64'))).toThrow(/too weak/);
    expect(() => prod(Buffer.alloc(32, 'cmis').toString('base64'))).toThrow(/too weak/);
    const same = randomKey();
    expect(() =>
      loadConfig({ ...VAPID, NODE_ENV: 'production', SESSION_SECRET: same, DATA_KEY: same }),
    ).toThrow(/too weak/);
    const key = randomKey();
    expect(prod(key).dataKey).toBe(key);
    // Outside production a key file is made when none is given, but a given key must be whole.
    expect(loadConfig({}).dataKey).toBeUndefined();
    expect(() => loadConfig({ DATA_KEY: 'abc' })).toThrow(/32 bytes, base64/);
  });

  it('production refuses the SQL statement log (it holds every parameter in plain text)', () => {
    const env = { SESSION_SECRET: STRONG, DATA_KEY: randomKey(), SQL_LOG: '/tmp/sql.log' };
    expect(() => loadConfig({ ...env, ...VAPID, NODE_ENV: 'production' })).toThrow(/SQL_LOG/);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).sqlLog).toBe('/tmp/sql.log');
  });

  it('outside production demo data is on and the embedded database lives in ./data', () => {
    const c = loadConfig({});
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it('SEED_DEMO_RECORDS leaves the demo records out but keeps the demo accounts', () => {
    expect(loadConfig({}).seedDemoRecords).toBe(true);
    const lean = loadConfig({ SEED_DEMO: 'true', SEED_DEMO_RECORDS: 'false' });
    expect(lean.seedDemo).toBe(true);
    expect(lean.seedDemoRecords).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemoRecords).toBe(false);
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toBe(
      '10.0.0.1,10.1.0.0/16,loopback',
    );
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY=true in production, and what is not an address (issue 17 §5)', () => {
    const prod = (TRUST_PROXY: string) =>
      loadConfig({
        ...VAPID,
        NODE_ENV: 'production',
        SESSION_SECRET: STRONG,
        DATA_KEY: randomKey(),
        TRUST_PROXY,
      });
    expect(() => prod('true')).toThrow(/TRUST_PROXY=true .* refused when NODE_ENV=production/);
    expect(prod('2').trustProxy).toBe(2);
    expect(prod('10.0.0.5').trustProxy).toBe('10.0.0.5');
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: yes is not/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/33' })).toThrow(/10.0.0.1\/33/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(ConfigError);
  });

  it('takes a variable set to nothing as unset (issue 17 §10)', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: ' ', TRUST_PROXY: '', S3_ENDPOINT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
    expect(c.trustProxy).toBe(false);
    expect(
      loadConfig({
        ...VAPID,
        NODE_ENV: 'production',
        SESSION_SECRET: STRONG,
        DATA_KEY: randomKey(),
        SEED_DEMO: '',
      }).seedDemo,
    ).toBe(false);
  });

  it('WORKERS: one process by default; several only on PostgreSQL (decision 0049)', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    // The embedded database is one process's files: refused, not quietly run as one process.
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS=2 needs DATABASE_URL: several server processes cannot share the embedded database/,
    );
    expect(() => loadConfig({ WORKERS: 'auto', DATABASE_URL: '' })).toThrow(
      /WORKERS=auto needs DATABASE_URL/,
    );
    const url = 'postgres://cmis@db-host:5432/cmis';
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: url }).workers).toBe(4);
    expect(loadConfig({ WORKERS: 'auto', DATABASE_URL: url }).workers).toBe(availableParallelism());
    for (const bad of ['0', '65', 'many', '-2', '1.5']) {
      expect(() => loadConfig({ WORKERS: bad, DATABASE_URL: url })).toThrow(/WORKERS/);
    }
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('document verification: sandbox by default; the HTTP driver needs its URL and token', () => {
    expect(loadConfig({}).verification).toEqual({
      driver: 'sandbox',
      url: undefined,
      token: undefined,
      timeoutMs: 15_000,
      dailyLimit: 200,
    });
    expect(() => loadConfig({ VERIFICATION_DRIVER: 'http' })).toThrow(/VERIFICATION_URL/);
    expect(() =>
      loadConfig({ VERIFICATION_DRIVER: 'http', VERIFICATION_URL: 'https://kyc.example/' }),
    ).toThrow(/VERIFICATION_TOKEN/);
    const http = loadConfig({
      VERIFICATION_DRIVER: 'http',
      VERIFICATION_URL: 'https://kyc.example/',
      VERIFICATION_TOKEN: 't',
      VERIFICATION_DAILY_LIMIT: '50',
      VERIFICATION_TIMEOUT_MS: '5000',
    }).verification;
    expect(http).toEqual({
      driver: 'http',
      url: 'https://kyc.example',
      token: 't',
      timeoutMs: 5000,
      dailyLimit: 50,
    });
    expect(() => loadConfig({ VERIFICATION_DRIVER: 'surepass' })).toThrow(/VERIFICATION_DRIVER/);
  });

  it('Web Push keys: required in production, made once into DATA_DIR elsewhere (decision 0051)', () => {
    const base = { SESSION_SECRET: STRONG, DATA_KEY: randomKey() };
    const prod = (over: Record<string, string | undefined>) =>
      loadConfig({ ...base, ...VAPID, NODE_ENV: 'production', ...over });
    expect(() => prod({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT .* required when NODE_ENV=production/,
    );
    expect(() => prod({ VAPID_SUBJECT: undefined })).toThrow(/required when NODE_ENV=production/);
    expect(() => prod({ VAPID_SUBJECT: 'ops@police.example' })).toThrow(
      /mailto: address or an https: URL/,
    );
    expect(() => prod({ VAPID_PUBLIC_KEY: vapidKeys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY must be/,
    );
    expect(() => prod({ VAPID_PRIVATE_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapidKeys.publicKey })).toThrow(/together/);
    const given = prod({});
    expect(given.webPush).toEqual({ ...vapidKeys, subject: VAPID.VAPID_SUBJECT });
    expect(resolveVapidDetails(given)).toEqual({ ...vapidKeys, subject: VAPID.VAPID_SUBJECT });
    // A production configuration built past loadConfig still cannot start without keys.
    expect(() =>
      resolveVapidDetails({ ...given, webPush: { ...given.webPush, publicKey: undefined } }),
    ).toThrow(ConfigError);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'cmis-vapid-'));
    try {
      const dev = { ...loadConfig({}), dataDir };
      expect(dev.webPush.subject).toBe(DEV_VAPID_SUBJECT);
      const first = resolveVapidDetails(dev);
      expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      const file = path.join(dataDir, '.vapid-keys.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      // Reused: the browsers' subscriptions are bound to this key.
      expect(resolveVapidDetails(dev)).toEqual(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository root, so ./data means the same folder whichever workspace npm runs in: the
 * nearest folder above this module whose package.json names the workspaces. Found, not
 * counted in `..`s, because this module runs from apps/server/src (tsx) and bundled into
 * apps/server/dist (npm start).
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No workspace root above ${from}`);
  }
}

export const DEV_SECRET_PREFIX = 'cmis-development-only-';
const WEAK_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'password',
  'cmis',
  'session-secret',
]);

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Server processes on the one port: a count, or `auto` for one per CPU (decision 0049). */
  WORKERS: z
    .string()
    .regex(/^(auto|\d+)$/, 'a number of processes (1 to 64) or auto')
    .refine((v) => v === 'auto' || (Number(v) >= 1 && Number(v) <= 64), 'between 1 and 64')
    .default('1'),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  STORAGE_DIR: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  DATABASE_REPLICA_URL: z.string().url().optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SEED_DEMO: bool.optional(),
  /** The demo accounts without the ~300 demo accused records, for tools that start fast. */
  SEED_DEMO_RECORDS: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  DATA_KEY: z.string().optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  PUSH_DRIVER: z.enum(['log', 'fcm']).default('log'),
  FCM_PROJECT_ID: z.string().optional(),
  FCM_CREDENTIALS_FILE: z.string().optional(),
  FCM_BASE_URL: z.string().url().default('https://fcm.googleapis.com'),
  /** Web Push to the field app (issue 20; decision 0051): the VAPID key pair and contact. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  MESSAGING_DRIVER: z.enum(['log', 'http']).default('log'),
  MESSAGING_URL: z.string().url().optional(),
  MESSAGING_TOKEN: z.string().optional(),
  VERIFICATION_DRIVER: z.enum(['sandbox', 'http']).default('sandbox'),
  VERIFICATION_URL: z.string().url().optional(),
  VERIFICATION_TOKEN: z.string().optional(),
  VERIFICATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Bench mode only (issue 8 §2): every SQL statement with its parameters, as JSON lines. */
  SQL_LOG: z.string().optional(),
  VERIFICATION_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * Server processes sharing PORT (node:cluster; decision 0049): 1 is one process as before;
   * more needs PostgreSQL. `WORKERS=auto` is resolved here to the number of CPUs.
   */
  workers: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica for read-only report queries (issue 8 §4); the primary when unset. */
  databaseReplicaUrl: string | undefined;
  /** Passed to Fastify's trustProxy: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  sessionSecret: string;
  sessionIdleSeconds: number;
  storageDir: string;
  /** Local disk (one machine) or an S3-compatible bucket (several API processes). */
  storageDriver: 'local' | 's3';
  s3: S3Config | undefined;
  captchaMaxNumber: number;
  loginRateLimitPerMinute: number;
  seedDemo: boolean;
  /** The demo's accused records (about 300); tests leave them out to start from a known state. */
  seedDemoRecords: boolean;
  logLevel: string;
  webDist: string;
  messaging: { driver: 'log' | 'http'; url: string | undefined; token: string | undefined };
  push: {
    driver: 'log' | 'fcm';
    projectId: string | undefined;
    credentialsFile: string | undefined;
    baseUrl: string;
  };
  /**
   * Web Push (VAPID) to the field app's browsers (decision 0051). Keys unset outside
   * production: platform/notify/web-push.ts makes a pair once in DATA_DIR/.vapid-keys.json.
   */
  webPush: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
  };
  /** Document verification provider (issue 7; decision 0029). */
  verification: {
    driver: 'sandbox' | 'http';
    url: string | undefined;
    token: string | undefined;
    timeoutMs: number;
    /** Lookups per unit per Indian day. */
    dailyLimit: number;
  };
  /** The address phones reach the server at; push images link to it. */
  publicBaseUrl: string | undefined;
  /** A file that receives every SQL statement (npm run bench captures them for EXPLAIN). */
  sqlLog?: string | undefined;
  /** Base64 key for field encryption; see platform/field-cipher.ts. */
  dataKey: string | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

function resolveS3(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (e.STORAGE_DRIVER !== 's3') return undefined;
  const missing = (
    ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} required when STORAGE_DRIVER=s3.`);
  }
  return {
    endpoint: e.S3_ENDPOINT!.replace(/\/$/, ''),
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    // Path style is what MinIO and most on-premises stores expect; AWS prefers virtual hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
  };
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR blocks. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * `true` believes any X-Forwarded-For: a client that writes the header chooses the address
 * the login rate limit counts and the login history records (issue 17 §5). Production takes
 * only what names the proxy: a hop count, or the proxies' addresses.
 */
function parseTrustProxy(raw: string | undefined, env: Config['env']): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') {
    if (env === 'production') {
      throw new ConfigError(
        'TRUST_PROXY=true trusts an X-Forwarded-For written by anyone and is refused when NODE_ENV=production: give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.6).',
      );
    }
    return true;
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${bad.join(', ')} is not a hop count, an address, a CIDR block or loopback/linklocal/uniquelocal.`,
    );
  }
  return entries.join(',');
}

/**
 * A variable set to nothing (`DATABASE_URL=` in a deployment file) means unset: dropped
 * before the schema reads the environment, so its default or absence applies.
 */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/** Production refuses a missing, short, well-known or development secret (issue 2 §3). */
function resolveSessionSecret(raw: string | undefined, env: Config['env']): string {
  if (env === 'production') {
    if (!raw) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production.');
    if (
      raw.length < 32 ||
      WEAK_SECRETS.has(raw.toLowerCase()) ||
      raw.startsWith(DEV_SECRET_PREFIX)
    ) {
      throw new ConfigError(
        'SESSION_SECRET is too weak: use at least 32 random characters (e.g. `openssl rand -base64 48`).',
      );
    }
    return raw;
  }
  // Outside production a per-process secret is fine: sessions live in the database, but
  // captcha challenges issued before a restart simply stop verifying.
  return raw ?? DEV_SECRET_PREFIX + randomBytes(24).toString('base64url');
}

/**
 * DATA_KEY encrypts Aadhaar numbers at rest (decision 0012). Whenever given it must be 32
 * bytes in base64; production must give one (issue 9 §5), and one that is random: not a
 * run of one byte or a short repeated pattern (a hand-typed or zero key), and not the
 * session secret reused.
 */
function checkDataKey(raw: string | undefined, env: Config['env'], sessionSecret?: string): void {
  if (raw === undefined) {
    if (env === 'production') {
      throw new ConfigError(
        'DATA_KEY is required when NODE_ENV=production (`openssl rand -base64 32`).',
      );
    }
    return;
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64') !== raw.trim()) {
    throw new ConfigError('DATA_KEY must be 32 bytes, base64-encoded (`openssl rand -base64 32`).');
  }
  if (env !== 'production') return;
  // 32 random bytes hold about 30 distinct values; fewer than 16 is a pattern, not a key.
  if (new Set(key).size < 16 || raw === sessionSecret) {
    throw new ConfigError(
      'DATA_KEY is too weak: use 32 random bytes (`openssl rand -base64 32`), not the session secret.',
    );
  }
}

/** The contact a push service may write to about this server's pushes, outside production. */
export const DEV_VAPID_SUBJECT = 'mailto:cmis-development@example.invalid';

const VAPID_HELP = '`npx web-push generate-vapid-keys`';

/** Unpadded base64url of exactly `bytes` bytes, as web-push reads VAPID keys. */
function isBase64UrlKey(raw: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(raw) && Buffer.from(raw, 'base64url').length === bytes;
}

/**
 * VAPID keys sign the field app's Web Push messages (issue 20; decision 0051). Given, the
 * pair must be whole (an uncompressed P-256 public key of 65 bytes and a 32-byte private
 * key, base64url) with an https: or mailto: subject; production must give all three, since
 * a browser's subscription is bound to the public key and a new key loses every phone.
 */
function resolveWebPush(
  e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string },
  env: Config['env'],
): Config['webPush'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = e;
  if (env === 'production' && (!publicKey || !privateKey || !subject)) {
    throw new ConfigError(
      `VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (mailto: or https:) are required when NODE_ENV=production (${VAPID_HELP}).`,
    );
  }
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together or not at all.',
    );
  }
  if (publicKey !== undefined && privateKey !== undefined) {
    if (!isBase64UrlKey(publicKey, 65) || !publicKey.startsWith('B')) {
      throw new ConfigError(
        `VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (${VAPID_HELP}).`,
      );
    }
    if (!isBase64UrlKey(privateKey, 32)) {
      throw new ConfigError(`VAPID_PRIVATE_KEY must be 32 bytes in base64url (${VAPID_HELP}).`);
    }
  }
  if (subject !== undefined && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: address or an https: URL.');
  }
  return { publicKey, privateKey, subject: subject ?? DEV_VAPID_SUBJECT };
}

/**
 * WORKERS (decision 0049). Several processes share the database, so they need PostgreSQL:
 * the embedded database is one process's files (db/client.ts claims DATA_DIR/pglite). Refused
 * rather than quietly run as one process, so a deployment file asking for several processes
 * that lost its DATABASE_URL does not start on an empty embedded database.
 */
function resolveWorkers(raw: string, databaseUrl: string | undefined): number {
  if (raw !== 'auto' && Number(raw) === 1) return 1;
  if (!databaseUrl) {
    throw new ConfigError(
      `WORKERS=${raw} needs DATABASE_URL: several server processes cannot share the embedded database (DATA_DIR/pglite belongs to one process). Leave WORKERS unset (one process) or run on PostgreSQL.`,
    );
  }
  return raw === 'auto' ? availableParallelism() : Number(raw);
}

function resolvePath(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PUSH_DRIVER === 'fcm' && (!e.FCM_PROJECT_ID || !e.FCM_CREDENTIALS_FILE)) {
    throw new ConfigError(
      'FCM_PROJECT_ID and FCM_CREDENTIALS_FILE are required when PUSH_DRIVER=fcm.',
    );
  }
  if (e.MESSAGING_DRIVER === 'http' && !e.MESSAGING_URL) {
    throw new ConfigError('MESSAGING_URL is required when MESSAGING_DRIVER=http.');
  }
  if (e.VERIFICATION_DRIVER === 'http' && (!e.VERIFICATION_URL || !e.VERIFICATION_TOKEN)) {
    throw new ConfigError(
      'VERIFICATION_URL and VERIFICATION_TOKEN are required when VERIFICATION_DRIVER=http.',
    );
  }
  // The statement log holds every parameter: names, addresses, phone numbers in plain text.
  if (e.SQL_LOG && e.NODE_ENV === 'production') {
    throw new ConfigError('SQL_LOG is a benchmark aid and is refused when NODE_ENV=production.');
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL: a replica of what?');
  }
  const sessionSecret = resolveSessionSecret(e.SESSION_SECRET, e.NODE_ENV);
  checkDataKey(e.DATA_KEY, e.NODE_ENV, sessionSecret);
  const dataDir = e.DATA_DIR ? resolvePath(e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    workers: resolveWorkers(e.WORKERS, e.DATABASE_URL),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY, e.NODE_ENV),
    sessionSecret,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    storageDir: e.STORAGE_DIR ? resolvePath(e.STORAGE_DIR) : path.join(dataDir, 'files'),
    storageDriver: e.STORAGE_DRIVER,
    s3: resolveS3(e),
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedDemoRecords: e.SEED_DEMO_RECORDS ?? e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolvePath(e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    messaging: { driver: e.MESSAGING_DRIVER, url: e.MESSAGING_URL, token: e.MESSAGING_TOKEN },
    verification: {
      driver: e.VERIFICATION_DRIVER,
      url: e.VERIFICATION_URL?.replace(/\/$/, ''),
      token: e.VERIFICATION_TOKEN,
      timeoutMs: e.VERIFICATION_TIMEOUT_MS,
      dailyLimit: e.VERIFICATION_DAILY_LIMIT,
    },
    dataKey: e.DATA_KEY,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/$/, ''),
    sqlLog: e.SQL_LOG ? resolvePath(e.SQL_LOG) : undefined,
    push: {
      driver: e.PUSH_DRIVER,
      projectId: e.FCM_PROJECT_ID,
      credentialsFile: e.FCM_CREDENTIALS_FILE ? resolvePath(e.FCM_CREDENTIALS_FILE) : undefined,
      baseUrl: e.FCM_BASE_URL,
    },
    webPush: resolveWebPush(e, e.NODE_ENV),
  };
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError, type Config } from '../../config.js';
import { DeadTokenError, type PushContent } from './push.js';

/** The VAPID identity the server signs its Web Push messages with (decision 0051). */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** A browser's subscription as stored: the push service's endpoint and the browser's keys. */
export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface WebPushSender {
  send(target: WebPushTarget, message: PushContent): Promise<void>;
}

const KEY_FILE = '.vapid-keys.json';

/**
 * VAPID keys: from the configuration, required in production (config.ts refuses to start
 * without them). Elsewhere a pair is made once and kept in DATA_DIR/.vapid-keys.json (mode
 * 600), so the browsers' subscriptions, bound to the public key, outlive a restart. Two
 * processes starting together agree: the file is created exclusively and the loser reads it.
 */
export function resolveVapidDetails(config: Config): VapidDetails {
  const { publicKey, privateKey, subject } = config.webPush;
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  if (config.env === 'production') {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required when NODE_ENV=production.',
    );
  }
  const file = path.join(config.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** A day: a phone that comes back online within it still gets the message. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` library: the payload is encrypted for the
 * browser (aes128gcm) and signed with the VAPID key; the request is sent here with fetch so
 * it has a timeout and follows no redirect. 404/410 mean the subscription is gone (the
 * browser unsubscribed or the app was removed): a DeadTokenError, never retried. Any other
 * failure is thrown for the outbox to try again later.
 */
export class WebPushDriver implements WebPushSender {
  readonly name = 'web-push';

  constructor(
    private readonly vapid: VapidDetails,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(target: WebPushTarget, message: PushContent): Promise<void> {
    const payload = JSON.stringify({
      title: message.title,
      body: message.body,
      url: message.url ?? '/field/',
      ...(message.imageUrl ? { imageUrl: message.imageUrl } : {}),
    });
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: this.vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        // fetch sets the length of the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body,
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.body?.cancel();
    if (res.ok) return;
    if (res.status === 404 || res.status === 410) {
      throw new DeadTokenError(`push subscription gone (${res.status})`);
    }
    throw new Error(`push service answered ${res.status}`);
  }
}

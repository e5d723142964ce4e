import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { insertOutbox } from './outbox.repo.js';
import { deviceTokensOfStation, pushSubscriptionsOfStation } from './recipients.repo.js';

/** What a notification says, whichever way it travels. */
export interface PushContent {
  title: string;
  body: string;
  imageUrl?: string | undefined;
  /** Where a tap on the notification leads in the field app (a path under /field/). */
  url?: string | undefined;
}

/** To a native app's FCM device token. */
export interface PushMessage extends PushContent {
  token: string;
}

/**
 * To a browser's Web Push subscription (decision 0051). The outbox names the subscription,
 * not its keys: the dispatcher reads it at send time, and one deleted meanwhile is skipped.
 */
export interface SubscriptionPushMessage extends PushContent {
  subscriptionId: number;
}

/** A row of the outbox's 'push' channel. */
export type OutboxPush = PushMessage | SubscriptionPushMessage;

export function isSubscriptionPush(message: OutboxPush): message is SubscriptionPushMessage {
  return typeof (message as Partial<SubscriptionPushMessage>).subscriptionId === 'number';
}

export interface PushDriver {
  readonly name: string;
  send(message: PushMessage): Promise<void>;
}

/**
 * The device is gone (uninstalled, token rotated, browser unsubscribed): retrying cannot
 * help.
 */
export class DeadTokenError extends Error {}

export async function queuePush(tx: Executor, message: OutboxPush) {
  return insertOutbox(tx, 'push', { ...message });
}

export type StationPush = PushContent;

/**
 * Queues one message for every native device and every browser subscription of a station's
 * approved app users, in the caller's transaction (issue 20: a new accused, breaches and
 * overdue checks are the station's to act on; decision 0051).
 */
export async function queueStationPush(
  tx: Executor,
  stationId: number,
  message: StationPush,
): Promise<number> {
  const tokens = await deviceTokensOfStation(tx, stationId);
  const subscriptions = await pushSubscriptionsOfStation(tx, stationId);
  for (const token of tokens) await queuePush(tx, { ...message, token });
  for (const subscriptionId of subscriptions) await queuePush(tx, { ...message, subscriptionId });
  return tokens.length + subscriptions.length;
}

export class LogPushDriver implements PushDriver {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  send(message: PushMessage): Promise<void> {
    this.log.info({ title: message.title, body: message.body }, 'push (log driver)');
    return Promise.resolve();
  }
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth2 access token from a signed service-account
 * JWT (RS256), cached until shortly before it expires, then one send per device token.
 */
export class FcmPushDriver implements PushDriver {
  readonly name = 'fcm';
  private accessToken: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly account: ServiceAccount,
    private readonly projectId: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  static fromFile(file: string, projectId: string, baseUrl: string): FcmPushDriver {
    return new FcmPushDriver(
      JSON.parse(readFileSync(file, 'utf8')) as ServiceAccount,
      projectId,
      baseUrl,
    );
  }

  private async token(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (this.accessToken && this.accessToken.expiresAt > now + 60) return this.accessToken.value;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.account.client_email)
      .setAudience(this.account.token_uri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importPKCS8(this.account.private_key, 'RS256'));
    const res = await fetch(this.account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`FCM token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.accessToken = { value: body.access_token, expiresAt: now + body.expires_in };
    return body.access_token;
  }

  async send(message: PushMessage): Promise<void> {
    const res = await fetch(`${this.baseUrl}/v1/projects/${this.projectId}/messages:send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await this.token()}`,
      },
      body: JSON.stringify({
        message: {
          token: message.token,
          notification: {
            title: message.title,
            body: message.body,
            ...(message.imageUrl ? { image: message.imageUrl } : {}),
          },
        },
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (res.ok) {
      await res.body?.cancel();
      return;
    }
    const text = await res.text();
    if (res.status === 404 || text.includes('UNREGISTERED'))
      throw new DeadTokenError('device token no longer valid');
    if (res.status === 401) this.accessToken = undefined;
    throw new Error(`FCM answered ${res.status}`);
  }
}

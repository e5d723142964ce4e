import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { insertOutbox } from './outbox.repo.js';

/** What the approval message carries (spec 1 §4, §7: phone, password, city name). */
export interface CredentialsMessage {
  phone: string;
  password: string;
  cityName: string;
}

export interface MessagingDriver {
  readonly name: string;
  send(message: CredentialsMessage): Promise<void>;
}

/** Queues the message in the caller's transaction; the dispatcher delivers it. */
export async function queueCredentialsMessage(tx: Executor, message: CredentialsMessage) {
  return insertOutbox(tx, 'messaging', { ...message });
}

/** The local driver: writes the message to the log, never the password itself. */
export class LogMessagingDriver implements MessagingDriver {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  send(message: CredentialsMessage): Promise<void> {
    this.log.info(
      { phone: message.phone, cityName: message.cityName, password: '[one-time password]' },
      'messaging (log driver): credentials message',
    );
    return Promise.resolve();
  }
}

/**
 * A WhatsApp-style HTTP API: POST {url} with a bearer token and the JSON message. Any
 * answer but 2xx, a timeout or a network error is a failure, retried by the outbox.
 */
export class HttpMessagingDriver implements MessagingDriver {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: CredentialsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`messaging provider answered ${res.status}`);
    await res.body?.cancel();
  }
}

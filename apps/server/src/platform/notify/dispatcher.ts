import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CredentialsMessage, MessagingDriver } from './messaging.js';
import { DeadTokenError, isSubscriptionPush, type OutboxPush, type PushDriver } from './push.js';
import { claimDue, markRetry, markSent, type OutboxRow } from './outbox.repo.js';
import { deletePushSubscription, findPushTarget } from './recipients.repo.js';
import type { WebPushSender } from './web-push.js';

const MAX_ATTEMPTS = 10;
const BATCH = 20;

/** 30 s, 1 min, 2 min, … capped at one hour between tries. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 3_600_000);
}

/**
 * Delivers queued outbox messages. One delivery at a time per process; a failure leaves
 * the row pending with its next try scheduled, so nothing is lost while a provider is down.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly messaging: MessagingDriver,
    private readonly push: PushDriver,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    /** The field app's browsers (decision 0051); without it such messages wait. */
    private readonly webPush?: WebPushSender,
  ) {}

  /** Answers false when there was nothing left to deliver to. */
  private async deliver(row: OutboxRow, now: Date): Promise<boolean> {
    switch (row.channel) {
      case 'messaging': {
        const message = row.payload as unknown as CredentialsMessage;
        await this.messaging.send(message);
        await markSent(this.db, row.id, { phone: message.phone, cityName: message.cityName });
        return true;
      }
      case 'push': {
        const message = row.payload as unknown as OutboxPush;
        if (isSubscriptionPush(message)) return this.deliverToBrowser(row, message, now);
        await this.push.send(message);
        await markSent(this.db, row.id, { title: message.title, body: message.body });
        return true;
      }
    }
  }

  /**
   * The subscription is read now, not when queued: one removed since (logout, a 410 to an
   * earlier message, the app user no longer approved) ends the message with nothing sent.
   * A 404/410 removes the subscription.
   */
  private async deliverToBrowser(
    row: OutboxRow,
    message: Extract<OutboxPush, { subscriptionId: number }>,
    now: Date,
  ): Promise<boolean> {
    if (!this.webPush) throw new Error('no Web Push driver');
    const target = await findPushTarget(this.db, message.subscriptionId);
    if (!target) {
      await markRetry(this.db, row.id, 'push subscription removed', now, true);
      return false;
    }
    try {
      await this.webPush.send(target, message);
    } catch (error) {
      if (error instanceof DeadTokenError) {
        await deletePushSubscription(this.db, message.subscriptionId);
      }
      throw error;
    }
    await markSent(this.db, row.id, {
      title: message.title,
      body: message.body,
      subscriptionId: message.subscriptionId,
    });
    return true;
  }

  /** Delivers what is due now; answers how many were delivered. */
  runOnce(now = new Date()): Promise<number> {
    this.running ??= (async () => {
      let delivered = 0;
      try {
        for (const row of (await claimDue(this.db, BATCH, now)).sort((a, b) => a.id - b.id)) {
          try {
            if (await this.deliver(row, now)) delivered++;
          } catch (error) {
            const attempts = row.attempts + 1;
            const message = error instanceof Error ? error.message : String(error);
            this.log?.warn({ outboxId: row.id, attempts, err: message }, 'outbox delivery failed');
            await markRetry(
              this.db,
              row.id,
              message,
              new Date(now.getTime() + backoffMs(attempts)),
              // A dead device token is final; anything else is tried again later.
              attempts >= MAX_ATTEMPTS || error instanceof DeadTokenError,
            );
          }
        }
      } finally {
        this.running = undefined;
      }
      return delivered;
    })();
    return this.running;
  }

  /** Starts a delivery round now without waiting for it (after a message was queued). */
  kick(): void {
    this.runOnce().catch((err: unknown) => this.log?.error({ err }, 'outbox run failed'));
  }

  start(intervalMs = 5_000): void {
    this.timer = setInterval(() => {
      this.runOnce().catch((err: unknown) => this.log?.error({ err }, 'outbox run failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

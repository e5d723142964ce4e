import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { runOverdueCheck, type OverdueRunResult } from './overdue.service.js';

const HOUR_MS = 3_600_000;

/**
 * The overdue check in the server process (issue 20 item 3, decision 0053): shortly after
 * start and then every hour it asks for India's today; the first round of a new day in any
 * process claims and computes it, every other round finds it claimed. Every process runs
 * one (WORKERS=n, several machines); tests construct it and call `runOnce` themselves.
 */
export class OverdueJob {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<OverdueRunResult> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log?: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One round: computes today's run unless some process already has. */
  runOnce(): Promise<OverdueRunResult> {
    this.running ??= (async () => {
      try {
        const result = await runOverdueCheck(this.db, this.clock());
        if (result.claimed) this.log?.info(result, 'overdue check ran');
        return result;
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private round(): void {
    this.runOnce().catch((err: unknown) => this.log?.error({ err }, 'overdue check failed'));
  }

  private clearTimers(): void {
    clearTimeout(this.first);
    clearInterval(this.timer);
    this.first = undefined;
    this.timer = undefined;
  }

  start(intervalMs = HOUR_MS, firstDelayMs = 2_000): void {
    this.clearTimers();
    this.first = setTimeout(() => this.round(), firstDelayMs);
    this.first.unref();
    this.timer = setInterval(() => this.round(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timers and waits for a round in progress (before the database closes). */
  async stop(): Promise<void> {
    this.clearTimers();
    await this.running?.catch(() => undefined);
  }
}

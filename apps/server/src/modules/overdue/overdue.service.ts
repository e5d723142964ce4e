import { addDays, fieldCheckinPath, istDate, OVERDUE_PUSH } from '@cmis/shared';
import { withTransaction, type Db } from '../../db/client.js';
import { queueStationPush } from '../../platform/notify/push.js';
import * as repo from './overdue.repo.js';

/** Runs (with their lists) are kept this many days before the day's run deletes them. */
export const KEEP_RUN_DAYS = 7;

export interface OverdueRunResult {
  /** India's day the run is for. */
  day: string;
  /** False when another process (or an earlier round of this one) already ran the day. */
  claimed: boolean;
  overdue: number;
  /** Messages queued: one per device of the station's app users, for each notice. */
  pushes: number;
}

/** 'Ramesh Pawar: not checked for 45 days'. */
export function overdueBody(name: string, days: number): string {
  return `${name}: not checked for ${days} days`;
}

export function overdueSummaryBody(count: number): string {
  return `${count} accused overdue for a check`;
}

/**
 * Issue 20 item 3 (decision 0053): the day's overdue check, exactly once across every process
 * on the database. Claim, list, finish, prune and the station pushes are one transaction, so
 * a run that fails leaves nothing claimed and the next round (here or elsewhere) does it.
 */
export async function runOverdueCheck(db: Db, now: Date = new Date()): Promise<OverdueRunResult> {
  const day = istDate(now);
  return withTransaction(db, async (tx) => {
    if (!(await repo.claimRun(tx, day))) return { day, claimed: false, overdue: 0, pushes: 0 };
    const overdue = await repo.insertOverdue(tx, day);
    await repo.finishRun(tx, day);
    await repo.deleteRunsBefore(tx, addDays(day, -KEEP_RUN_DAYS));
    let pushes = 0;
    const targets = await repo.pushTargets(tx, day, OVERDUE_PUSH.perStation);
    for (const [i, t] of targets.entries()) {
      pushes += await queueStationPush(tx, t.stationId, {
        title: OVERDUE_PUSH.title,
        body: overdueBody(t.name, t.days),
        url: fieldCheckinPath(t.accusedId),
      });
      const lastOfStation = targets[i + 1]?.stationId !== t.stationId;
      if (lastOfStation && t.stationTotal > OVERDUE_PUSH.perStation) {
        pushes += await queueStationPush(tx, t.stationId, {
          title: OVERDUE_PUSH.title,
          body: overdueSummaryBody(t.stationTotal),
          url: '/field/',
        });
      }
    }
    return { day, claimed: true, overdue, pushes };
  });
}

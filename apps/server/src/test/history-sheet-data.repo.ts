import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { preventiveActions } from '../db/schema/index.js';

/**
 * The externed police stations of a preventive action, written past the form (issue 20's
 * breach piece owns the form's field): the history sheet prints them by name.
 */
export async function setExternedStations(
  db: Executor,
  actionId: number,
  stationIds: number[],
): Promise<void> {
  await db
    .update(preventiveActions)
    .set({ externmentStationIds: stationIds })
    .where(eq(preventiveActions.id, actionId));
}

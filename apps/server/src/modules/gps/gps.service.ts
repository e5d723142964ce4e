import {
  GPS_MESSAGES,
  type GpsHistory,
  type GpsListQuery,
  type GpsLockInput,
  type GpsRecord,
} from '@cmis/shared';
import { withTransaction } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { dateTimeOf } from '../../platform/report-xlsx.js';
import { keysetBatches, streamXlsx } from '../../platform/xlsx-stream.js';
import * as repo from './gps.repo.js';

/**
 * Spec 1 §2 GPS report: role 4 reads the check-ins of its city, role 2 those of its
 * station (the app user's station, copied on the check-in). Role 8 holds no gps:read.
 */
export const list = (deps: Deps, actor: Actor, q: GpsListQuery) =>
  repo.listGps(deps.readDb, actor, q);

/** The drawer: an accused's check-ins in the actor's scope; none in scope answers 404. */
export async function history(deps: Deps, actor: Actor, accusedId: number): Promise<GpsHistory> {
  if (!(await repo.hasCheckinInScope(deps.db, actor, accusedId))) throw notFound();
  const [header, home, rows] = await Promise.all([
    repo.findAccusedHeader(deps.db, accusedId),
    repo.findHome(deps.db, accusedId),
    repo.accusedHistory(deps.db, actor, accusedId),
  ]);
  if (!header) throw notFound();
  return { accused: header, home, ...rows };
}

/**
 * Locking takes the position of one of the accused's check-ins in the actor's scope as the
 * home address (decision 0017); distances are measured from it from then on. One address
 * is locked at a time: replacing it needs `replace` (the screen's confirmation naming both
 * addresses; issue 17 §9), and the audit keeps the one replaced.
 */
export async function lock(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  accusedId: number,
  input: GpsLockInput,
) {
  const position = await repo.findCheckinInScope(deps.db, actor, accusedId, input.checkinId);
  if (!position) throw notFound();
  await withTransaction(deps.db, async (tx) => {
    const before = await repo.findHome(tx, accusedId);
    if (!(await repo.lockHome(tx, accusedId, position, actor.userId, input.replace === true))) {
      throw conflict(GPS_MESSAGES.alreadyLocked);
    }
    const replaced = before?.locked
      ? { latitude: before.latitude, longitude: before.longitude }
      : null;
    await audit(tx, ctx, {
      entity: 'accused-home',
      entityId: accusedId,
      action: replaced ? 'relock' : 'lock',
      changes: { checkinId: input.checkinId, ...position, ...(replaced ? { replaced } : {}) },
    });
  });
  return { message: GPS_MESSAGES.locked };
}

/** Unlocking needs a locked address: pressed on none it says so instead of "unlocked". */
export async function unlock(deps: Deps, actor: Actor, ctx: AuditContext, accusedId: number) {
  if (!(await repo.hasCheckinInScope(deps.db, actor, accusedId))) throw notFound();
  await withTransaction(deps.db, async (tx) => {
    const before = await repo.findHome(tx, accusedId);
    if (!(await repo.unlockHome(tx, accusedId, actor.userId)))
      throw conflict(GPS_MESSAGES.notLocked);
    await audit(tx, ctx, {
      entity: 'accused-home',
      entityId: accusedId,
      action: 'unlock',
      changes: before ? { latitude: before.latitude, longitude: before.longitude } : {},
    });
  });
  return { message: GPS_MESSAGES.unlocked };
}

// A batch lives while it is written: at 1,000 rows it outlived young-generation collections
// and was moved to the old generation, some 30 MB more at the peak of a 100,000-row export
// (issue 19). 500 reads it in twice the statements, in the same time.
const BATCH = 500;

const COLUMNS = [
  { header: 'Sr No', key: 'sr', width: 8 },
  { header: 'Accused Name', key: 'name', width: 28 },
  { header: 'Police Station', key: 'station', width: 22 },
  { header: 'App User', key: 'userName', width: 22 },
  { header: 'Mobile No', key: 'userPhone', width: 14 },
  { header: 'Date and time', key: 'capturedAt', width: 22 },
  { header: 'Latitude', key: 'latitude', width: 12 },
  { header: 'Longitude', key: 'longitude', width: 12 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Details', key: 'details', width: 40 },
  { header: 'Counts', key: 'counts', width: 8 },
  { header: 'Distance from home (m)', key: 'distance', width: 14 },
] as const;

/** Sheet rows made at a time from a batch: few alive at once, whatever the batch size. */
const SLICE = 50;

function sheetRow(r: GpsRecord) {
  return {
    name: r.nameEn ? `${r.name} (${r.nameEn})` : r.name,
    station: r.stationName.en,
    userName: r.userName,
    userPhone: r.userPhone,
    capturedAt: dateTimeOf(r.capturedAt),
    latitude: r.latitude,
    longitude: r.longitude,
    status: r.found ? 'Found' : 'Not found',
    details: r.details,
    counts: r.counts,
    distance: r.distanceMeters ?? '',
  };
}

/** gps_report_{date}.xlsx: the report's range and scope, streamed in keyset batches. */
export function exportReport(deps: Deps, actor: Actor, range: { from: string; to: string }) {
  // Read with the first batch, once the download is under way.
  let counts: Map<number, number> | undefined;
  const batches = keysetBatches<repo.GpsExportRow>(async (after) => {
    counts ??= await repo.countsByAccused(deps.readDb, actor, range);
    return repo.gpsBatch(deps.readDb, actor, range, after && repo.keysetOf(after), BATCH);
  }, BATCH);
  async function* rows() {
    for await (const batch of batches) {
      const byAccused = counts ?? new Map<number, number>();
      // Made a slice at a time, not a batch at once: the sheet rows of a whole batch live
      // while the batch is written, and V8 then allocates every later one in the old
      // generation, which only a full collection empties (issue 19).
      for (let i = 0; i < batch.length; i += SLICE) {
        yield batch.slice(i, i + SLICE).map((r) => sheetRow(repo.exportRecord(r, byAccused)));
      }
    }
  }
  return streamXlsx(deps.log, 'GPS report', COLUMNS, rows());
}

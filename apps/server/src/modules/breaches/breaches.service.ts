import {
  BREACH_KIND_LABELS,
  BREACH_MESSAGES,
  type Breach,
  type BreachFilter,
  type BreachListQuery,
} from '@cmis/shared';
import { withTransaction, type Executor } from '../../db/client.js';
import { scopeTitle } from '../../db/scope.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditContext } from '../../platform/audit/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { queueStationPush } from '../../platform/notify/push.js';
import { dateTimeOf, reportDay, streamReportXlsx } from '../../platform/report-xlsx.js';
import { contains, scopeOf } from '../../platform/scope.js';
import { keysetBatches } from '../../platform/xlsx-stream.js';
import { requireReadsAccused } from '../accused/accused.service.js';
import * as repo from './breaches.repo.js';

export type { BreachEvent } from './breaches.repo.js';

/**
 * Issue 20 item 2: raises the breaches an event makes (docs/reports.md "Externment
 * breaches"), in the writer's transaction, and queues a push to the app users of the
 * police station where each happened. Answers how many it raised: the caller kicks the
 * outbox after its commit when any were.
 */
export async function recordBreaches(tx: Executor, event: repo.BreachEvent): Promise<number> {
  const raised = await repo.insertBreaches(tx, event);
  for (const b of raised) {
    await queueStationPush(tx, b.stationId, {
      title: BREACH_MESSAGES.pushTitle,
      body: `${b.name} — ${b.stationName}`,
      url: '/field/',
    });
  }
  return raised.length;
}

/** A client's unit narrows the state's scope; a unit or a station keeps its own. */
const scopeFor = (actor: Actor, f: BreachFilter) => scopeOf(actor, { cityId: f.cityId });

export function list(deps: Deps, actor: Actor, q: BreachListQuery) {
  return repo.listBreaches(deps.readDb, scopeFor(actor, q), q);
}

/** The profile's section: every breach of an accused the actor may read (decision 0011). */
export async function ofAccused(deps: Deps, actor: Actor, accusedId: number): Promise<Breach[]> {
  await requireReadsAccused(deps, actor, accusedId);
  return repo.breachesOfAccused(deps.db, accusedId);
}

/**
 * Acknowledging: a breach outside the actor's scope is not found (404); one already
 * acknowledged is refused (409) and keeps who acknowledged it first. Audited.
 */
export async function acknowledge(
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number,
  note: string,
): Promise<Breach> {
  const place = await repo.findBreachPlace(deps.db, id);
  if (!place || !contains(scopeOf(actor), place)) throw notFound();
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.acknowledge(tx, id, actor.userId, note))) {
      throw conflict(BREACH_MESSAGES.alreadyAcknowledged);
    }
    await audit(tx, ctx, {
      entity: 'externment-breach',
      entityId: id,
      action: 'acknowledge',
      cityId: place.cityId,
      changes: { accusedId: place.accusedId, note },
    });
  });
  const breach = await repo.findBreach(deps.db, id);
  if (!breach) throw notFound();
  return breach;
}

const BATCH = 500;

const COLUMNS = [
  { header: 'Sr No', key: 'sr', width: 8 },
  { header: 'Accused Name', key: 'name', width: 28 },
  { header: 'Event', key: 'kind', width: 18 },
  { header: 'Date and time', key: 'occurredAt', width: 22 },
  { header: 'Unit', key: 'unit', width: 20 },
  { header: 'Police Station', key: 'station', width: 22 },
  { header: 'Latitude', key: 'latitude', width: 12 },
  { header: 'Longitude', key: 'longitude', width: 12 },
  { header: 'Externment order', key: 'order', width: 34 },
  { header: 'Acknowledged by', key: 'ackBy', width: 20 },
  { header: 'Acknowledged at', key: 'ackAt', width: 22 },
  { header: 'Note', key: 'note', width: 30 },
] as const;

function sheetRow(r: Breach) {
  return {
    name: r.nameEn ? `${r.name} (${r.nameEn})` : r.name,
    kind: BREACH_KIND_LABELS[r.kind],
    occurredAt: dateTimeOf(r.occurredAt),
    unit: r.cityName.en,
    station: r.stationName.en,
    latitude: r.latitude ?? '',
    longitude: r.longitude ?? '',
    order: `${r.actionType.en}: ${reportDay(r.dateFrom)} to ${reportDay(r.dateTo)}`,
    ackBy: r.acknowledgedBy ?? '',
    ackAt: r.acknowledgedAt ? dateTimeOf(r.acknowledgedAt) : '',
    note: r.acknowledgeNote ?? '',
  };
}

export const EXPORT_TITLE = 'Externment Breaches';

/** Externment Breaches_{DDMMMYYYY}.xlsx: the screen's filters and scope, streamed. */
export async function exportXlsx(deps: Deps, actor: Actor, f: BreachFilter) {
  const scope = scopeFor(actor, f);
  const title = await scopeTitle(deps.readDb, scope);
  const range =
    f.from || f.to
      ? ` · ${f.from ? reportDay(f.from) : '…'} to ${f.to ? reportDay(f.to) : '…'}`
      : '';
  const batches = keysetBatches<repo.BreachRow>(
    (after) =>
      repo.breachBatch(
        deps.readDb,
        scope,
        f,
        after && { occurredAt: new Date(after.occurredAt).toISOString(), id: Number(after.id) },
        BATCH,
      ),
    BATCH,
  );
  async function* rows() {
    for await (const batch of batches) yield batch.map((r) => sheetRow(repo.toBreach(r)));
  }
  return streamReportXlsx(deps.log, {
    title: EXPORT_TITLE,
    scopeLine: `${title.en}${range}`,
    generatedBy: actor.userid,
    columns: COLUMNS,
    rows: rows(),
  });
}

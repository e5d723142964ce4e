import {
  BREACH_KIND_LABELS,
  BREACH_MESSAGES,
  type Breach,
  type BreachFilter,
  type BreachKind,
  type BreachListQuery,
  type Language,
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
import { byLine, labelsOf, type Labels } from '../reports/reports.service.js';
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

/** The export in the officer's language, as the reports of spec 3 §9 are. */
const KIND_MR: Record<BreachKind, string> = {
  checkin: 'GPS चेक-इन',
  sighting: 'इथे दिसला',
  arrest: 'अटक',
  crime: 'गुन्हा दाखल',
};

const STATUS_TEXT = {
  open: { mr: 'प्रलंबित', en: 'Open' },
  acknowledged: { mr: 'दखल घेतली', en: 'Acknowledged' },
} as const;

const columnsOf = (l: Labels) =>
  [
    { header: l.label({ mr: 'अ. क्र.', en: 'Sr No' }), key: 'sr', width: 8 },
    { header: l.label({ mr: 'आरोपीचे नाव', en: 'Accused Name' }), key: 'name', width: 28 },
    { header: l.label({ mr: 'घटना', en: 'Event' }), key: 'kind', width: 18 },
    { header: l.label({ mr: 'दिनांक व वेळ', en: 'Date and time' }), key: 'occurredAt', width: 22 },
    { header: l.label({ mr: 'घटक', en: 'Unit' }), key: 'unit', width: 20 },
    { header: l.label({ mr: 'पोलीस स्टेशन', en: 'Police Station' }), key: 'station', width: 22 },
    { header: l.label({ mr: 'अक्षांश', en: 'Latitude' }), key: 'latitude', width: 12 },
    { header: l.label({ mr: 'रेखांश', en: 'Longitude' }), key: 'longitude', width: 12 },
    { header: l.label({ mr: 'तडीपार आदेश', en: 'Externment order' }), key: 'order', width: 34 },
    { header: l.label({ mr: 'दखल घेणारे', en: 'Acknowledged by' }), key: 'ackBy', width: 20 },
    { header: l.label({ mr: 'दखल घेतल्याची वेळ', en: 'Acknowledged at' }), key: 'ackAt', width: 22 },
    { header: l.label({ mr: 'केलेली कारवाई', en: 'Action taken' }), key: 'note', width: 30 },
  ] as const;

/** Six decimals (about 0.1 m) and no binary noise such as 73.84899999999999. */
const coordinate = (v: number | null) => (v === null ? '' : Number(v.toFixed(6)));

function sheetRow(r: Breach, l: Labels) {
  return {
    name: l.mr || !r.nameEn ? r.name : r.nameEn,
    kind: l.mr ? KIND_MR[r.kind] : BREACH_KIND_LABELS[r.kind],
    occurredAt: dateTimeOf(r.occurredAt),
    unit: l.label(r.cityName),
    station: l.label(r.stationName),
    latitude: coordinate(r.latitude),
    longitude: coordinate(r.longitude),
    order: `${l.label(r.actionType)}: ${reportDay(r.dateFrom)} ${l.label({ mr: 'ते', en: 'to' })} ${reportDay(r.dateTo)}`,
    ackBy: r.acknowledgedBy ?? '',
    ackAt: r.acknowledgedAt ? dateTimeOf(r.acknowledgedAt) : '',
    note: r.acknowledgeNote ?? '',
  };
}

/** The title of the sheet and of its file (`{title}_{DDMMMYYYY}.xlsx`). */
export const EXPORT_TITLE = { mr: 'तडीपार उल्लंघने', en: 'Externment Breaches' } as const;

/** Line A2: the scope, then the filters that narrow it (dates, status, event). */
function filterLine(f: BreachFilter, l: Labels): string {
  const parts: string[] = [];
  if (f.from || f.to) {
    parts.push(
      `${f.from ? reportDay(f.from) : '…'} ${l.label({ mr: 'ते', en: 'to' })} ${f.to ? reportDay(f.to) : '…'}`,
    );
  }
  if (f.status) parts.push(l.label(STATUS_TEXT[f.status]));
  if (f.kind) parts.push(l.mr ? KIND_MR[f.kind] : BREACH_KIND_LABELS[f.kind]);
  return parts.map((p) => ` · ${p}`).join('');
}

/** The screen's filters and scope, streamed in the officer's language. */
export async function exportXlsx(deps: Deps, actor: Actor, f: BreachFilter, language: Language) {
  const l = labelsOf(language);
  const scope = scopeFor(actor, f);
  const title = await scopeTitle(deps.readDb, scope);
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
    for await (const batch of batches) yield batch.map((r) => sheetRow(repo.toBreach(r), l));
  }
  return {
    title: l.label(EXPORT_TITLE),
    stream: streamReportXlsx(deps.log, {
      title: l.label(EXPORT_TITLE),
      scopeLine: `${l.label(title)}${filterLine(f, l)}`,
      generatedBy: byLine(actor, l),
      columns: columnsOf(l),
      rows: rows(),
    }),
  };
}

import type { AuditQuery } from '@cmis/shared';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { dateTimeOf } from '../../platform/report-xlsx.js';
import { keysetBatches, streamXlsx } from '../../platform/xlsx-stream.js';
import { auditBatch, distinctEntities, listAudit } from './audit.repo.js';

type Entry = Awaited<ReturnType<typeof auditBatch>>[number];

export const listEntries = (deps: Deps, actor: Actor, q: AuditQuery) =>
  listAudit(deps.db, actor, q);
export const listEntities = (deps: Deps, actor: Actor) => distinctEntities(deps.db, actor);

const BATCH = 1000;

const COLUMNS = [
  { header: 'Sr No', key: 'sr', width: 8 },
  { header: 'Date and time', key: 'createdAt', width: 22 },
  { header: 'User id', key: 'userid', width: 20 },
  { header: 'Name', key: 'userName', width: 28 },
  { header: 'Role', key: 'role', width: 6 },
  { header: 'Entity', key: 'entity', width: 16 },
  { header: 'Record', key: 'entityId', width: 38 },
  { header: 'Action', key: 'action', width: 16 },
  { header: 'Changed fields', key: 'changes', width: 60 },
  { header: 'IP address', key: 'ip', width: 18 },
] as const;

/** The filtered log as .xlsx, streamed in keyset batches. */
export function exportEntries(deps: Deps, actor: Actor, filter: Omit<AuditQuery, 'page' | 'size'>) {
  const batches = keysetBatches<Entry>(
    (after) => auditBatch(deps.db, actor, filter, after?.id ?? null, BATCH),
    BATCH,
  );
  async function* rows() {
    for await (const batch of batches) {
      yield batch.map((e) => ({
        ...e,
        createdAt: dateTimeOf(e.createdAt),
        changes: e.changes ? JSON.stringify(e.changes) : '',
      }));
    }
  }
  return streamXlsx(deps.log, 'Audit log', COLUMNS, rows());
}

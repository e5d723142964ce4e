import { PassThrough } from 'node:stream';
import type { AuditQuery } from '@cmis/shared';
import ExcelJS from 'exceljs';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { auditBatch, distinctEntities, listAudit } from './audit.repo.js';

export const listEntries = (deps: Deps, actor: Actor, q: AuditQuery) =>
  listAudit(deps.db, actor, q);
export const listEntities = (deps: Deps, actor: Actor) => distinctEntities(deps.db, actor);

const BATCH = 1000;

/** DD-MM-YYYY hh:mm AM in Indian time, as officers read it (spec 1 §9 date display). */
const IST = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
function istText(iso: string): string {
  const p = Object.fromEntries(IST.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}

/**
 * The filtered log as .xlsx, streamed: rows are read in batches and written as they come,
 * so a long log never sits in memory whole.
 */
export function exportEntries(deps: Deps, actor: Actor, filter: Omit<AuditQuery, 'page' | 'size'>) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Audit log');
  sheet.columns = [
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
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    let before: number | null = null;
    let sr = 0;
    for (;;) {
      const batch = await auditBatch(deps.db, actor, filter, before, BATCH);
      for (const e of batch) {
        sheet
          .addRow({
            ...e,
            sr: ++sr,
            createdAt: istText(e.createdAt),
            changes: e.changes ? JSON.stringify(e.changes) : '',
          })
          .commit();
      }
      const last = batch.at(-1);
      if (batch.length < BATCH || !last) break;
      before = last.id;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    deps.log.error({ err }, 'audit export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

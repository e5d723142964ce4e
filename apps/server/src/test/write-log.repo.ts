import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * A row-level trigger on every table of the app's schema notes each inserted, updated or
 * deleted row in a log of its own schema, so a test can tell exactly which writes one
 * request made. Stronger than comparing row counts (an update or an insert plus a delete
 * leaves counts equal) and one cheap query per request. Test databases only.
 */
export async function installWriteLog(db: Executor): Promise<void> {
  // One statement per call: the drivers prepare each call, and a prepared call holds one.
  const statements = [
    'create schema if not exists write_log',
    'create table if not exists write_log.writes (tbl text not null, op text not null)',
    `create or replace function write_log.note() returns trigger language plpgsql as $$
     begin
       insert into write_log.writes (tbl, op) values (TG_TABLE_NAME, TG_OP);
       return null;
     end $$`,
    `do $$
     declare t text;
     begin
       -- A trigger on a partitioned parent is cloned onto its partitions (GPS check-ins).
       for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition loop
         execute format(
           'create trigger write_log_note after insert or update or delete on public.%I
              for each row execute function write_log.note()', t);
       end loop;
     end $$`,
  ];
  for (const s of statements) await db.execute(sql.raw(s));
}

/** The writes noted since the last call, as 'table op' → rows, and forgets them. */
export async function takeWrites(db: Executor): Promise<Record<string, number>> {
  const res = await db.execute(sql`delete from write_log.writes returning tbl, op`);
  const writes: Record<string, number> = {};
  for (const r of (res as { rows: { tbl: string; op: string }[] }).rows) {
    const k = `${r.tbl} ${r.op}`;
    writes[k] = (writes[k] ?? 0) + 1;
  }
  return writes;
}

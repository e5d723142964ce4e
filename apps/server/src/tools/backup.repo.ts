import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { DERIVED_TABLES } from '../db/tallies.js';

/** The SQL of `npm run backup` / `npm run restore` (backup-archive.ts holds the rest). */
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return (res as { rows: T[] }).rows;
}

const ident = (name: string) => sql.identifier(name);

/**
 * Timestamps print in the session's time zone: dumps and checksums are made in UTC so the
 * same rows give the same text on any server. Inside a transaction only.
 */
export async function inUtc(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
}

/** A restore goes into a database no CMIS has started on: no migrations, no tables. */
export async function assertNewDatabase(db: Executor): Promise<void> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  if (r?.n) throw new Error('the database is not new (it has tables); restore into a new one');
}

/**
 * The public tables but the derived ones, parents before children, so a restore never
 * breaks a foreign key.
 */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      // A partition's rows are its parent's (GPS check-ins by month): dumped and restored
      // through the parent, which routes each row to the month the target database has.
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          order by c.relname`,
    )
  )
    .map((r) => r.name)
    .filter((t) => !DERIVED_TABLES.includes(t));
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string) => {
    if (state.get(t) === 'done') return;
    // A cycle (or a self-reference) is broken here; rows go in key order and a superuser
    // restore turns foreign-key triggers off for the load (see restoreArchive).
    if (state.get(t) === 'visiting') return;
    state.set(t, 'visiting');
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent);
    state.set(t, 'done');
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered;
}

async function primaryKey(db: Executor, table: string): Promise<string[]> {
  const cols = await rows<{ name: string }>(
    db,
    sql`select a.attname as name
        from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
  );
  return cols.map((c) => c.name);
}

/** Rows in primary-key order (the whole row's text where a table has no key). */
async function orderBy(db: Executor, table: string): Promise<SQL> {
  const pk = await primaryKey(db, table);
  return pk.length
    ? sql.join(
        pk.map((c) => sql`t.${ident(c)}`),
        sql`, `,
      )
    : sql`t::text`;
}

/**
 * Per table: row count and an md5 of every row's text in key order. Equal before a backup
 * and after its restore means the data came back exactly.
 */
export async function tableChecksums(
  db: Executor,
): Promise<Record<string, { rows: number; checksum: string }>> {
  const out: Record<string, { rows: number; checksum: string }> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const order = await orderBy(db, table);
    const [r] = await rows<{ rows: number; checksum: string }>(
      db,
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by ${order}), '')) as checksum
          from ${ident(table)} t`,
    );
    out[table] = { rows: Number(r?.rows ?? 0), checksum: r?.checksum ?? '' };
  }
  return out;
}

export async function appliedMigrations(db: Executor): Promise<string[]> {
  const exists = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_tables
        where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  if (!exists[0]?.n) return [];
  const r = await rows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return r.map((m) => m.hash);
}

/** The public sequences that have been used, and where they stand. */
export async function sequencePositions(db: Executor) {
  const list = await rows<{ name: string; lastValue: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as "lastValue"
        from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return list.flatMap((s) =>
    s.lastValue === null ? [] : [{ name: s.name, lastValue: s.lastValue }],
  );
}

export async function setSequence(tx: Executor, name: string, lastValue: string): Promise<void> {
  await tx.execute(sql`select setval(${`public.${name}`}::regclass, ${lastValue}::bigint)`);
}

/**
 * Foreign keys are checked as rows arrive unless triggers are off, which needs a superuser;
 * parents-first order covers every key but a self-reference out of order.
 */
export async function relaxForeignKeysIfAllowed(tx: Executor): Promise<void> {
  const [role] = await rows<{ superuser: boolean }>(
    tx,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
}

/** A cursor over a table's rows as JSON text, in key order; inside a transaction only. */
export async function openRowCursor(db: Executor, table: string) {
  const cursor = ident(`cmis_backup_${table}`);
  const order = await orderBy(db, table);
  await db.execute(
    sql`declare ${cursor} no scroll cursor for
        select row_to_json(t)::text as j from ${ident(table)} t order by ${order}`,
  );
  return {
    fetch: async (n: number) =>
      (await rows<{ j: string }>(db, sql`fetch ${sql.raw(String(n))} from ${cursor}`)).map(
        (r) => r.j,
      ),
    close: async () => {
      await db.execute(sql`close ${cursor}`);
    },
  };
}

/** Inserts rows given as a JSON array of row_to_json objects, columns matched by name. */
export async function insertJsonRows(tx: Executor, table: string, json: string): Promise<void> {
  await tx.execute(
    sql`insert into ${ident(table)}
        select * from json_populate_recordset(null::${ident(table)}, ${json}::json)`,
  );
}

/** The keys of every uploaded file the snapshot knows, in order. */
export async function storedFileKeys(db: Executor): Promise<string[]> {
  const list = await rows<{ key: string }>(
    db,
    sql`select storage_key as key from files order by storage_key`,
  );
  return list.map((r) => r.key);
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

async function countOf(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const res = await db.execute(query);
  return Number((res as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

/**
 * What one create-accused transaction writes, checked from the tables themselves: an
 * accused row always has its crimes (crime_count equal to them, at least one), each crime
 * its act/section pairs, and its audit row. Any count above zero is a half-written record.
 */
export async function halfWrittenAccused(db: Executor) {
  return {
    accused: await countOf(db, sql`select count(*)::int as n from accused`),
    crimeCountWrong: await countOf(
      db,
      sql`select count(*)::int as n from accused a
          where a.crime_count = 0
             or a.crime_count <> (select count(*) from crimes c where c.accused_id = a.id)`,
    ),
    crimesWithoutSections: await countOf(
      db,
      sql`select count(*)::int as n from crimes c
          where not exists (select 1 from crime_sections s where s.crime_id = c.id)`,
    ),
    withoutAudit: await countOf(
      db,
      sql`select count(*)::int as n from accused a
          where not exists (select 1 from audit_log l
                            where l.entity = 'accused' and l.entity_id = a.id::text
                              and l.action = 'create')`,
    ),
    auditWithoutAccused: await countOf(
      db,
      sql`select count(*)::int as n from audit_log l
          where l.entity = 'accused' and l.action = 'create'
            and not exists (select 1 from accused a where a.id::text = l.entity_id)`,
    ),
  };
}

export async function showFsync(db: Executor): Promise<string> {
  const res = await db.execute(sql`show fsync`);
  return String((res as { rows: { fsync: string }[] }).rows[0]?.fsync);
}

/** One committed write that touches no application table. */
export async function writeProbeRow(db: Executor): Promise<void> {
  await db.execute(sql`create table if not exists durability_probe (at timestamptz)`);
  await db.execute(sql`insert into durability_probe values (now())`);
}

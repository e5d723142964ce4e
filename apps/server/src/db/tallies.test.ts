import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccused } from '../test/accused-factory.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { loginAs } from '../test/login.js';
import { rebuildAccusedTallies } from './tallies.js';

/**
 * Issue 19: the list's total and the dashboard's accused tiles read accused_tallies, which
 * statement triggers keep (migration 0018). Whatever is written, by any statement, the
 * tallies must equal a count of the rows.
 */
let t: TestApp;
let kothrud: string;

beforeAll(async () => {
  t = await buildTestApp();
  kothrud = await loginAs(t.app, 'pune.kothrud');
});
afterAll(() => t.close());

type Tally = {
  city_id: number;
  station_id: number;
  accused: number;
  two_plus: number;
  preventive: number;
};

async function rowsOf(query: ReturnType<typeof sql>): Promise<Tally[]> {
  return ((await t.deps.db.execute(query)) as { rows: Tally[] }).rows;
}

/** The tallies as kept, beside the same figures counted from the accused rows. */
async function keptAndCounted() {
  const kept = await rowsOf(
    sql`select city_id, station_id, accused, two_plus, preventive from accused_tallies
         where accused <> 0 or two_plus <> 0 or preventive <> 0 order by 1, 2`,
  );
  const counted = await rowsOf(
    sql`select city_id, station_id, count(*)::int as accused,
               (count(*) filter (where crime_count > 1))::int as two_plus,
               coalesce(sum(preventive_count), 0)::int as preventive
          from accused group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
}

describe('accused tallies and crime days (issue 19, migrations 0018-0020)', () => {
  it('follow inserts, count changes, moves between stations and deletes', async () => {
    const one = await createTestAccused(t.app, kothrud, { crimes: 2 });
    const two = await createTestAccused(t.app, kothrud, { crimes: 1 });
    let { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);

    // One statement touching several rows: a count change, and a move to another unit.
    await t.deps.db.execute(sql`update accused
        set crime_count = crime_count + 1, preventive_count = preventive_count + 2
      where id in (${one}, ${two})`);
    await t.deps.db.execute(sql`update accused
        set city_id = (select min(id) from cities where id <> accused.city_id),
            station_id = (select min(s.id) from police_stations s
                           where s.city_id = (select min(id) from cities where id <> accused.city_id))
      where id = ${two}`);
    // An update that moves no count leaves the tallies alone.
    await t.deps.db.execute(sql`update accused set caste = 'x' where id = ${one}`);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);

    await t.deps.db.execute(sql`delete from accused_other_info where accused_id = ${two}`);
    await t.deps.db.execute(sql`delete from accused_name_terms where accused_id = ${two}`);
    await t.deps.db.execute(
      sql`delete from crime_members where crime_id in (select id from crimes where accused_id = ${two})`,
    );
    await t.deps.db.execute(
      sql`delete from crime_sections where crime_id in (select id from crimes where accused_id = ${two})`,
    );
    // The days of its crimes (migration 0019/0020) follow a moved date and a deleted crime.
    const daysOf = async (id: number) =>
      (
        await rowsOf(sql`select crime_days::text as days from accused where id = ${id}`)
      )[0] as unknown as { days: string };
    await t.deps.db.execute(
      sql`update crimes set registered_on = date '2020-01-15', register_year = 2020 where accused_id = ${two}`,
    );
    expect((await daysOf(two)).days).toBe('{[2020-01-15,2020-01-16)}');
    await t.deps.db.execute(sql`delete from crimes where accused_id = ${two}`);
    expect((await daysOf(two)).days).toBe('{}');
    await t.deps.db.execute(sql`delete from accused where id = ${two}`);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
  });

  it('are made again from the rows (a restore)', async () => {
    await t.deps.db.execute(sql`update accused_tallies set accused = accused + 5`);
    expect((await keptAndCounted()).kept).not.toEqual((await keptAndCounted()).counted);
    await rebuildAccusedTallies(t.deps.db);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });
});

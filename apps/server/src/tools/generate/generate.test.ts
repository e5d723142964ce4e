import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/test-database.js';
import { generate } from './load.js';
import { DEFAULT_UNTIL, PLANS } from './plan.js';
import { DataSet, type Master } from './rows.js';

const onPostgres = process.env.CMIS_TEST_DB === 'postgres';

/** Smoke test of `npm run generate` (issue 8 §1) at the toy scale; the big scales are tools. */
describe('synthetic data generator', () => {
  it('loads the planned rows, coherent, and the same rows for the same seed', async () => {
    const first = await generate({ scale: 'toy', inMemory: true });
    // On PostgreSQL the second load goes through COPY FROM STDIN instead of PGlite's blob.
    let second: Awaited<ReturnType<typeof generate>>;
    if (onPostgres) {
      const database = await createPostgresTestDatabase();
      try {
        second = await generate({ scale: 'toy', databaseUrl: database.url });
      } finally {
        await database.drop();
      }
    } else {
      second = await generate({ scale: 'toy', inMemory: true });
    }
    expect(second.checksum).toBe(first.checksum);
    expect(second.counts).toEqual(first.counts);

    const plan = PLANS.toy;
    expect(first.counts).toMatchObject({
      accused: plan.accused,
      crimes: plan.crimes,
      arrests: plan.arrests,
      preventive_actions: plan.preventive,
      gps_checkins: plan.gps,
      patrol_spots: plan.spots,
      patrol_visits: plan.visits,
      app_users: plan.appUsers,
      users: 6,
    });
    expect(first.counts.crime_sections).toBeGreaterThanOrEqual(plan.crimes);
    expect(first.crimeCountSum).toBe(plan.crimes);
    // The values kept on the accused agree with the rows they summarise (decision 0037).
    expect(first.preventiveCountSum).toBe(plan.preventive);
    expect(first.titleMismatches).toBe(0);
    // Every index made again after the load is valid, on each GPS partition too, and the
    // two years of check-ins sit in monthly partitions, not in the default one.
    for (const result of [first, second]) {
      expect(result.invalidIndexes).toEqual([]);
      expect(result.defaultPartitionRows).toBe(0);
    }
  }, 180_000);

  it('gives other rows for another seed, the same for the same seed', () => {
    const master: Master = {
      stations: [
        { id: 1, cityId: 1 },
        { id: 2, cityId: 1 },
      ],
      unitIds: [1],
      religionIds: [1, 2],
      crimeTitles: [
        { id: 1, typeId: 1 },
        { id: 2, typeId: 2 },
      ],
      crimeStatusIds: [1, 2],
      currentStatusIds: [1],
      actionTypeIds: [1, 5],
      externmentTypeIds: [5],
      spotTypeIds: [1],
      sectionPairs: [{ actId: 1, sectionId: 1 }],
    };
    const digest = (seed: string) => {
      const hash = createHash('sha256');
      for (const t of new DataSet(seed, PLANS.toy, master, DEFAULT_UNTIL).tables()) {
        for (const row of t.rows()) hash.update(JSON.stringify(row));
      }
      return hash.digest('hex');
    };
    expect(digest('one')).toBe(digest('one'));
    expect(digest('one')).not.toBe(digest('two'));
  });
});

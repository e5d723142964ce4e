import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordTerms } from '../../modules/accused/name-match/name-keys.js';
import { FieldCipher } from '../../platform/field-cipher.js';
import { createPostgresTestDatabase } from '../../test/test-database.js';
import { DUPLICATE_KINDS } from './identity.js';
import { generate, type Truth } from './load.js';
import { DEFAULT_UNTIL, PLANS } from './plan.js';
import { DataSet, type Master } from './rows.js';
import { recordTermsCached } from './terms.js';

const onPostgres = process.env.CMIS_TEST_DB === 'postgres';

const master: Master = {
  stations: [
    { id: 1, cityId: 1 },
    { id: 2, cityId: 1 },
  ],
  neighbourStations: [{ id: 3, cityId: 2 }],
  unitOrder: [1, 2],
  unitIds: [1],
  religions: [
    { id: 1, nameEn: 'Hindu' },
    { id: 2, nameEn: 'Muslim' },
  ],
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

/** Smoke test of `npm run generate` (issue 8 §1) at the toy scale; the big scales are tools. */
describe('synthetic data generator', () => {
  it('loads the planned rows, coherent, and the same rows for the same seed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cmis-generate-'));
    const truthFile = path.join(dir, 'truth.json');
    let first: Awaited<ReturnType<typeof generate>>;
    let second: Awaited<ReturnType<typeof generate>>;
    try {
      // Each load with its own data key: the checksum must not depend on it.
      first = await generate({ scale: 'toy', inMemory: true, dataKey: randomBytes(32), truthFile });
      // On PostgreSQL the second load goes through COPY FROM STDIN instead of PGlite's blob.
      if (onPostgres) {
        const database = await createPostgresTestDatabase();
        try {
          second = await generate({
            scale: 'toy',
            databaseUrl: database.url,
            dataKey: randomBytes(32),
          });
        } finally {
          await database.drop();
        }
      } else {
        second = await generate({ scale: 'toy', inMemory: true, dataKey: randomBytes(32) });
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

      // Search terms written by COPY, as the server would have made them (decision 0038).
      expect(first.withoutTerms).toBe(0);
      expect(first.staleNameKeys).toBe(0);
      expect(first.postingsWithoutWord).toBe(0);
      expect(first.counts.name_terms).toBeGreaterThan(0);
      expect(first.counts.accused_name_terms).toBeGreaterThanOrEqual(2 * plan.accused);

      // The planted duplicates (issue 16 §7): 2 %, each kind, each after its original.
      const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as Truth;
      expect(truth).toMatchObject({ seed: 'cmis', scale: 'toy' });
      expect(truth.pairs).toHaveLength(plan.duplicates);
      expect(plan.duplicates).toBeGreaterThanOrEqual(Math.max(4, plan.accused * 0.02));
      expect(new Set(truth.pairs.map((p) => p.kind))).toEqual(new Set(DUPLICATE_KINDS));
      const duplicates = new Set(truth.pairs.map((p) => p.duplicateId));
      const originals = new Set(truth.pairs.map((p) => p.originalId));
      expect(originals.size).toBe(truth.pairs.length);
      for (const p of truth.pairs) {
        expect(p.originalId).toBeLessThan(p.duplicateId);
        expect(p.duplicateId).toBeLessThanOrEqual(plan.accused);
        expect(duplicates.has(p.originalId)).toBe(false);
      }
      expect(first.plantedMissing).toBe(0);
      expect(first.plantedNotLater).toBe(0);
      expect(second.truth).toEqual(first.truth);
      expect(first.pairs.pairs).toBe(first.counts.duplicate_pairs);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('gives other rows for another seed, the same for the same seed', () => {
    const cipher = new FieldCipher(randomBytes(32));
    const digest = (seed: string) => {
      const hash = createHash('sha256');
      for (const t of new DataSet(seed, PLANS.toy, master, DEFAULT_UNTIL, cipher).tables()) {
        for (const row of t.rows()) hash.update(JSON.stringify(row));
      }
      return hash.digest('hex');
    };
    expect(digest('one')).toBe(digest('one'));
    expect(digest('one')).not.toBe(digest('two'));
  });

  it('makes the same search terms as the server for every record', () => {
    const data = new DataSet(
      'cmis',
      PLANS.toy,
      master,
      DEFAULT_UNTIL,
      new FieldCipher(randomBytes(32)),
    );
    for (let id = 1; id <= PLANS.toy.accused; id++) {
      const fields = data.people.record(id);
      expect(recordTermsCached(fields)).toEqual(recordTerms(fields));
      expect(fields.age).toBeGreaterThanOrEqual(16);
    }
  });
});

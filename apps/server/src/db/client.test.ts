import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../test/build-test-app.js';
import { showFsync, writeProbeRow } from '../test/durability-data.repo.js';
import { openDatabase, pgliteFsyncs } from './client.js';

/** The embedded database on disk (issue 9 §6): commits reach the disk, one process owns it. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'cmis-client-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(usesPostgres())('embedded database on disk', () => {
  it('fsyncs every commit and refuses a second opener of the same folder', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(await showFsync(database.db)).toBe('on');
      const before = pgliteFsyncs.count;
      await writeProbeRow(database.db);
      expect(pgliteFsyncs.count).toBeGreaterThan(before);

      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    } finally {
      await database.close();
    }
    // Released on close: the folder opens again.
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 180_000);
});

import type { Db } from '../client.js';
import { seedDemoData } from './demo.js';
import { seedMasterData } from './master.js';

export async function seed(db: Db, opts: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedMasterData(tx);
    if (opts.demo) await seedDemoData(tx);
  });
}

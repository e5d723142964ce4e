import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { runRestore } from './backup-archive.js';

/**
 * `npm run restore -- <folder>`: an archive made by `npm run backup` into a new database
 * (DATABASE_URL naming an empty database, or a DATA_DIR without one) and an empty storage
 * folder. The schema comes from this CMIS's migrations, which must be the backup's.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const from = positionals[0];
  if (!from) throw new Error('name the backup folder: npm run restore -- <folder>');
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const m = await runRestore(config, dir);
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${rows} rows in ${m.tables.length} tables and ${m.files.length} files; ` +
      "every table's checksum matches the backup's.",
  );
}

main().catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

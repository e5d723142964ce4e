import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { runBackup } from './backup-archive.js';

/**
 * `npm run backup [-- --out <folder>]`: the database (DATABASE_URL, or the embedded one in
 * DATA_DIR) and the uploaded files (STORAGE_DIR, or the S3 bucket with STORAGE_DRIVER=s3)
 * into a new archive folder. The embedded
 * database belongs to one process: stop the server first. PostgreSQL is read live, in one
 * consistent snapshot.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  // Only the locations matter here; a production start's secret checks do not apply.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    values.out ?? path.join('backups', `cmis-${stamp}`),
  );
  const m = await runBackup(config, out);
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = m.files.reduce((n, f) => n + f.size, 0);
  console.log(
    `Backed up ${m.db}: ${m.tables.length} tables, ${rows} rows, ` +
      `${m.files.length} files (${bytes} bytes) into ${out}`,
  );
  if (m.missingFiles?.length) {
    console.warn(
      `${m.missingFiles.length} files named by the database were not in the storage: ` +
        `${m.missingFiles.slice(0, 10).join(', ')}${m.missingFiles.length > 10 ? ' …' : ''}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

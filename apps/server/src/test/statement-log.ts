import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from './build-test-app.js';

/**
 * The statements a test app sends, from the log the bench also reads (SQL_LOG,
 * db/client.ts: one line per statement). Issue 19 holds the hot screens to one or two.
 */
export class StatementLog {
  private constructor(
    private readonly dir: string,
    readonly file: string,
  ) {}

  /** A log file for `buildTestApp({ sqlLog: log.file })`. */
  static async create(): Promise<StatementLog> {
    const dir = await mkdtemp(path.join(tmpdir(), 'cmis-sql-'));
    return new StatementLog(dir, path.join(dir, 'sql.jsonl'));
  }

  private async lines(): Promise<string[]> {
    const text = await readFile(this.file, 'utf8').catch(() => '');
    return text.split('\n').filter((line) => line !== '');
  }

  /** The statements one GET sends once its session is remembered (decision 0048). */
  async during(app: FastifyInstance, url: string, cookie: string) {
    await inject(app, 'GET', '/api/auth/me', cookie);
    const before = (await this.lines()).length;
    const res = await inject(app, 'GET', url, cookie);
    const statements = (await this.lines())
      .slice(before)
      .map((line) => (JSON.parse(line) as { sql: string }).sql);
    return { res, statements };
  }

  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { HttpSession } from './tools/http-client.js';
import { startServerProcess, type ServerProcess } from './tools/server-process.js';

const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');

/**
 * Issue 18 §6: `npm start` runs the server compiled to JavaScript by plain node, no tsx.
 * Built and started here as `npm start` does, on a fresh embedded database with the demo
 * data; once is enough, so the PostgreSQL project skips it.
 */
describe.skipIf(process.env.CMIS_TEST_DB === 'postgres')('the compiled server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cmis-compiled-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles the server and the shared package, and serves sign-in, the API and the web app', async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
    const bundle = readFileSync(path.join(SERVER_DIR, 'dist/main.js'), 'utf8');
    // @cmis/shared is TypeScript, which node cannot load: it must be inside the bundle.
    expect(bundle).not.toMatch(/from ["']@cmis\/shared["']/);
    expect(bundle).toMatch(/from ["']fastify["']/);

    // A stand-in web build: the unit tests run before `npm run build` on a clean clone.
    const webDist = path.join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>');
    server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: 'true', SEED_DEMO_RECORDS: 'false' },
      path.join(dataDir, 'server.log'),
      { compiled: true },
    );
    const client = new HttpSession(server.url);
    expect((await client.getOk<{ status: string; db: string }>('/api/health')).db).toBe('pglite');

    // Migrations from the source tree, the demo data and argon2's native addon all work.
    await client.loginStaff('superadmin', '9000000008', 'Cmis#Demo1');
    expect((await client.getOk<{ role: string }>('/api/auth/me')).role).toBe('8');

    const page = await fetch(`${server.url}/login`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  }, 120_000);
});

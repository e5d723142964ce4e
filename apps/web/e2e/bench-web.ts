/**
 * Issue 8 §3 web speed benchmark (`npm run bench:web`, after `npm run build`): starts the real
 * server on the built app, loads /login and the accused list (/finds as pune.admin) in Chromium,
 * prints the login page's JavaScript (gzip as served), every chunk it fetched and both largest
 * contentful paints, and writes them into the "Web speed" section of docs/performance.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, newContext } from './support/browser';
import { ACCOUNTS, login } from './support/login';
import { REPO_ROOT } from './support/paths';
import { startServer } from './support/server';
import {
  accusedListReady,
  formatKB,
  landingLoginReady,
  LCP_BUDGET_MS,
  LOGIN_JS_BUDGET_KB,
  loginFormReady,
  measurePageLoad,
  type PageLoad,
} from './support/web-speed';

const DOC = join(REPO_ROOT, 'docs/performance.md');
const SECTION = '## Web speed';
const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, Linux, headless Chromium`;
}

function section(
  loginLoad: PageLoad,
  landingLoad: PageLoad,
  loginLcps: number[],
  listLcps: number[],
): string {
  const lcpLogin = median(loginLcps);
  const lcpList = median(listLcps);
  const mark = (ok: boolean) => (ok ? 'within' : 'OVER');
  const rows = loginLoad.scripts.map(
    (script) =>
      `| \`${script.path.replace(/^\/assets\//, '')}\` | ${formatKB(script.gzipBytes)} | ${formatKB(script.servedBytes)} |`,
  );
  return [
    SECTION,
    '',
    `Measured by \`npm run bench:web\` (apps/web/e2e/bench-web.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC;`,
    `machine: ${machine()}. The built app is served by the real server (precompressed .br/.gz);`,
    'Chromium loads the page in a fresh context (empty cache). JavaScript = every `.js` the page fetched',
    'until the login form and its captcha are ready and the network is idle (Performance API),',
    'sized as the server sends it gzipped (`Accept-Encoding: gzip`) and as Chromium got it (brotli).',
    `LCP = the last \`largest-contentful-paint\` entry, median of ${RUNS} loads; the accused list is`,
    '/finds opened as pune.admin after signing in, measured when its first rows are drawn.',
    '',
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    `| Login page JavaScript, gzip | ${loginLoad.gzipKB} KB (${loginLoad.scripts.length} files) | < ${LOGIN_JS_BUDGET_KB} KB (${mark(loginLoad.gzipKB < LOGIN_JS_BUDGET_KB)}) |`,
    `| Login page JavaScript, brotli as served to Chromium | ${loginLoad.servedKB} KB | — |`,
    `| Landing page (/) with its login modal open, JavaScript gzip | ${landingLoad.gzipKB} KB (${landingLoad.scripts.length} files) | < ${LOGIN_JS_BUDGET_KB} KB (${mark(landingLoad.gzipKB < LOGIN_JS_BUDGET_KB)}) |`,
    `| LCP /login | ${lcpLogin} ms (runs: ${loginLcps.join(', ')}) | < ${LCP_BUDGET_MS} ms (${mark(lcpLogin < LCP_BUDGET_MS)}) |`,
    `| LCP /finds (accused list) | ${lcpList} ms (runs: ${listLcps.join(', ')}) | < ${LCP_BUDGET_MS} ms (${mark(lcpList < LCP_BUDGET_MS)}) |`,
    '',
    'Scripts the login page fetched:',
    '',
    '| File | gzip KB | brotli KB |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Replaces the Web speed section of docs/performance.md (or creates the file), keeping the rest. */
function writeDoc(text: string): void {
  const header =
    '# Performance\n\nMeasured figures of CMIS; each section names the command that measures it.\n\n';
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : header;
  const start = current.indexOf(SECTION);
  if (start === -1) {
    writeFileSync(DOC, `${current.trimEnd()}\n\n${text}`);
    return;
  }
  const next = current.indexOf('\n## ', start + SECTION.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  writeFileSync(DOC, `${current.slice(0, start)}${text}${rest ? `\n${rest}` : ''}`);
}

async function main(): Promise<void> {
  const server = await startServer('bench-web');
  const browser = await launchBrowser();
  try {
    let loginLoad: PageLoad | undefined;
    const loginLcps: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await newContext(browser, server.url);
      const page = await context.newPage();
      const load = await measurePageLoad(page, server.url, '/login', loginFormReady);
      loginLcps.push(load.lcpMs);
      loginLoad ??= load;
      await context.close();
    }
    const landingContext = await newContext(browser, server.url);
    const landingLoad = await measurePageLoad(
      await landingContext.newPage(),
      server.url,
      '/',
      landingLoginReady,
    );
    await landingContext.close();
    const listLcps: number[] = [];
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await login(page, ACCOUNTS.puneAdmin);
    for (let run = 0; run < RUNS; run += 1) {
      // A new navigation each time; the first one also fetches the page's chunks.
      const load = await measurePageLoad(page, server.url, '/finds', accusedListReady);
      listLcps.push(load.lcpMs);
    }
    await context.close();
    if (!loginLoad) throw new Error('The login page was not measured');
    const text = section(loginLoad, landingLoad, loginLcps, listLcps);
    writeDoc(text);
    console.log(text);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the real server (two instances, see global-setup.ts) serving the built web
 * app, driven through Chromium by playwright-core. `npm run build` must run first.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    // The specs share the demo accounts (saved language, failed-login counters): one at a time.
    fileParallelism: false,
    // The browser context runs on the officers' clock (support/browser.ts), and the server
    // counts days in India's time; the tests' own "today" must be India's day too, or every
    // check of a dated file name or a "today" figure fails between 18:30 and 24:00 UTC. The
    // servers are started by global-setup in the main process and keep the machine's zone
    // (UTC on CI), so a server that read the machine's zone instead of India's is still caught.
    env: { TZ: 'Asia/Kolkata' },
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});

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
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});

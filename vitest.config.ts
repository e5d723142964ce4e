import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts'];

/**
 * API tests run on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL
 * is set (.ci/run sets it when a server answers on 127.0.0.1:5432).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      { test: { name: 'api-pglite', include: apiTests, env: { CMIS_TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api-postgres', include: apiTests, env: { CMIS_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});

import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts'];
// Each test file builds the app on a fresh database (migrations, master data, argon2
// hashes): generous limits keep a loaded 2-core machine from failing a healthy test.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * API tests run on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL
 * is set (.ci/run sets it when a server answers on 127.0.0.1:5432).
 */
export default defineConfig({
  test: {
    ...timeouts,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], ...timeouts } },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { CMIS_TEST_DB: 'pglite' },
          ...timeouts,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { CMIS_TEST_DB: 'postgres' },
                ...timeouts,
              },
            },
          ]
        : []),
    ],
  },
});

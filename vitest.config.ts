import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

/**
 * Two layers: unit tests (no database) and integration tests (`*.int.test.ts`: the real Koa app
 * on a real database, PostgreSQL when TEST_DATABASE_URL is set, embedded PGlite otherwise).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{core,api,public-site,console,build}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/*.e2e.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['api/**/*.int.test.ts'],
          globalSetup: ['api/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

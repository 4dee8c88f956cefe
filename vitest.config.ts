import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

/** The public site's server renderer, as its build resolves it: React's API served by Preact. */
const siteRendererAlias = [
  { find: '@core', replacement: alias['@core'] },
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./public-site/src/preact/compat.ts', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

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
          // Component tests render whole screens in jsdom: ~1 s alone, over 5 s (vitest's
          // default) once on CI's loaded cores. A broken one still fails, only later.
          testTimeout: 30_000,
          include: ['{core,api,public-site,console,build}/**/*.test.{ts,tsx}'],
          exclude: [
            '**/*.int.test.ts',
            '**/node_modules/**',
            '**/*.e2e.test.ts',
            '**/*.ssr.test.tsx',
          ],
        },
      },
      {
        // The site's server renderer (entry-server.tsx) rendering pages, as built (Preact).
        resolve: { alias: siteRendererAlias },
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'site-renderer',
          include: ['public-site/src/**/*.ssr.test.tsx'],
          server: { deps: { inline: [/react-router/, /@tanstack/, /@radix-ui/] } },
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

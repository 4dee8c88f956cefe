// Flat config: typescript-eslint's recommended rules for all parts, React hooks rules for the two apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import patterns that reach another part of the codebase. Each part's code lives in `<part>/src`
 * (or `console/desktop`), so a relative import that climbs into another part names it with its
 * `src`; the apps' own `src/api` folders (their HTTP clients) do not match `api/src`.
 */
const part = {
  api: '**/api/src/**',
  site: '**/public-site/**',
  console: '**/console/**',
  build: '**/build/**',
  knexfile: '**/knexfile',
};

/** One app's production code may import core and its own files, never another part. */
function boundary(files, forbidden, why) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', '.data', '.test-data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['public-site/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}', 'public-site/public/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Arrows point down to core only: site ↛ console ↛ api, and no app reaches the build tooling.
  boundary(
    ['api/src/**/*.{ts,tsx}'],
    [part.site, part.console, part.build, part.knexfile],
    'The API does not import the apps or the build tooling: share through core/.',
  ),
  boundary(
    ['public-site/src/**/*.{ts,tsx}'],
    [part.api, part.console, part.build, part.knexfile],
    'The public site talks to the API over HTTP and shares rules through core/ only.',
  ),
  boundary(
    ['console/src/**/*.{ts,tsx}', 'console/desktop/**/*.{ts,tsx}'],
    [part.api, part.site, part.build, part.knexfile],
    'The console talks to the API over HTTP and shares rules through core/ only.',
  ),
  {
    // core is shared by the server and both apps: it must stay free of I/O and of our other parts.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/api/**', '**/public-site/**', '**/console/**', 'node:*', 'react', 'koa'] },
      ],
    },
  },
  {
    // core's schemas take zod from ./zod, which words every message for people.
    files: ['core/schemas/**/*.ts'],
    ignores: ['core/schemas/zod.ts', 'core/schemas/humanMessages.ts', 'core/schemas/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/api/**', '**/public-site/**', '**/console/**', 'node:*', 'react', 'koa'],
          paths: [
            {
              name: 'zod',
              message: "Import { z } from './zod' (people's messages), not from 'zod'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);

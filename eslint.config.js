// Flat config: typescript-eslint's recommended rules for all parts, React hooks rules for the two apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

/**
 * The lint configuration keeps the parts apart: a deliberate import across a boundary must fail
 * `npm run lint`, and an app's own `src/api` client folder must not be mistaken for the API.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries between the parts', () => {
  it.each([
    ['public-site/src/pages/x.ts', "import '../../../console/src/main';"],
    ['public-site/src/pages/x.ts', "import { openDatabase } from '../../../api/src/db/database';"],
    ['console/src/screens/x.ts', "import '../../../public-site/src/routes';"],
    ['console/src/screens/x.ts', "import { app } from '../../../api/src/app';"],
    ['console/desktop/main/x.ts', "import '../../../build/chromium';"],
    ['api/src/routes/x.ts', "import '../../../public-site/src/entry-server';"],
    ['api/src/routes/x.ts', "import '../../../console/src/main';"],
    ['api/src/db/x.ts', "import config from '../../../knexfile';"],
    ['core/rules/x.ts', "import '../../api/src/app';"],
  ])('%s: %s is refused', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['public-site/src/pages/x.ts', "import { fetchJson } from '../api/client';"],
    ['console/src/screens/x.ts', "import { api } from '../api/client';"],
    ['console/src/screens/x.ts', "import { z } from '@core/schemas/zod';"],
    ['api/src/routes/x.ts', "import { CAR_TYPES } from '@core/enums';"],
    ['console/e2e/x.e2e.ts', "import { test } from '../../build/e2e/fixtures';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

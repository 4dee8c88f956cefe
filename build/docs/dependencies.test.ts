/** docs/dependencies.md says why each dependency is here: one left out fails this test. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

it('every package in package.json is named in docs/dependencies.md', () => {
  const manifest = JSON.parse(read('package.json')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const docs = read('docs/dependencies.md');
  const documented = (name: string) =>
    docs.includes(`\`${name}\``) || (name.startsWith('@types/') && docs.includes('`@types/*`'));
  const names = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
  expect(names.filter((name) => !documented(name))).toEqual([]);
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index';

const folder = path.dirname(fileURLToPath(import.meta.url));

describe('migration list', () => {
  it('lists every migration file of the folder, in name order', () => {
    const files = fs
      .readdirSync(folder)
      .filter((name) => /^\d{14}_.+\.ts$/.test(name) && !name.includes('.test.'))
      .sort();
    expect(MIGRATIONS.map(([name]) => name)).toEqual(files);
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('server start-up', () => {
  it('stops on bad configuration with one clear line and no stack trace', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'api/src/server.ts')],
      {
        cwd: root,
        env: { ...process.env, PORT: 'abc', VITEST: '' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuration error: Invalid PORT="abc": must be a port number',
    );
    expect(result.stdout).toBe('');
    // Starting tsx takes seconds on a busy two-core machine: give it the child's own limit.
  }, 40_000);
});

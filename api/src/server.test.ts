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

  it.each([
    [{ DATABASE_URL: 'mysql://app:hunter2-db-pass@db.internal/rent' }, 'Configuration error'],
    [{ SESSION_SECRET: 'hunter2-db-pass' }, 'Configuration error'],
    [
      // Nothing listens on port 1: the database error must not repeat the password either.
      { DATABASE_URL: 'postgres://app:hunter2-db-pass@127.0.0.1:1/rent' },
      'Database error',
    ],
  ])(
    'never prints a secret when it stops: %o',
    (env, prefix) => {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'api/src/server.ts')],
        {
          cwd: root,
          env: { ...process.env, VITEST: '', LOG_LEVEL: 'info', ...env },
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(prefix);
      expect(result.stderr + result.stdout).not.toContain('hunter2');
    },
    40_000,
  );
});

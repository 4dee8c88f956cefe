import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { verifyPassword } from '../services/passwords';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-create-'));
const baseUrl = process.env.TEST_DATABASE_URL;
const scratchName = `scratch_cli_${process.pid}_${Date.now()}`;
const databaseUrl = baseUrl
  ? Object.assign(new URL(baseUrl), { pathname: `/${scratchName}` }).toString()
  : undefined;

function createUser(args: string[], input?: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'api/src/cli/createUser.ts'), ...args],
    {
      cwd: root,
      input,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'silent',
      },
    },
  );
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl) {
    const admin = knexFactory({ client: 'pg', connection: baseUrl });
    await admin.raw('DROP DATABASE IF EXISTS ??', [scratchName]);
    await admin.destroy();
  }
});

describe('npm run user:create', () => {
  it('creates the first admin of an empty install, then resets the password', async () => {
    if (baseUrl) {
      const admin = knexFactory({ client: 'pg', connection: baseUrl });
      await admin.raw('CREATE DATABASE ??', [scratchName]);
      await admin.destroy();
    }
    const created = createUser([
      '--email',
      'Ops@Example.ae',
      '--role',
      'admin',
      '--password',
      'first-password',
    ]);
    expect(created.stderr).toBe('');
    expect(created.stdout).toBe('Created ops@example.ae (admin).\n');

    const reset = createUser(['--email', 'ops@example.ae', '--role', 'admin'], 'second-password\n');
    expect(reset.stdout).toBe('Updated ops@example.ae (admin); the new password is set.\n');

    const common = createUser(['--email', 'ops@example.ae', '--role', 'admin'], 'password123\n');
    expect(common.status).toBe(1);
    expect(common.stderr).toBe(
      'Invalid password: This password is too easy to guess: it is a very common password.\n',
    );
    const short = createUser(['--email', 'ops@example.ae', '--password', 'short-pw']);
    expect(short.status).toBe(1);
    expect(short.stderr).toBe('Invalid password: Use at least 10 characters\n');

    const refused = createUser([
      '--email',
      'ops@example.ae',
      '--role',
      'vendor',
      '--password',
      'x',
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('Invalid --role: must be admin or writer\n');

    const knex = await openDatabase(
      databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'db') },
    );
    try {
      const users = await knex('users').select('email', 'role', 'password_hash');
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ email: 'ops@example.ae', role: 'admin' });
      expect(await verifyPassword(users[0].password_hash, 'second-password')).toBe(true);
      expect(await knex('cars').count('* as n')).toEqual([{ n: 0 }]);
    } finally {
      await knex.destroy();
    }
    // Five runs of the CLI, each starting tsx: seconds apiece on a busy two-core machine.
  }, 120_000);
});

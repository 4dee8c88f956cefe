/**
 * Runs once before the integration tests. With TEST_DATABASE_URL (CI): empty that PostgreSQL
 * database's public schema, then migrate it. A test database outlives a run: tables and migration
 * records that another checkout left there (a branch's migrations this one lacks) would otherwise
 * stop knex with "migration directory is corrupt". Without: build one migrated embedded database and save it as a template that each
 * test file loads (loading takes ~1 s; creating and migrating one takes ~5 s).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/knexConfig';
import { openDatabase } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const reset = knexFactory({ client: 'pg', connection: databaseUrl });
    await reset.raw('drop schema if exists public cascade; create schema public');
    await reset.destroy();
    const knex = await openDatabase({ databaseUrl });
    await knex.destroy();
    project.provide('pgliteTemplate', null);
    return;
  }
  const pglite = openPglite('memory://');
  const knex = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('gzip');
  await knex.destroy();
  const file = path.join(
    await fs.mkdtemp(path.join(os.tmpdir(), 'car-rental-test-')),
    'template.tar.gz',
  );
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  };
}

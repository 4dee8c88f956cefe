import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import { defaultDataDir, knexConfig, openPglite, type DatabaseOptions } from './knexConfig';

export type Database = Knex;

/** Open the database, bind the Objection models to it and bring the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Knex> {
  if (!options.databaseUrl) {
    // The embedded cluster's first open (initdb) takes ~5 s, but over 30 s on a busy machine:
    // past the time knex's pool gives a new connection, which knex-pglite lets nobody change.
    // Opened and ready before knex asks, it is never late.
    const pglite = options.pglite ?? openPglite(options.dataDir ?? defaultDataDir);
    await pglite.waitReady;
    options = { ...options, pglite };
  }
  const knex = knexFactory(knexConfig(options));
  Model.knex(knex);
  await migrateLatest(knex);
  return knex;
}

/** Safe when already applied: knex records applied migrations and takes a lock while migrating. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest()) as [number, string[]];
  return applied;
}

/** `true` when a trivial query answers. */
export async function isDatabaseUp(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1');
    return true;
  } catch {
    return false;
  }
}

/** count(*) is a string from `pg` but a number from PGlite: read counts through this. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number.parseInt(String(value ?? 0), 10);
}

/**
 * Database configuration. DATABASE_URL set → PostgreSQL through `pg`; unset → an embedded
 * PGlite database stored under DATA_DIR (default ./.data). The same migrations run on both.
 * The server opens it through ./database.ts; the root knexfile.ts hands it to the knex CLI.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { migrationSource } from './migrations';
import { projectRoot } from '../projectRoot';

/** The embedded database's folder when DATA_DIR says nothing: <root>/.data/db. */
export const defaultDataDir = path.join(projectRoot, '.data', 'db');

// pg returns int8 (count(*), bigint ids) as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));
// numeric (prices with cents) as numbers too, as PGlite already returns them.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number.parseFloat(value));

/**
 * knex-pglite names a delete's result "DEL", so knex's PostgreSQL dialect does not recognise it
 * and returns the raw result instead of the number of deleted rows. Naming it as `pg` does
 * makes `.delete()` answer a count on both drivers.
 */
class PgliteClient extends (ClientPgLite as unknown as new (config: Knex.Config) => {
  processResponse(obj: { method?: string }, runner: unknown): unknown;
}) {
  override processResponse(obj: { method?: string }, runner: unknown): unknown {
    return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

const common = {
  migrations: { migrationSource, tableName: 'knex_migrations' },
} satisfies Partial<Knex.Config>;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** An already opened PGlite (tests clone a migrated template this way). */
  pglite?: PGlite;
}

/** The embedded database's shared buffers (PostgreSQL's own default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The one place that opens the embedded database, with the extensions our migrations use.
 * Synchronous on purpose: knex-pglite asks for the instance synchronously and awaits `waitReady`.
 */
export function openPglite(dataDir: string, loadDataDir?: Blob): PGlite {
  if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  return new PGlite({
    dataDir: dataDir === 'memory://' ? undefined : dataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers live in the process's own memory here (the
    // WebAssembly heap), and they fill up: 140 MB of the server's resident set. The files are
    // on the local disk, which the operating system caches anyway: 16 MB hold the hot indexes.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

export function knexConfig(options: DatabaseOptions): Knex.Config {
  if (options.databaseUrl) {
    return {
      ...common,
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10 },
    };
  }
  const dataDir = options.dataDir ?? defaultDataDir;
  let pglite = options.pglite ?? null;
  return {
    ...common,
    client: PgliteClient as unknown as typeof ClientPgLite,
    dialect: 'postgres',
    // The first "connection" may create the embedded cluster (initdb) when the caller did not open
    // it first (openDatabase does): ~5 s, but minutes on a busy machine, past knex's 60 s default.
    // Nothing waits on a network here.
    acquireConnectionTimeout: 600_000,
    // knex-pglite accepts a function returning `{ pglite }`: we open it ourselves to load pg_trgm.
    connection: (() => {
      pglite ??= openPglite(dataDir);
      return { pglite };
    }) as unknown as Knex.StaticConnectionConfig,
  };
}

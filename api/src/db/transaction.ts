import type { Knex } from 'knex';
import { Model } from 'objection';

/**
 * The one way services open a transaction. `db` is the app's database (`deps.knex`, handed
 * down); without it, the one the models are bound to (the same database). Every query inside
 * must use `trx`: PGlite has one connection, and a query on the base knex while a transaction
 * is open waits forever.
 */
export function transaction<T>(
  work: (trx: Knex.Transaction) => Promise<T>,
  db: Knex = Model.knex(),
): Promise<T> {
  return db.transaction(work);
}

import type { Knex } from 'knex';
import { slugify } from '@core/rules/slug';

/**
 * A slug made from a name that no row of `table` has yet: the name's slug, else with -2, -3…
 * (`fallback` when the name has no Latin letters or digits). `exceptId`: the row being renamed.
 * Inside a transaction, concurrent callers for the same table and slug wait for each other
 * (a transaction-scoped advisory lock, released at commit), so two companies signing up with
 * one name at once get `name` and `name-2`, not a unique-index failure.
 */
export async function uniqueSlug(
  trx: Knex | Knex.Transaction,
  table: string,
  name: string,
  fallback: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(name) || fallback;
  if (trx.isTransaction) {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`slug:${table}:${base}`]);
  }
  const query = trx(table).where('slug', 'like', `${base}%`).select('slug');
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  const taken = new Set((await query).map((row: { slug: string }) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

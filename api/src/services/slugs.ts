import type { Knex } from 'knex';
import { slugify } from '@core/rules/slug';

/**
 * A slug made from a name that no row of `table` has yet: the name's slug, else with -2, -3…
 * (`fallback` when the name has no Latin letters or digits). `exceptId`: the row being renamed.
 */
export async function uniqueSlug(
  trx: Knex | Knex.Transaction,
  table: string,
  name: string,
  fallback: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(name) || fallback;
  const query = trx(table).where('slug', 'like', `${base}%`).select('slug');
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  const taken = new Set((await query).map((row: { slug: string }) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

import type { Knex } from 'knex';

/**
 * Catalogue search filters, orders and pages in memory (services/facetIndex.ts) and reads SQL only
 * to load a page's cars by primary key. The indexes that served SQL filtering go: they cost every
 * write of a listing (the GIN ones most) and no query reads them any more. Kept: the featured
 * order (the index's load, the home page's carousels), price and newest orders (the load's
 * window functions), type with price (similar cars).
 */
const PUBLIC = `status = 'approved' AND active`;

const DROPPED: Record<string, string> = {
  cars_public_emirate_price: `ON cars (emirate, price_per_day, id) WHERE ${PUBLIC}`,
  cars_public_brand_price: `ON cars (brand, price_per_day, id) WHERE ${PUBLIC}`,
  cars_public_services: `ON cars USING gin (services) WHERE ${PUBLIC}`,
  cars_public_search_words: `ON cars USING gin (search_words) WHERE ${PUBLIC}`,
};

export async function up(knex: Knex): Promise<void> {
  for (const name of Object.keys(DROPPED)) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name, definition] of Object.entries(DROPPED)) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ${definition}`);
  }
}

import type { Knex } from 'knex';

/**
 * Listing analytics (docs/privacy.md, docs/api.md `GET /api/vendor/analytics`):
 * - `listing_daily_stats`: one row per car and UAE day with the counts a vendor sees. Nothing in
 *   it names a visitor.
 * - `listing_visits`: today's "already counted" set: per car, kind (0 impression, 1 view, 2–4 a
 *   contact channel) and day, one salted hash (128 bits) of (visitor, car, kind). The primary key
 *   is what makes two server processes count a visitor once (insert … on conflict do nothing).
 *   The hash differs from car to car, so a visitor's cars cannot be linked to one another. Rows
 *   of past days are deleted once the day is over.
 * - `listing_visit_salts`: the day's random salt, shared by the processes; deleted with its day,
 *   so a past day's hashes can never be recomputed from an address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listing_daily_stats', (t) => {
    t.integer('car_id').notNullable().references('cars.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('impressions').notNullable().defaultTo(0);
    t.integer('views').notNullable().defaultTo(0);
    t.integer('clicks_whatsapp').notNullable().defaultTo(0);
    t.integer('clicks_email').notNullable().defaultTo(0);
    t.integer('clicks_phone').notNullable().defaultTo(0);
    t.primary(['car_id', 'day']);
  });
  await knex.schema.createTable('listing_visits', (t) => {
    t.date('day').notNullable();
    // No foreign key: a deleted car's rows go with their day; its counts go with the car.
    t.integer('car_id').notNullable();
    t.smallint('kind').notNullable();
    t.binary('visitor_hash').notNullable();
    t.primary(['day', 'car_id', 'kind', 'visitor_hash']);
  });
  await knex.schema.createTable('listing_visit_salts', (t) => {
    t.date('day').primary();
    t.string('salt', 64).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listing_visit_salts');
  await knex.schema.dropTable('listing_visits');
  await knex.schema.dropTable('listing_daily_stats');
}

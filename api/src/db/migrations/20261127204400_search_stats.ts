import type { Knex } from 'knex';

/**
 * Search counts for the admin's overview (#22, docs/console.md#admin-overview): how many searches
 * renters made per UAE day, and the searches that found nothing (the market's unmet demand),
 * grouped by their normalised text and filters. Counters only: no visitor, address or time of
 * day is kept. Each process adds its counts in batches (`count = count + excluded.count`), so
 * several processes on one database add up.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_days', (t) => {
    t.date('day').primary();
    t.integer('searches').notNullable().defaultTo(0);
    t.integer('zero_results').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('zero_result_searches', (t) => {
    t.date('day').notNullable();
    // '' when the search had no text (filters only).
    t.string('query', 100).notNullable();
    // The filters as a canonical query string (`brand=bmw&emirate=dubai`), '' for none.
    t.string('filters', 500).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['day', 'query', 'filters']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('zero_result_searches');
  await knex.schema.dropTable('search_days');
}

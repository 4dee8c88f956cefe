import type { Knex } from 'knex';

// Counters of rate-limiter-flexible (key, points in the window, window end in ms). In the
// database so that limits hold across restarts and several server processes.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
}

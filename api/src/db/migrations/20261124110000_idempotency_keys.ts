import type { Knex } from 'knex';

/**
 * The first answer of each creating POST sent with an `Idempotency-Key`, so that a double
 * submit or a retry gets it again instead of creating a second row. The row is inserted
 * `pending` before the work starts: its primary key is what makes two simultaneous requests with
 * the same key run the work once. Rows older than 24 h are deleted by the housekeeping job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    // `user:<id>` for a signed-in actor, `ip:<address>` for anyone else.
    t.string('scope', 100).notNullable();
    // `POST /api/vendor/cars`: the method and the path as sent (a key is per route and object).
    t.string('route', 300).notNullable();
    t.string('key', 255).notNullable();
    // sha256 of the request body: the same key with another body is refused.
    t.string('fingerprint', 64).notNullable();
    t.string('state', 10).notNullable().defaultTo('pending');
    t.integer('response_status');
    t.text('response_body');
    t.text('response_headers');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'route', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}

import type { Knex } from 'knex';

/**
 * `users.demo`: seeded demo accounts, which never sign in under NODE_ENV=production.
 * `sign_in_addresses`: where each account last signed in successfully, so an attack on the
 * account from other addresses cannot lock its owner out (services/loginLimits.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('demo').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('sign_in_addresses', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('address', 64).notNullable();
    t.timestamp('signed_in_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'address']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_addresses');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('demo');
  });
}

import type { Knex } from 'knex';

/**
 * The account lifecycle (issue 17):
 * - `users.email_verified_at`: when the account proved it reads its address. Existing accounts
 *   (the demo and seeded vendors, admins, writers) count as verified, and so does any account
 *   made without the sign-up form (CLI, invitations, test factories): the column defaults to
 *   now(); only a vendor's sign-up stores null (services/accounts.ts).
 * - `email_tokens`: single-use links that prove an address, for verifying a new account
 *   (`verify`) and for moving an account to a new address (`change`, the new address in
 *   `email`). Only the token's SHA-256 is stored, as with password resets.
 * - `sessions.user_agent`, `ip_address`, `last_seen_at`: what the profile's session list shows
 *   (auth/sessionStore.ts records them).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).defaultTo(knex.fn.now());
  });
  await knex('users').update({ email_verified_at: knex.ref('created_at') });
  await knex.schema.createTable('email_tokens', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 10).notNullable();
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });
  await knex.schema.alterTable('sessions', (t) => {
    t.string('user_agent', 300);
    t.string('ip_address', 64);
    t.timestamp('last_seen_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('user_agent');
    t.dropColumn('ip_address');
    t.dropColumn('last_seen_at');
  });
  await knex.schema.dropTableIfExists('email_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}

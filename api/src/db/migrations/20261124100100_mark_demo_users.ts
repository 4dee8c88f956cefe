import type { Knex } from 'knex';

const DEMO_EMAILS = ['admin@demo.ae', 'writer@demo.ae', 'vendor@demo.ae'];

/**
 * Marks the demo accounts of databases seeded before `users.demo` existed: the three named
 * accounts and every account seeded with them (the seed hashes the demo password once and gives
 * every demo user that same hash; a real user's hash has its own salt).
 */
export async function up(knex: Knex): Promise<void> {
  const named = knex('users').whereRaw('lower(email) in (?, ?, ?)', DEMO_EMAILS);
  await knex('users')
    .update({ demo: true })
    .whereIn('password_hash', named.clone().select('password_hash'))
    .orWhereIn('id', named.clone().select('id'));
}

export async function down(): Promise<void> {
  // The column goes with the previous migration's down.
}

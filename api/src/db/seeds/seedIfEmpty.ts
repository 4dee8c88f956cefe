import type { Knex } from 'knex';
import type { Config } from '../../config';
import { toCount } from '../database';
import { analyseAll } from '../statistics';

/**
 * Demo data goes only into an empty database, and only when `seedDemo` says so: the embedded
 * development default (no DATABASE_URL, NODE_ENV not production) or SEED_DEMO=true.
 */
export async function seedIfEmpty(knex: Knex, config: Pick<Config, 'seedDemo' | 'demoPassword'>) {
  if (!config.seedDemo || !(await isEmptyDatabase(knex))) return null;
  const started = Date.now();
  // The generator (and faker's ~20 MB of word lists) is loaded only to seed, never kept loaded
  // by a server whose database already holds its data.
  const { seedDemoData } = await import('./demoData');
  const counts = await seedDemoData(knex, { demoPassword: config.demoPassword });
  // Planned with statistics from the first request on (../statistics.ts).
  await analyseAll(knex);
  return { ...counts, ms: Date.now() - started };
}

/** No user yet: a database nobody has used (demo data may go in). */
export async function isEmptyDatabase(knex: Knex): Promise<boolean> {
  const [row] = await knex('users').count('* as n');
  return toCount(row?.n) === 0;
}

/** How many demo accounts the database holds (they cannot sign in under production). */
export async function countDemoUsers(knex: Knex): Promise<number> {
  const [row] = await knex('users').where({ demo: true }).count('* as n');
  return toCount(row?.n);
}

/** Start-up's warning when a production database still holds demo accounts, else null. */
export async function demoAccountsWarning(
  knex: Knex,
  config: Pick<Config, 'isProduction'>,
): Promise<string | null> {
  if (!config.isProduction) return null;
  const count = await countDemoUsers(knex);
  if (count === 0) return null;
  return [
    '!'.repeat(78),
    `  WARNING: this production database holds ${count} demo accounts (admin@demo.ae,`,
    '  writer@demo.ae, vendor@demo.ae, …) with a published password. They cannot sign in',
    '  while NODE_ENV=production, but their data is public. Start from an empty database, or',
    '  delete them (users.demo = true) and their companies.',
    '!'.repeat(78),
  ].join('\n');
}

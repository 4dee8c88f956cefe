import type { Knex } from 'knex';
import type { Config } from '../../config';
import { toCount } from '../database';
import { seedDemoData } from './demoData';

/** Demo data goes only into an empty database, and never in production. */
export async function seedIfEmpty(
  knex: Knex,
  config: Pick<Config, 'isProduction' | 'demoPassword'>,
) {
  if (config.isProduction) return null;
  const [row] = await knex('users').count('* as n');
  if (toCount(row?.n) > 0) return null;
  const started = Date.now();
  const counts = await seedDemoData(knex, { demoPassword: config.demoPassword });
  return { ...counts, ms: Date.now() - started };
}

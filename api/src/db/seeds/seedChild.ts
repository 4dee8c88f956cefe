/**
 * The demo seed's own process (started by seedProcess.ts): opens the database, seeds it if it is
 * still empty, sends the counts to its parent and exits, taking the memory the seed grew with it.
 * Its own entry, so that the server bundle (dist/api/server.mjs) and this one
 * (dist/api/seedChild.mjs) each start only what they are for.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { seedIfEmpty } from './seedIfEmpty';

async function seedHere() {
  const config = loadConfig();
  const knex = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    const seeded = await seedIfEmpty(knex, config);
    await new Promise<void>((resolve) => process.send!(seeded, () => resolve()));
  } finally {
    await knex.destroy();
  }
}

seedHere().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Demo seed failed: ${(error as Error).message}\n`);
    process.exit(1);
  },
);

/**
 * For the knex CLI only (`npx knex --knexfile knexfile.ts migrate:status`): the configuration
 * lives in api/src/db/knexConfig.ts, which the server uses; nothing imports this file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { knexConfig } from './api/src/db/knexConfig';

export default knexConfig({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.join(
    process.env.DATA_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '.data'),
    'db',
  ),
});

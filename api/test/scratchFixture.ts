/**
 * `openScratchDatabase` (./testServer.ts) as vitest hooks, for a test file that needs an empty
 * database of its own: call `useScratchDatabase()` at the top of the file; its `knex` is filled
 * in `beforeAll`, and the database is dropped in `afterAll`.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { openScratchDatabase } from './testServer';

export function useScratchDatabase(): { knex: Knex } {
  const fixture = {} as { knex: Knex };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ knex: fixture.knex, drop } = await openScratchDatabase());
  });
  afterAll(async () => {
    await drop?.();
  });
  return fixture;
}

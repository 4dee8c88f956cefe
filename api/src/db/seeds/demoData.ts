/**
 * Demo market: a believable UAE car rental marketplace for development and demonstrations.
 *
 * `generateDemoMarket(seed, baseDate)` is a pure function (seeded Faker, no clock, no
 * Math.random) that returns every row. Its dates count back from the base date, the hour of
 * seeding unless given (`demoBaseDate`), so a demo started any day is recent; the seed decides
 * everything else. `seedDemoData` hashes the demo password once and inserts the rows in one
 * transaction. The caller decides whether the database is empty and whether
 * seeding is allowed at all (never in production).
 *
 * The parts are in ./demo/: the row shapes and fixed points (rows.ts), what the market is made
 * of (models.ts, companies.ts, people.ts, carTexts.ts), the seeded randomness (generator.ts, the
 * only module that loads faker), the rows built from them (market.ts, buildRows.ts) and the
 * insert (seed.ts). Only the seed loads this module, by a dynamic import (seedIfEmpty.ts): the
 * server's own module graph never holds faker (server.imports.test.ts).
 */
export {
  DEFAULT_DEMO_SEED,
  DEMO_ACCOUNTS,
  demoBaseDate,
  DEMO_VENDOR_COMPANY_SLUG,
  type DemoCarRow,
  type DemoCompanyRow,
  type DemoCounts,
  type DemoImageRow,
  type DemoLeadRow,
  type DemoMarket,
  type DemoUserRow,
} from './demo/rows';
export { DEMO_MODELS } from './demo/models';
export { generateDemoMarket } from './demo/market';
export { demoPlanFor, seedDemoData } from './demo/seed';

import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { Catalogue } from '../services/catalogue';
import { endExpiredFeatures } from '../services/featuredCars';

const EVERY_MINUTE_MS = 60 * 1000;

/**
 * Every minute, turns off the featured placements whose end has passed and, when any did, tells
 * the catalogue (answers, pages and the search index of every process), so a car stops leading
 * the carousels and searches within a minute of its end. Its slot was free at the end already
 * (services/featuredCars.ts counts by time). Returns a stop function for shutdown.
 */
export function scheduleFeatureExpiry(
  knex: Knex,
  catalogue: Pick<Catalogue, 'changed'>,
  logger: Logger,
  intervalMs = EVERY_MINUTE_MS,
) {
  const run = () =>
    endExpiredFeatures(knex)
      .then((ended) => {
        if (ended === 0) return;
        logger.info({ featuresEnded: ended }, 'featured placements ended');
        catalogue.changed();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'feature expiry failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

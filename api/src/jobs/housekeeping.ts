import type { Knex } from 'knex';
import { deleteExpiredSessions } from '../auth/sessionStore';
import type { Logger } from '../logger';
import { deleteExpiredRateLimits } from '../security/rateLimits';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/** Removes rows that are never read again: expired sessions and ended rate-limit windows. */
export async function runHousekeeping(knex: Knex) {
  const [sessions, rateLimits] = [
    await deleteExpiredSessions(knex),
    await deleteExpiredRateLimits(knex),
  ];
  return { sessions, rateLimits };
}

/** Runs housekeeping now and then hourly; returns a stop function for shutdown. */
export function scheduleHousekeeping(knex: Knex, logger: Logger, intervalMs = EVERY_HOUR_MS) {
  const run = () =>
    runHousekeeping(knex)
      .then((removed) => {
        if (removed.sessions || removed.rateLimits) logger.info(removed, 'housekeeping');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

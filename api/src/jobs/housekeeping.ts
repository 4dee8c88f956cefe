import type { Knex } from 'knex';
import { deleteExpiredSessions } from '../auth/sessionStore';
import type { Logger } from '../logger';
import { deleteExpiredRateLimits } from '../security/rateLimits';
import { publishDuePosts } from '../services/blogPosts';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Removes rows that are never read again (expired sessions, ended rate-limit windows) and marks
 * scheduled posts whose time has come as published (they are public from their time anyway).
 */
export async function runHousekeeping(knex: Knex) {
  const [sessions, rateLimits, postsPublished] = [
    await deleteExpiredSessions(knex),
    await deleteExpiredRateLimits(knex),
    await publishDuePosts(knex),
  ];
  return { sessions, rateLimits, postsPublished };
}

/** Runs housekeeping now and then hourly; returns a stop function for shutdown. */
export function scheduleHousekeeping(knex: Knex, logger: Logger, intervalMs = EVERY_HOUR_MS) {
  const run = () =>
    runHousekeeping(knex)
      .then((removed) => {
        if (removed.sessions || removed.rateLimits || removed.postsPublished)
          logger.info(removed, 'housekeeping');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

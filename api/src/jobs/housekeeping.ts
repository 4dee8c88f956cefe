import type { Knex } from 'knex';
import { deleteOldSignInAddresses } from '../auth/loginLimits';
import { deleteExpiredSessions } from '../auth/sessionStore';
import type { Logger } from '../logger';
import { deleteExpiredIdempotencyKeys } from '../routes/endpoint/idempotency';
import { deleteExpiredRateLimits } from '../security/rateLimits';
import { publishDuePosts } from '../services/blogPosts';
import { refreshExpiredVerifications } from '../services/verification';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Removes rows that are never read again (expired sessions, ended rate-limit windows,
 * idempotency keys older than 24 h), marks
 * scheduled posts whose time has come as published (they are public from their time anyway) and
 * takes the badge from companies whose documents have expired.
 */
export async function runHousekeeping(knex: Knex, now: Date = new Date()) {
  // One after another (object members are evaluated in order): PGlite has one connection.
  return {
    sessions: await deleteExpiredSessions(knex),
    rateLimits: await deleteExpiredRateLimits(knex),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(knex, now),
    signInAddresses: await deleteOldSignInAddresses(knex),
    postsPublished: await publishDuePosts(knex),
    verificationsExpired: await refreshExpiredVerifications(knex, now),
  };
}

/** Runs housekeeping now and then hourly; returns a stop function for shutdown. */
export function scheduleHousekeeping(knex: Knex, logger: Logger, intervalMs = EVERY_HOUR_MS) {
  const run = () =>
    runHousekeeping(knex)
      .then((removed) => {
        if (Object.values(removed).some(Boolean)) logger.info(removed, 'housekeeping');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

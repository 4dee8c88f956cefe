import type { Knex } from 'knex';
import { deleteOldSignInAddresses } from '../auth/loginLimits';
import { deleteExpiredSessions } from '../auth/sessionStore';
import type { Logger } from '../logger';
import type { MailLinks } from '../mail/unsubscribe';
import { deleteExpiredIdempotencyKeys } from '../routes/endpoint/idempotency';
import { deleteExpiredRateLimits } from '../security/rateLimits';
import { publishDuePosts } from '../services/blogPostMoves';
import { refreshExpiredVerifications } from '../services/verification';
import { enqueueAdminSummaries } from './adminSummary';
import { enqueueDocumentReminders } from './documentReminders';
import { enqueueLeadDigests } from './leadDigest';
import { enqueueRenewalReminders } from './subscriptionReminders';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Removes rows that are never read again (expired sessions, ended rate-limit windows,
 * idempotency keys older than 24 h), marks
 * scheduled posts whose time has come as published (they are public from their time anyway) and
 * takes the badge from companies whose documents have expired. With `links` (the server's),
 * it also queues the day's mail: the writers of the posts just published, document reminders, lead digests and the admins' summary, each
 * once (its outbox key), however many runs and server processes try.
 */
export async function runHousekeeping(knex: Knex, now: Date = new Date(), links?: MailLinks) {
  // One after another (object members are evaluated in order): PGlite has one connection.
  return {
    sessions: await deleteExpiredSessions(knex),
    rateLimits: await deleteExpiredRateLimits(knex),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(knex, now),
    signInAddresses: await deleteOldSignInAddresses(knex),
    postsPublished: await publishDuePosts(knex, links?.publicUrl),
    verificationsExpired: await refreshExpiredVerifications(knex, now),
    documentReminders: links ? await enqueueDocumentReminders(knex, links.publicUrl, now) : 0,
    renewalReminders: links ? await enqueueRenewalReminders(knex, links.publicUrl, now) : 0,
    leadDigests: links ? await enqueueLeadDigests(knex, links, now) : 0,
    adminSummaries: links ? await enqueueAdminSummaries(knex, links, now) : 0,
  };
}

/** Runs housekeeping now and then hourly; returns a stop function for shutdown. */
export function scheduleHousekeeping(
  knex: Knex,
  logger: Logger,
  links: MailLinks,
  {
    intervalMs = EVERY_HOUR_MS,
    onMail = () => {},
  }: { intervalMs?: number; onMail?: () => void } = {},
) {
  const run = () =>
    runHousekeeping(knex, new Date(), links)
      .then((removed) => {
        if (Object.values(removed).some(Boolean)) logger.info(removed, 'housekeeping');
        if (
          removed.postsPublished +
          removed.documentReminders +
          removed.renewalReminders +
          removed.leadDigests +
          removed.adminSummaries
        )
          onMail();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

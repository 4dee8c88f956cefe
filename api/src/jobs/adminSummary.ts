/**
 * The admins' daily summary of the review queues (listings, documents, companies waiting, the
 * oldest item's age), from 07:00 UAE time, for every active admin who has not turned it off.
 * Housekeeping calls it hourly; the outbox key `admin-summary:<admin>:<day>` makes it one mail
 * a day however many runs and server processes try.
 */
import type { Knex } from 'knex';
import { uaeWallClock } from '@core/rules/uaeTime';
import type { QueueSummary } from '@core/schemas/admin';
import { transaction } from '../db/transaction';
import { enqueueMail } from '../mail';
import type { QueueSize } from '../mail/templates/AdminSummaryMail';
import { unsubscribeUrl, type MailLinks } from '../mail/unsubscribe';
import { adminOverview } from '../services/admin/overview';
import { dayInWords } from './mailDays';

/** The UAE hour from which the day's summary is sent (the queues as the working day starts). */
export const ADMIN_SUMMARY_HOUR = 7;

const sizeOf = (queue: QueueSummary, now: Date): QueueSize => ({
  count: queue.count,
  oldestHours: queue.oldest
    ? Math.max(0, Math.floor((now.getTime() - Date.parse(queue.oldest.since)) / 3_600_000))
    : null,
});

export async function enqueueAdminSummaries(knex: Knex, links: MailLinks, now = new Date()) {
  const clock = uaeWallClock(now);
  if (Number(clock.slice(11, 13)) < ADMIN_SUMMARY_HOUR) return 0;
  const day = clock.slice(0, 10);
  const admins = (await knex('users')
    .where({ role: 'admin', status: 'active', admin_summary_mail: true })
    .whereNotExists(
      knex('mail_outbox').whereRaw("key = 'admin-summary:' || users.id || ':' || ?", [day]),
    )
    .select('id', 'name', 'email')) as { id: number; name: string; email: string }[];
  if (admins.length === 0) return 0;
  const overview = await adminOverview(now);
  let queued = 0;
  for (const admin of admins) {
    const id = await transaction(
      (trx) =>
        enqueueMail(trx, {
          key: `admin-summary:${admin.id}:${day}`,
          template: 'adminSummary',
          to: admin.email,
          params: {
            name: admin.name,
            day: dayInWords(day),
            listings: sizeOf(overview.pendingListings, now),
            documents: sizeOf(overview.documentsToReview, now),
            companies: sizeOf(overview.vendorsAwaitingVerification, now),
            link: `${links.publicUrl}/admin`,
            unsubscribeUrl: unsubscribeUrl(links, { kind: 'admin-summary', userId: admin.id }),
          },
        }),
      knex,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}

/**
 * "Your plan renews on …": three days before a paid subscription's period ends. Housekeeping
 * calls it hourly; the outbox key `subscription-renewing:<subscription>:<period end>` makes it
 * one mail per period however many runs and server processes try.
 */
import type { Knex } from 'knex';
import { uaeWallClock } from '@core/rules/uaeTime';
import { transaction } from '../db/transaction';
import { enqueueOwnerMail } from '../mail/ownerMail';

export const RENEWAL_NOTICE_DAYS = 3;

export async function enqueueRenewalReminders(knex: Knex, publicUrl: string, now = new Date()) {
  const rows = (await knex('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .where('s.status', 'active')
    .whereNotNull('s.current_period_end')
    .where('s.current_period_end', '>', now)
    .where('s.current_period_end', '<=', new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000))
    .select('s.id', 's.company_id', 's.current_period_end', 'p.name', 'p.car_limit')) as {
    id: number;
    company_id: number;
    current_period_end: Date;
    name: string;
    car_limit: number;
  }[];
  // Mails queued by this run: every hour finds the same subscriptions, but each is mailed once.
  let queued = 0;
  for (const row of rows) {
    const date = uaeWallClock(new Date(row.current_period_end)).slice(0, 10);
    const id = await transaction(
      (trx) =>
        enqueueOwnerMail(trx, row.company_id, (owner) => ({
          key: `subscription-renewing:${row.id}:${date}`,
          template: 'subscription',
          params: {
            event: 'renewing',
            name: owner.name,
            planName: row.name,
            limit: row.car_limit,
            date,
            link: `${publicUrl}/dashboard/subscription`,
          },
        })),
      knex,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}

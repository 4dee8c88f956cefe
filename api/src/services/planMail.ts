/** The subscription's mails: plan activated, listing limit reached (renewal: jobs/). */
import type { Knex } from 'knex';
import { enqueueOwnerMail } from '../mail/ownerMail';
import type { Plan } from '../models';
import type { CurrentPlan } from './plans';

const subscriptionLink = (publicUrl: string) => `${publicUrl}/dashboard/subscription`;

export async function enqueuePlanActivatedMail(
  trx: Knex.Transaction,
  companyId: number,
  subscriptionId: number,
  plan: Plan,
  publicUrl: string,
): Promise<void> {
  await enqueueOwnerMail(trx, companyId, (owner) => ({
    key: `subscription-activated:${subscriptionId}`,
    template: 'subscription',
    params: {
      event: 'activated',
      name: owner.name,
      planName: plan.name,
      limit: plan.carLimit,
      date: null,
      link: subscriptionLink(publicUrl),
    },
  }));
}

/**
 * Called while adding a listing (`used` counted before it): the one that fills the plan mails
 * the owner, once per subscription (the Free plan's: once per company), however often listings
 * are then removed and added again.
 */
export async function enqueueLimitReachedMail(
  trx: Knex.Transaction,
  companyId: number,
  { plan, subscription, used }: CurrentPlan & { used: number },
  publicUrl: string,
): Promise<void> {
  if (used + 1 !== plan.carLimit) return;
  const period = subscription ? `subscription-${subscription.id}` : `free-${companyId}`;
  await enqueueOwnerMail(trx, companyId, (owner) => ({
    key: `plan-limit:${period}`,
    template: 'subscription',
    params: {
      event: 'limitReached',
      name: owner.name,
      planName: plan.name,
      limit: plan.carLimit,
      date: null,
      link: subscriptionLink(publicUrl),
    },
  }));
}

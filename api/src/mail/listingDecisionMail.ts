import type { Knex } from 'knex';
import { enqueueOwnerMail } from './ownerMail';

/**
 * Queues "approved" / "rejected with the reason" for the owner of the listing's company, in the
 * decision's transaction. `decidedAt` makes the key: each decision is its own message, and a
 * retried transaction stores it once.
 */
export async function enqueueListingDecisionMail(
  trx: Knex.Transaction,
  car: { id: number; title: string; companyId: number },
  decision: 'approved' | 'rejected',
  {
    reason = null,
    publicUrl,
    decidedAt,
  }: { reason?: string | null; publicUrl: string; decidedAt: Date },
): Promise<void> {
  await enqueueOwnerMail(trx, car.companyId, (owner) => ({
    key: `listing-${decision}:${car.id}:${decidedAt.getTime()}`,
    template: 'listingDecision',
    params: {
      decision,
      name: owner.name,
      carTitle: car.title,
      reason,
      link: `${publicUrl}/dashboard/cars/${car.id}`,
    },
  }));
}

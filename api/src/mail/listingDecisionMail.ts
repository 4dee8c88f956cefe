import type { Knex } from 'knex';
import { enqueueMail } from './outbox';

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
  const owner = (await trx('companies')
    .join('users', 'users.id', 'companies.owner_id')
    .where('companies.id', car.companyId)
    .first('users.email', 'users.name')) as { email: string; name: string } | undefined;
  if (!owner) return;
  await enqueueMail(trx, {
    key: `listing-${decision}:${car.id}:${decidedAt.getTime()}`,
    template: 'listingDecision',
    to: owner.email,
    params: {
      decision,
      name: owner.name,
      carTitle: car.title,
      reason,
      link: `${publicUrl}/dashboard/cars/${car.id}`,
    },
  });
}

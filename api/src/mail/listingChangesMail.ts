import type { Knex } from 'knex';
import { enqueueOwnerMail } from './ownerMail';

/**
 * "Changes waiting for review": an edit of a live listing started a revision (the listing stays
 * public as approved). One mail per revision that starts waiting, not per edit merged into it.
 */
export async function enqueueListingChangesMail(
  trx: Knex.Transaction,
  car: { id: number; title: string; companyId: number },
  revision: number,
  publicUrl: string,
): Promise<void> {
  await enqueueOwnerMail(trx, car.companyId, (owner) => ({
    key: `listing-changes:${car.id}:${revision}`,
    template: 'listingChanges',
    params: {
      name: owner.name,
      carTitle: car.title,
      link: `${publicUrl}/dashboard/cars/${car.id}`,
    },
  }));
}

/**
 * What the admin's answers show: the company beside an item, a document's expiry flags, a
 * listing in the review queue.
 */
import type { AdminCompanyRef, AdminListing } from '@core/schemas/admin';
import { isExpired, isExpiringSoon } from '@core/rules/verification';
import type { Company, VendorDocument } from '../models';
import { documentFacts } from '../services/verification';
import { presentVendorCar, type CarWithCompany } from './car';
import { listingRules } from '../policies/admin';
import { abilitiesOf, type Actor } from '../policies/policy';

export const presentCompanyRef = (
  company: Pick<Company, 'id' | 'name' | 'verificationStatus' | 'status'>,
): AdminCompanyRef => ({
  id: company.id,
  name: company.name,
  verificationStatus: company.verificationStatus,
  suspended: company.status === 'suspended',
});

/** Expired (last valid day passed) and expiring soon (approved, ending within 30 days). */
export function documentFlags(doc: VendorDocument, today: string) {
  const facts = documentFacts(doc);
  return { expired: isExpired(facts, today), expiringSoon: isExpiringSoon(facts, today) };
}

export const isoOrNull = (date: Date | string | null) =>
  date === null ? null : new Date(date).toISOString();

const iso = isoOrNull;

/** A listing in the review queue: the vendor's view with its company and review dates. */
export function presentAdminListing(car: CarWithCompany, actor: Actor): AdminListing {
  return {
    ...presentVendorCar(car, actor),
    company: presentCompanyRef(car.company),
    updatedAt: iso(car.updatedAt)!,
    approvedAt: iso(car.approvedAt),
    waitingSince: iso(
      car.status === 'pending' ? car.updatedAt : car.pendingChanges ? car.changesSubmittedAt : null,
    ),
    can: abilitiesOf(listingRules, actor, car),
  };
}

/**
 * Whether renters see a listing, and if not why, in the vendor's words. The same rule as the
 * API's `whereCarIsPublic` (approved, switched on, company not suspended), for the console to
 * say on each car what the catalogue does with it.
 */
import type { CompanyStatus, ListingStatus } from '../enums';

export type ListingVisibility = 'public' | 'not_approved' | 'switched_off' | 'company_suspended';

export function listingVisibility(
  car: { status: ListingStatus; active: boolean },
  companyStatus: CompanyStatus,
): ListingVisibility {
  if (car.status !== 'approved') return 'not_approved';
  if (companyStatus === 'suspended') return 'company_suspended';
  if (!car.active) return 'switched_off';
  return 'public';
}

export const LISTING_VISIBILITY_LABELS: Record<ListingVisibility, string> = {
  public: 'Live on the site',
  not_approved: 'Not on the site until approved',
  switched_off: 'Hidden: switched off',
  company_suspended: 'Not public: your company is suspended',
};

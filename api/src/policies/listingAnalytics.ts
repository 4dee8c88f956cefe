import { anyone, roles } from './policy';

/**
 * Listing analytics: any visitor's browser reports what it was shown (no login, no cookie);
 * a vendor (owner or staff) reads its own company's counts, never another's.
 */
export const listingAnalyticsPolicy = {
  report: anyone,
  readOwn: roles('vendor'),
};

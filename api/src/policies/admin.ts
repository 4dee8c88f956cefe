import {
  COMPANY_STANDING_TRANSITIONS,
  COMPANY_VERIFICATION_TRANSITIONS,
} from '@core/rules/companyStatus';
import { DOCUMENT_TRANSITIONS } from '@core/rules/documentStatus';
import { LISTING_TRANSITIONS } from '@core/rules/listingTransitions';
import { roles } from './policy';

/**
 * The admin console: the review queues (listings, companies, documents) and their decisions,
 * support and the audit log. One vocabulary: an admin *reviews* a queue (the policy `review`,
 * the services `services/admin/*Review.ts`) and takes a named act on one item (approve, reject,
 * verify, suspend, reinstate). Who may take an act is core's transition table
 * (core/rules/*Status.ts, listingTransitions.ts); these policies are made from it. Writers,
 * vendors and visitors are refused at the door (403 / 401); object rules are not needed, an
 * admin may act on any company's objects.
 */
export const adminPolicy = {
  /** The queues, their items and the overview (reads). */
  review: roles('admin'),
  approveListing: roles(...LISTING_TRANSITIONS.approve.by),
  rejectListing: roles(...LISTING_TRANSITIONS.reject.by),
  approveDocument: roles(...DOCUMENT_TRANSITIONS.approve.by),
  rejectDocument: roles(...DOCUMENT_TRANSITIONS.reject.by),
  verifyCompany: roles(...COMPANY_VERIFICATION_TRANSITIONS.verify.by),
  /** Refusing a verification rejects the company's waiting documents. */
  rejectCompany: roles(...DOCUMENT_TRANSITIONS.reject.by),
  suspendCompany: roles(...COMPANY_STANDING_TRANSITIONS.suspend.by),
  reinstateCompany: roles(...COMPANY_STANDING_TRANSITIONS.reinstate.by),
  /** Support tickets and the audit log. */
  support: roles('admin'),
  audit: roles('admin'),
};

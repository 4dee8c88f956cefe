import type { CompanyStatus, DocumentStatus, ListingStatus, VerificationStatus } from '@core/enums';
import {
  COMPANY_STANDING_TRANSITIONS,
  COMPANY_VERIFICATION_TRANSITIONS,
  canMoveCompanyStanding,
  companyVerificationProblem,
} from '@core/rules/companyStatus';
import { DOCUMENT_TRANSITIONS, canMoveDocument } from '@core/rules/documentStatus';
import { LISTING_TRANSITIONS, canMoveListing } from '@core/rules/listingTransitions';
import type { ObjectRules } from './policy';
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
  /** Takes a vendor's featured placement off a car (recorded in the audit trail). */
  removeFeature: roles('admin'),
  /** Support tickets and the audit log. */
  support: roles('admin'),
  audit: roles('admin'),
};

// The `can` of the review screens: the act's policy (the route's door) and core's table (the
// service's 409), so the console offers exactly what the server would do.

type ReviewedListing = { status: ListingStatus; pendingChanges: unknown };

/** An approved listing whose vendor saved changes that wait for review. */
export const hasWaitingChanges = (car: ReviewedListing) =>
  car.status === 'approved' && car.pendingChanges !== null;

/** The review queue's decisions on a listing (its waiting changes first, when it has some). */
export const listingRules: ObjectRules<ReviewedListing, 'approve' | 'reject'> = {
  approve: (actor, car) =>
    adminPolicy.approveListing.allows(actor) &&
    (hasWaitingChanges(car) || canMoveListing('approve', car.status)),
  reject: (actor, car) =>
    adminPolicy.rejectListing.allows(actor) &&
    (hasWaitingChanges(car) || canMoveListing('reject', car.status)),
};

/** A document's review: a change of mind, or a revoked approval, is a decision too. */
export const documentReviewRules: ObjectRules<{ status: DocumentStatus }, 'approve' | 'reject'> = {
  approve: (actor, doc) =>
    adminPolicy.approveDocument.allows(actor) && canMoveDocument('approve', doc.status),
  reject: (actor, doc) =>
    adminPolicy.rejectDocument.allows(actor) && canMoveDocument('reject', doc.status),
};

type ReviewedCompany = {
  status: CompanyStatus;
  verificationStatus: VerificationStatus;
  /** Its documents (only their statuses are read; only `reject` reads them). */
  documents?: readonly { status: DocumentStatus }[];
};

/** The vendor list's decisions on a company. */
export const companyRules: ObjectRules<
  ReviewedCompany,
  'verify' | 'reject' | 'suspend' | 'reinstate'
> = {
  verify: (actor, company) =>
    adminPolicy.verifyCompany.allows(actor) &&
    companyVerificationProblem(company.verificationStatus) === null,
  /** Refuses the documents that wait for review: there must be some. */
  reject: (actor, company) =>
    adminPolicy.rejectCompany.allows(actor) &&
    (company.documents ?? []).some((doc) => doc.status === 'pending'),
  suspend: (actor, company) =>
    adminPolicy.suspendCompany.allows(actor) && canMoveCompanyStanding('suspend', company.status),
  reinstate: (actor, company) =>
    adminPolicy.reinstateCompany.allows(actor) &&
    canMoveCompanyStanding('reinstate', company.status),
};

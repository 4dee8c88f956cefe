import type { CompanyStatus, DocumentStatus, ListingStatus, VerificationStatus } from '@core/enums';
import type { ObjectRules } from './policy';
import { roles } from './policy';

/**
 * The admin console's queues and decisions (listings, companies, documents, support, audit):
 * admins only. Writers, vendors and visitors are refused at the door (403 / 401); object rules
 * are not needed, an admin may act on any company's objects.
 */
export const adminPolicy = {
  moderate: roles('admin'),
};

const moderates = adminPolicy.moderate.allows;

type ReviewedListing = { status: ListingStatus; pendingChanges: unknown };

/** An approved listing whose vendor saved changes that wait for review. */
export const hasWaitingChanges = (car: ReviewedListing) =>
  car.status === 'approved' && car.pendingChanges !== null;

/** The review queue's decisions on a listing (its waiting changes first, when it has some). */
export const listingRules: ObjectRules<ReviewedListing, 'approve' | 'reject'> = {
  approve: (actor, car) =>
    moderates(actor) && (hasWaitingChanges(car) || ['pending', 'rejected'].includes(car.status)),
  reject: (actor, car) =>
    moderates(actor) && (hasWaitingChanges(car) || ['pending', 'approved'].includes(car.status)),
};

/** A document's review: a change of mind, or a revoked approval, is a decision too. */
export const documentReviewRules: ObjectRules<{ status: DocumentStatus }, 'approve' | 'reject'> = {
  approve: (actor, doc) => moderates(actor) && ['pending', 'rejected'].includes(doc.status),
  reject: (actor, doc) => moderates(actor) && ['pending', 'approved'].includes(doc.status),
};

type ModeratedCompany = {
  status: CompanyStatus;
  verificationStatus: VerificationStatus;
  /** Its documents (only their statuses are read; only `reject` reads them). */
  documents?: readonly { status: DocumentStatus }[];
};

/** The vendor list's decisions on a company. */
export const companyRules: ObjectRules<
  ModeratedCompany,
  'verify' | 'reject' | 'suspend' | 'reinstate'
> = {
  verify: (actor, company) => moderates(actor) && company.verificationStatus !== 'verified',
  /** Refuses the documents that wait for review: there must be some. */
  reject: (actor, company) =>
    moderates(actor) && (company.documents ?? []).some((doc) => doc.status === 'pending'),
  suspend: (actor, company) => moderates(actor) && company.status !== 'suspended',
  reinstate: (actor, company) => moderates(actor) && company.status === 'suspended',
};

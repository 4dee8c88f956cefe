/**
 * The versions of the review lists' items: what a decision was taken on. A decision sent with
 * the `etag` of the item the admin saw answers 412 when another admin (or the vendor) changed
 * that since; counters that move on their own (a vendor's car count) are not part of it.
 */
import type { AdminDocument, AdminListing, AdminVendor } from '@core/schemas/admin';
import { findAdminDocument, findAdminListing } from '../../services/admin/decisionViews';
import { vendorView } from '../../services/admin/companyReview';
import type { Actor } from '../../policies/policy';

/** A listing's state and content (any edit moves `updatedAt`). */
export const listingVersionOf = (l: AdminListing) => ({
  id: l.id,
  status: l.status,
  updatedAt: l.updatedAt,
  approvedAt: l.approvedAt,
});

export const vendorVersionOf = (v: AdminVendor) => ({
  id: v.id,
  status: v.status,
  verificationStatus: v.verificationStatus,
  suspensionReason: v.suspensionReason,
  documents: v.documents.map((d) => [d.id, d.status]),
});

export const documentVersionOf = (d: AdminDocument) => ({
  id: d.id,
  status: d.status,
  reviewedAt: d.reviewedAt,
});

type ById = { actor: Actor; params: { id: number } };

export const listingVersion = {
  key: ({ params }: ById) => `car:${params.id}`,
  current: ({ actor, params }: ById) => findAdminListing(params.id, actor),
  of: listingVersionOf as (item: unknown) => unknown,
};

export const vendorVersion = {
  key: ({ params }: ById) => `company:${params.id}`,
  current: ({ actor, params }: ById) => vendorView(params.id, actor),
  of: vendorVersionOf as (item: unknown) => unknown,
};

export const documentVersion = {
  key: ({ params }: ById) => `document:${params.id}`,
  current: ({ actor, params }: ById) => findAdminDocument(params.id, actor),
  of: documentVersionOf as (item: unknown) => unknown,
};

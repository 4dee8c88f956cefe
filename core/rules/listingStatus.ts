/**
 * What a vendor's edit does to a listing's review status, as plain data:
 *
 * - An approved listing stays approved (and public) when only prices, terms, services or other
 *   details change; a material change (what the car is: title, brand, model, year; its photos:
 *   `photos` stands for an upload, removal or new order of them) sends it back to `pending` for
 *   a new review.
 * - Editing a rejected listing resubmits it: it goes to `pending`.
 * - Pending and draft listings keep their status.
 * - Switching a listing on or off (`active`) never changes its review status.
 * An edit that changes nothing changes no status.
 */
import type { ListingStatus } from '../enums';

/** Changes that need a new review of an approved listing. */
export const MATERIAL_LISTING_FIELDS = ['title', 'brand', 'model', 'year', 'photos'] as const;

/** Changes that say nothing about the listing's content: they never move its status. */
export const STATUS_NEUTRAL_LISTING_FIELDS = ['active'] as const;

const isMaterial = (field: string) =>
  (MATERIAL_LISTING_FIELDS as readonly string[]).includes(field);
const isNeutral = (field: string) =>
  (STATUS_NEUTRAL_LISTING_FIELDS as readonly string[]).includes(field);

/** The listing's status after an edit that changed `changedFields` (names of the car's fields). */
export function statusAfterEdit(
  current: ListingStatus,
  changedFields: readonly string[],
): ListingStatus {
  const contentChanges = changedFields.filter((field) => !isNeutral(field));
  if (contentChanges.length === 0) return current;
  switch (current) {
    case 'approved':
      return contentChanges.some(isMaterial) ? 'pending' : 'approved';
    case 'rejected':
      return 'pending';
    default:
      return current;
  }
}

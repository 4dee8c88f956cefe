/**
 * What a vendor's edit does to a listing, as plain data and one rule (`planListingEdit`).
 *
 * - A listing that is not approved (draft, pending, rejected) is edited directly: its fields
 *   change at once. Editing a rejected listing resubmits it (`pending`); pending and draft
 *   listings keep their status.
 * - An approved listing stays public with its **approved values**. Each field is of one class
 *   (`LISTING_FIELD_REVIEW`): `review` fields (what the car is, its free text, where it is, its
 *   photos) wait in one revision for an admin, merged with any change already waiting; `now`
 *   fields (terms, details, availability) apply at once; `price` fields apply at once within
 *   ±`PRICE_BAND` of the last reviewed price and otherwise wait for review like `review` ones.
 *   Sending back the approved value of a waiting field withdraws that part of the revision.
 * - Switching a listing on or off (`active`) never changes its review status.
 * An edit that changes nothing changes nothing.
 */
import { MONTH_PRICE_DAYS } from '../constants';
import type { ListingStatus } from '../enums';
import { canMoveListing, LISTING_TRANSITIONS } from './listingTransitions';

export type ListingFieldReview = 'review' | 'price' | 'now';

/**
 * Every field a vendor can change (the car's own names; `photos` is the ordered list of its
 * photo ids: an upload, a removal or a new order), with what a change of an approved listing
 * needs. `color` is free text: reviewed, as a phone number would fit in it.
 */
export const LISTING_FIELD_REVIEW = {
  title: 'review',
  description: 'review',
  // Their Arabic (issue #21): free text too, so reviewed alike.
  titleAr: 'review',
  descriptionAr: 'review',
  brand: 'review',
  model: 'review',
  year: 'review',
  carType: 'review',
  emirate: 'review',
  color: 'review',
  photos: 'review',
  pricePerDay: 'price',
  pricePerWeek: 'price',
  pricePerMonth: 'price',
  horsepower: 'now',
  seats: 'now',
  transmission: 'now',
  withDriver: 'now',
  services: 'now',
  securityDeposit: 'now',
  kmPerDay: 'now',
  kmPerMonth: 'now',
  extraKmCharge: 'now',
  minimumDriverAge: 'now',
  salikCharge: 'now',
  insuranceIncluded: 'now',
  // The car's own structured trip terms (rules/tripTerms): terms, so they apply at once.
  tripTerms: 'now',
  active: 'now',
} as const satisfies Record<string, ListingFieldReview>;

export type ListingField = keyof typeof LISTING_FIELD_REVIEW;
/** Fields that can wait in a revision (a `review` field, or a price beyond the band). */
export type ReviewedListingField = {
  [K in ListingField]: (typeof LISTING_FIELD_REVIEW)[K] extends 'now' ? never : K;
}[ListingField];

export const REVIEWED_LISTING_FIELDS = (Object.keys(LISTING_FIELD_REVIEW) as ListingField[]).filter(
  (field) => LISTING_FIELD_REVIEW[field] !== 'now',
) as ReviewedListingField[];

/** Changes that need a new review of an approved listing whatever their value. */
export const MATERIAL_LISTING_FIELDS = (Object.keys(LISTING_FIELD_REVIEW) as ListingField[]).filter(
  (field) => LISTING_FIELD_REVIEW[field] === 'review',
);

/** A price may move this share of its last reviewed value either way without a review. */
export const PRICE_BAND = 0.5;
/** Days a week price stands for when the listing has none (to place a new one in the band). */
const WEEK_DAYS = 7;

/** Changes that say nothing about the listing's content: they never move its status. */
export const STATUS_NEUTRAL_LISTING_FIELDS = ['active'] as const;

export type ListingValues = Partial<Record<ListingField, unknown>>;
export type ReviewedPrices = Partial<
  Record<'pricePerDay' | 'pricePerWeek' | 'pricePerMonth', number | null>
>;

/** JSON with object keys sorted: two objects stating the same things give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/**
 * Equal as stored values: numbers by value (pg numerics), arrays by their items in order,
 * objects (a car's trip terms) by what they state, whatever the order of their keys.
 */
export function sameListingValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if ((a && typeof a === 'object') || (b && typeof b === 'object')) {
    return canonicalJson(a) === canonicalJson(b);
  }
  if (typeof a === 'number' || typeof b === 'number') {
    return (
      a !== null && b !== null && a !== undefined && b !== undefined && Number(a) === Number(b)
    );
  }
  return (a ?? null) === (b ?? null);
}

const isNeutral = (field: string) =>
  (STATUS_NEUTRAL_LISTING_FIELDS as readonly string[]).includes(field);

/** The listing's status after an edit that changed `changedFields` of a listing not approved. */
export function statusAfterEdit(
  current: ListingStatus,
  changedFields: readonly string[],
): ListingStatus {
  const contentChanges = changedFields.filter((field) => !isNeutral(field));
  // An edit of a rejected listing sends it back to the queue (the table's `resubmit`).
  if (contentChanges.length === 0 || !canMoveListing('resubmit', current)) return current;
  return LISTING_TRANSITIONS.resubmit.to;
}

/** The price a new one is compared with: the reviewed one, else what the listing shows. */
function priceAnchor(field: string, reviewed: ReviewedPrices): number | null {
  const day = reviewed.pricePerDay ?? null;
  if (field === 'pricePerDay') return day;
  if (field === 'pricePerWeek')
    return reviewed.pricePerWeek ?? (day === null ? null : WEEK_DAYS * day);
  if (field === 'pricePerMonth') {
    return reviewed.pricePerMonth ?? (day === null ? null : MONTH_PRICE_DAYS * day);
  }
  return null;
}

/** Is this new price close enough to the reviewed one to apply without a review? */
export function priceWithinBand(field: string, value: unknown, reviewed: ReviewedPrices): boolean {
  // Withdrawing a week or month price leaves the derived one: nothing new to check.
  if (value === null) return true;
  const anchor = priceAnchor(field, reviewed);
  if (anchor === null || anchor <= 0) return false;
  return Math.abs(Number(value) - anchor) <= PRICE_BAND * anchor;
}

export interface ListingEdit {
  status: ListingStatus;
  /** The listing's current values (for an approved listing: what the public sees). */
  live: ListingValues;
  /** The revision waiting for review, if any (approved listings only). */
  pending: ListingValues | null;
  /** The prices at the last review; missing ones are taken from `live`. */
  reviewedPrices?: ReviewedPrices | null;
  /** The fields the vendor sent, with their new values. */
  edit: ListingValues;
}

export interface ListingEditPlan {
  status: ListingStatus;
  /** Values to write to the listing now (public at once when it is approved). */
  applyNow: ListingValues;
  /** The whole revision waiting after the edit; null when nothing waits. */
  pending: ListingValues | null;
  /** Did the edit change anything at all (values now or the waiting revision)? */
  changed: boolean;
  /** Fields that now wait for review because of this edit. */
  queued: ListingField[];
}

/** The one rule: what an edit changes now, what waits for review, and the status after it. */
export function planListingEdit({
  status,
  live,
  pending,
  reviewedPrices,
  edit,
}: ListingEdit): ListingEditPlan {
  const fields = Object.keys(edit) as ListingField[];
  if (status !== 'approved') {
    const applyNow: ListingValues = {};
    for (const field of fields) {
      if (!sameListingValue(live[field], edit[field])) applyNow[field] = edit[field];
    }
    const changedFields = Object.keys(applyNow);
    return {
      status: statusAfterEdit(status, changedFields),
      applyNow,
      pending: null,
      changed: changedFields.length > 0,
      queued: [],
    };
  }

  const reviewed: ReviewedPrices = {
    pricePerDay: (live.pricePerDay as number | null | undefined) ?? null,
    pricePerWeek: (live.pricePerWeek as number | null | undefined) ?? null,
    pricePerMonth: (live.pricePerMonth as number | null | undefined) ?? null,
    ...reviewedPrices,
  };
  const applyNow: ListingValues = {};
  const next: ListingValues = { ...pending };
  const queued: ListingField[] = [];
  for (const field of fields) {
    const value = edit[field];
    if (sameListingValue(live[field], value)) {
      delete next[field];
      continue;
    }
    const review = LISTING_FIELD_REVIEW[field];
    const now = review === 'now' || (review === 'price' && priceWithinBand(field, value, reviewed));
    if (now) {
      applyNow[field] = value;
      delete next[field];
    } else {
      if (!sameListingValue(next[field], value)) queued.push(field);
      next[field] = value;
    }
  }
  const pendingAfter = Object.keys(next).length > 0 ? next : null;
  const pendingChanged = JSON.stringify(pendingAfter) !== JSON.stringify(pending ?? null);
  return {
    status,
    applyNow,
    pending: pendingAfter,
    changed: Object.keys(applyNow).length > 0 || pendingChanged,
    queued,
  };
}

/** One line of a revision's diff: a field, its approved value and the one waiting. */
export interface ListingFieldChange {
  field: ReviewedListingField;
  before: unknown;
  after: unknown;
}

/** The waiting revision against the approved values, in the fields' order (photos apart). */
export function pendingFieldChanges(
  live: ListingValues,
  pending: ListingValues | null,
): ListingFieldChange[] {
  if (!pending) return [];
  return REVIEWED_LISTING_FIELDS.filter((field) => field !== 'photos' && field in pending).map(
    (field) => ({ field, before: live[field] ?? null, after: pending[field] ?? null }),
  );
}

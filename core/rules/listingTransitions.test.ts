import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, type ListingStatus } from '../enums';
import {
  canMoveListing,
  LISTING_ACTS,
  listingMoveProblem,
  type ListingAct,
} from './listingTransitions';

const ALLOWED: ReadonlyArray<readonly [ListingAct, ListingStatus]> = [
  ['submit', 'draft'],
  ['resubmit', 'rejected'],
  ['approve', 'pending'],
  ['approve', 'rejected'],
  ['reject', 'pending'],
  ['reject', 'approved'],
];

describe('a listing’s review status', () => {
  it('allows exactly the listed moves', () => {
    for (const act of LISTING_ACTS) {
      for (const from of LISTING_STATUSES) {
        const expected = ALLOWED.some(([a, f]) => a === act && f === from);
        expect(canMoveListing(act, from), `${act} from ${from}`).toBe(expected);
        expect(listingMoveProblem(act, from) === null).toBe(expected);
      }
    }
  });

  it('says why, in the words the admin and the vendor read', () => {
    expect(listingMoveProblem('approve', 'draft')).toBe('A draft has not been sent for review');
    expect(listingMoveProblem('approve', 'approved')).toBe('This listing is already approved');
    expect(listingMoveProblem('reject', 'rejected')).toBe('This listing is already rejected');
    expect(listingMoveProblem('submit', 'pending')).toBe(
      'This listing has already been sent for review',
    );
  });
});

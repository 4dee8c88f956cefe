/**
 * A listing's review status, as a transition table (rules/stateMachine.ts); what an edit does
 * to a listing is rules/listingStatus.ts.
 *
 *   draft --submit--> pending --approve--> approved
 *                        \-----reject---> rejected --(vendor's edit: resubmit)--> pending
 *
 * - A vendor sends a draft for review (submit); an edit of a rejected listing sends it back
 *   to the queue by itself (resubmit, rules/listingStatus.ts `statusAfterEdit`).
 * - An admin approves a pending listing or, changing their mind, a rejected one; rejects a
 *   pending one or takes an approved one down (reject, with a reason the vendor reads).
 * - The changes waiting on an approved listing are approved or rejected without a status move
 *   (the listing stays approved): see services/admin/listingReview.ts.
 */
import { LISTING_STATUS_LABELS, type ListingStatus } from '../enums';
import { canTransition, transitionProblem, type TransitionTable } from './stateMachine';

export const LISTING_ACTS = ['submit', 'resubmit', 'approve', 'reject'] as const;
export type ListingAct = (typeof LISTING_ACTS)[number];

export const LISTING_TRANSITIONS = {
  submit: { from: ['draft'], to: 'pending', by: ['vendor'] },
  resubmit: { from: ['rejected'], to: 'pending', by: ['vendor'] },
  approve: { from: ['pending', 'rejected'], to: 'approved', by: ['admin'] },
  reject: { from: ['pending', 'approved'], to: 'rejected', by: ['admin'] },
} as const satisfies TransitionTable<ListingAct, ListingStatus>;

const TABLE: TransitionTable<ListingAct, ListingStatus> = LISTING_TRANSITIONS;

export const canMoveListing = (act: ListingAct, from: ListingStatus) =>
  canTransition(TABLE, act, from);

const VERBS: Record<ListingAct, string> = {
  submit: 'sent for review',
  resubmit: 'sent for review again',
  approve: 'approved',
  reject: 'rejected',
};

/** Why a listing in `from` cannot take `act`, in words; null when it can. */
export function listingMoveProblem(act: ListingAct, from: ListingStatus): string | null {
  if (from === 'draft' && (act === 'approve' || act === 'reject')) {
    return 'A draft has not been sent for review';
  }
  if (from !== 'draft' && act === 'submit') return 'This listing has already been sent for review';
  return transitionProblem(TABLE, act, from, {
    noun: 'listing',
    verb: VERBS[act],
    label: (status) => LISTING_STATUS_LABELS[status].toLowerCase(),
  });
}

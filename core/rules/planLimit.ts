/**
 * How many listings a plan allows, and what counts against it.
 *
 * Every listing the company has counts, whatever its review status (draft, pending, approved,
 * rejected) and whether it is active or paused: a paused or rejected listing can be switched
 * back on or resubmitted at any time, so it holds its place. Only a deleted listing frees its
 * place (deleting removes the row). Featured slots are counted apart (rules/featuredSlots.ts).
 */
import { LISTING_STATUSES, type ListingStatus } from '../enums';

export interface PlanLimits {
  name: string;
  carLimit: number;
}

/** The statuses whose listings hold one of the plan's places: all of them. */
export const COUNTED_LISTING_STATUSES: readonly ListingStatus[] = LISTING_STATUSES;

/** Does this listing hold one of the plan's places? Every existing one does, paused or not. */
export function countsTowardPlanLimit(listing: { status: ListingStatus; active?: boolean }) {
  return COUNTED_LISTING_STATUSES.includes(listing.status);
}

/** Share of the limit from which the console warns that the plan is nearly full. */
export const NEAR_LIMIT_SHARE = 0.8;

/** Why one more listing is refused, or null when the plan has room. */
export function planLimitProblem(plan: PlanLimits, used: number): string | null {
  if (used < plan.carLimit) return null;
  const listings = plan.carLimit === 1 ? 'listing' : 'listings';
  return `Your ${plan.name} plan allows ${plan.carLimit} ${listings}. Upgrade your plan to add more.`;
}

/** The listings to delete before moving to a plan of `limit` with `used` (0: it fits). */
export const listingsOverLimit = (limit: number, used: number): number => Math.max(0, used - limit);

/** The rows of a fleet import of `adding` to remove for it to fit (0: it fits). */
export const rowsOverLimit = (limit: number, used: number, adding: number): number =>
  Math.max(0, adding - Math.max(0, limit - used));

/** Why the company cannot move to `plan` with `used` listings, or null when it fits. */
export function planChangeProblem(plan: PlanLimits, used: number): string | null {
  const over = listingsOverLimit(plan.carLimit, used);
  if (over === 0) return null;
  return `The ${plan.name} plan allows ${plan.carLimit} listings and you have ${used}. Delete ${over} to move to it.`;
}

/** Why a fleet import of `adding` listings is refused (nothing is created), or null when it fits. */
export function planImportProblem(plan: PlanLimits, used: number, adding: number): string | null {
  const over = rowsOverLimit(plan.carLimit, used, adding);
  if (over === 0) return null;
  return `Your ${plan.name} plan allows ${plan.carLimit} listings and you have ${used}: this file adds ${adding}. Remove ${over} ${over === 1 ? 'row' : 'rows'} or upgrade your plan.`;
}

/** Is the company at or above 80% of its plan's listings? */
export function isNearPlanLimit(plan: PlanLimits, used: number): boolean {
  return used >= Math.floor(plan.carLimit * NEAR_LIMIT_SHARE);
}

/** "You have used 4 of 5 listings on the Free plan": the room, said before the vendor starts. */
export function planUsageText(plan: PlanLimits, used: number): string {
  const listings = plan.carLimit === 1 ? 'listing' : 'listings';
  return `You have used ${used} of ${plan.carLimit} ${listings} on the ${plan.name} plan`;
}

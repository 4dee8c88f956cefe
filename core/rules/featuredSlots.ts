/**
 * Featured placements (docs/product.md, Plans and limits): a plan sells a number of featured
 * slots; a vendor features one of its live cars for a number of days, and the slot is held until
 * the end of that period (or until the vendor stops, an admin removes it, or a downgrade leaves
 * fewer slots). Renters see such a car first, labelled "Featured".
 */
import type { ListingStatus } from '../enums';

export interface PlanSlots {
  name: string;
  featuredSlots: number;
}

/** How long one placement may run, in days. */
export const FEATURE_DAYS = { min: 1, max: 90, default: 7 } as const;

/** A car renters can see (approved and switched on) is the only kind that can be featured. */
export function canBeFeatured(car: { status: ListingStatus; active: boolean }): boolean {
  return car.status === 'approved' && car.active;
}

/** Why this car cannot be featured, or null when it can. */
export function featureCarProblem(car: { status: ListingStatus; active: boolean }): string | null {
  if (car.status !== 'approved') {
    return 'Only a listing renters can see can be featured: this one is not approved yet.';
  }
  if (!car.active) return 'This listing is switched off: switch it on before featuring it.';
  return null;
}

/** Why one more featured car is refused with `used` slots taken, or null when there is room. */
export function featuredSlotsProblem(plan: PlanSlots, used: number): string | null {
  if (used < plan.featuredSlots) return null;
  if (plan.featuredSlots === 0) {
    return `Your ${plan.name} plan includes no featured listings. Upgrade to Pro or Premium to feature cars.`;
  }
  const listings = plan.featuredSlots === 1 ? 'listing' : 'listings';
  return `Your ${plan.name} plan includes ${plan.featuredSlots} featured ${listings} and all are in use. Stop featuring another car or upgrade your plan.`;
}

/** "2 of 5 featured slots used": what the console shows beside the action. */
export function featuredSlotsText(plan: PlanSlots, used: number): string {
  if (plan.featuredSlots === 0) return `No featured listings on the ${plan.name} plan`;
  return `${Math.min(used, plan.featuredSlots)} of ${plan.featuredSlots} featured slots used`;
}

/** How many placements a plan change must end: the ones beyond the new plan's slots. */
export function featuresBeyondSlots(plan: PlanSlots, used: number): number {
  return Math.max(0, used - plan.featuredSlots);
}

/** The end of a placement of `days` days started at `now`. */
export function featureEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

import { TRIP } from '../constants';
import { formatWholeNumber } from './pricing';

/**
 * What a trip costs: the cheapest correct combination of the car's daily, weekly and monthly
 * rates (6 days may cost less as a week; 29 days as a month), and the VAT the total includes
 * (listed prices are VAT-inclusive), rounded to the fils. Amounts are AED; the sums run in whole fils so no float drifts.
 * (docs/product.md#trip-price)
 */

export const RATE_TIERS = ['daily', 'weekly', 'monthly'] as const;
export type RateTier = (typeof RATE_TIERS)[number];

export interface TripRates {
  pricePerDay: number;
  /** A week of 7 days, when the car has a weekly rate. */
  pricePerWeek?: number | null;
  /** A month of 30 days, when the car has a monthly rate. */
  pricePerMonth?: number | null;
}

export interface RentPlan {
  /** The longest period the plan uses (the rate renters are quoted at). */
  tier: RateTier;
  months: number;
  weeks: number;
  days: number;
  /** AED, before VAT. */
  rent: number;
}

const fils = (aed: number) => Math.round(aed * 100);
const aed = (amountFils: number) => amountFils / 100;

/** The cheapest rent for `remaining` days with weeks and days only, in fils. */
function weeksAndDays(remaining: number, day: number, week: number | null) {
  let best = { weeks: 0, days: remaining, cost: remaining * day };
  if (week === null || remaining === 0) return best;
  const whole = Math.floor(remaining / TRIP.weekDays);
  // The cost is linear in the number of whole weeks, so the cheapest is at an end: no week,
  // every whole week, or one more week than the days need (a 6-day week).
  const candidates = [
    { weeks: whole, days: remaining - whole * TRIP.weekDays },
    { weeks: Math.ceil(remaining / TRIP.weekDays), days: 0 },
  ];
  for (const option of candidates) {
    const cost = option.weeks * week + option.days * day;
    if (cost < best.cost) best = { ...option, cost };
  }
  return best;
}

/**
 * The cheapest rent alone, in fils, for whole-fils rates (0: the car has no such rate). The
 * search sorts every matching car by it, so it allocates nothing; `cheapestRent` is the same sum.
 */
export function cheapestRentFils(days: number, day: number, week: number, month: number): number {
  const weeksAndDaysCost = (remaining: number) => {
    let cost = remaining * day;
    if (week > 0 && remaining > 0) {
      const whole = Math.floor(remaining / TRIP.weekDays);
      cost = Math.min(
        cost,
        whole * week + (remaining - whole * TRIP.weekDays) * day,
        Math.ceil(remaining / TRIP.weekDays) * week,
      );
    }
    return cost;
  };
  let best = weeksAndDaysCost(days);
  if (month > 0) {
    const mostMonths = Math.ceil(days / TRIP.monthDays);
    for (let months = 1; months <= mostMonths; months++) {
      const cost = months * month + weeksAndDaysCost(Math.max(0, days - months * TRIP.monthDays));
      if (cost < best) best = cost;
    }
  }
  return best;
}

/** The cheapest plan for `days` rental days (at least 1). Ties keep the shorter periods. */
export function cheapestRent(days: number, rates: TripRates): RentPlan {
  const day = fils(rates.pricePerDay);
  const week = rates.pricePerWeek ? fils(rates.pricePerWeek) : null;
  const month = rates.pricePerMonth ? fils(rates.pricePerMonth) : null;
  let best = { months: 0, ...weeksAndDays(days, day, week) };
  if (month !== null) {
    const mostMonths = Math.ceil(days / TRIP.monthDays);
    for (let months = 1; months <= mostMonths; months++) {
      const rest = weeksAndDays(Math.max(0, days - months * TRIP.monthDays), day, week);
      const cost = months * month + rest.cost;
      if (cost < best.cost) best = { months, ...rest, cost };
    }
  }
  const tier: RateTier = best.months > 0 ? 'monthly' : best.weeks > 0 ? 'weekly' : 'daily';
  return { tier, months: best.months, weeks: best.weeks, days: best.days, rent: aed(best.cost) };
}

/**
 * The VAT an amount includes: listed prices and fees are VAT-inclusive (the listing rules), so
 * the VAT is 5/105 of them, rounded to the fils (halves up).
 */
export function vatIncluded(amount: number): number {
  const numerator = fils(amount) * TRIP.vatPercent;
  const denominator = 100 + TRIP.vatPercent;
  return aed(Math.floor((2 * numerator + denominator) / (2 * denominator)));
}

export interface TripTotal extends RentPlan {
  delivery: number;
  /** The VAT the total includes. */
  vat: number;
  /** Rent + delivery, VAT included: what the renter pays for the trip (deposit apart). */
  total: number;
}

/** Rent at the cheapest plan, a delivery fee (0 when none), the total to pay and its VAT. */
export function tripTotal(days: number, rates: TripRates, delivery = 0): TripTotal {
  return withTotal(cheapestRent(days, rates), delivery);
}

/** A rent plan with a delivery fee: the total to pay, to the fils, and the VAT it includes. */
export function withTotal<Plan extends RentPlan>(
  plan: Plan,
  delivery = 0,
): Plan & Omit<TripTotal, keyof RentPlan> {
  const total = aed(fils(plan.rent) + fils(delivery));
  return { ...plan, delivery, vat: vatIncluded(total), total };
}

/** `AED 1,575` for whole dirhams, `AED 1,575.50` with fils. */
export function formatAedExact(amount: number): string {
  const whole = Math.trunc(amount);
  const cents = Math.round(Math.abs(amount - whole) * 100);
  return cents === 0
    ? `AED ${formatWholeNumber(whole)}`
    : `AED ${formatWholeNumber(whole)}.${String(cents).padStart(2, '0')}`;
}

/** How the rent was made: `1 month + 1 week + 2 days`. */
export function rentPlanText(plan: Pick<RentPlan, 'months' | 'weeks' | 'days'>): string {
  const part = (count: number, one: string) =>
    count === 0 ? null : `${count} ${one}${count === 1 ? '' : 's'}`;
  return [part(plan.months, 'month'), part(plan.weeks, 'week'), part(plan.days, 'day')]
    .filter((text) => text !== null)
    .join(' + ');
}

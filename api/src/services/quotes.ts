/**
 * What a trip in one public car costs and what the renter should know before contact
 * (GET /api/cars/:id/quote): rent at the cheapest tiers, delivery, VAT, the total, and the terms
 * held or charged apart (deposit, km, Salik, insurance, fuel, age and licence, cancellation).
 * Every figure comes from structured terms: the car's own columns and `trip_terms` over its
 * company's `trip_terms` (core rules/tripTerms.ts). (docs/product.md#trip-price)
 */
import type { Knex } from 'knex';
import type { CarTrip, Quote, QuoteQuery } from '@core/schemas/trip';
import { monthPrice } from '@core/rules/pricing';
import { tripDatesProblem, tripDays, tripTimesProblem, type TripDates } from '@core/rules/tripDays';
import { tripTotal, withTotal, type TripRates } from '@core/rules/tripPrice';
import { cheapestDatedRent } from '@core/rules/dayRates';
import type { CarTripTerms } from '@core/rules/tripTerms';
import { effectiveTripTerms } from '@core/rules/tripTerms';
import { uaeToday } from '@core/rules/uaeTime';
import { TRIP } from '@core/constants';
import { badRequest } from '../errors';
import type { CarWithCompany } from '../presenters/car';
import { isCarFree, type DayRange } from './carBlocks';

// Today in the UAE (`YYYY-MM-DD`): a trip cannot start before it (core's one definition).
export { uaeToday };

/** A searched or quoted trip: its days (every one must be free) and its times, when not 10:00. */
export type TripRange = DayRange & Pick<TripDates, 'fromTime' | 'toTime'>;

/**
 * Checks a search's, a quote's or a lead's trip: a 400 naming the field (`from`, `to`, `fromTime`,
 * `toTime`) when it cannot be one. Times without dates are refused too: they would mean nothing.
 */
export function tripRangeOr400(
  from: string | undefined,
  to: string | undefined,
  times: Pick<TripDates, 'fromTime' | 'toTime'> = {},
): TripRange | null {
  if (from === undefined && to === undefined) {
    for (const field of ['fromTime', 'toTime'] as const) {
      if (times[field] !== undefined)
        throw badRequest(`Invalid ${field}: give the dates too`, { [field]: 'Give the dates too' });
    }
    return null;
  }
  if (from === undefined)
    throw badRequest('Invalid from: give the pick-up date too', {
      from: 'Give the pick-up date too',
    });
  if (to === undefined)
    throw badRequest('Invalid to: give the return date too', { to: 'Give the return date too' });
  const trip = { from, to, ...withoutUndefined(times) };
  const problem = tripDatesProblem(from, to, uaeToday()) ?? tripTimesProblem(trip);
  if (problem)
    throw badRequest(`Invalid ${problem.field}: ${problem.message}`, {
      [problem.field]: problem.message,
    });
  return trip;
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const tripRates = (car: {
  pricePerDay: number;
  pricePerWeek: number | null;
  pricePerMonth: number | null;
}): TripRates => ({
  pricePerDay: car.pricePerDay,
  pricePerWeek: car.pricePerWeek,
  // The month price renters are shown (its own, or 25 days' worth).
  pricePerMonth: monthPrice(car),
});

/** The car's tier rates with its own weekend and season day rates (core rules/dayRates.ts). */
export const datedRates = (
  car: Parameters<typeof tripRates>[0] & { tripTerms?: CarTripTerms | null },
) => ({
  ...tripRates(car),
  weekendPricePerDay: car.tripTerms?.weekendPricePerDay ?? null,
  seasons: car.tripTerms?.seasons ?? null,
});

/**
 * A search result's trip: days and total of the rent (no delivery). `graceHours`: the company's;
 * a search counts every car's days with the usual grace (`searchTripDays`).
 */
export function searchTrip(
  range: TripRange,
  car: Parameters<typeof datedRates>[0],
  graceHours: number = TRIP.defaultGraceHours,
): CarTrip {
  const days = tripDays(range, graceHours);
  if (!car.tripTerms?.weekendPricePerDay && !car.tripTerms?.seasons?.length) {
    return { days, total: tripTotal(days, tripRates(car)).total };
  }
  return { days, total: withTotal(cheapestDatedRent(range.from, days, datedRates(car))).total };
}

/**
 * A searched trip's rental days, the same for every car so the search can sort by total: with
 * the usual 1-hour grace. Without times (10:00 to 10:00) grace never counts, so they are exactly
 * every company's; a return later in the day than the pick-up counts as a company with another
 * grace would only from 1 hour to its grace late (its car page's quote has its own count).
 */
export const searchTripDays = (range: TripRange) => tripDays(range, TRIP.defaultGraceHours);

export async function quoteCar(knex: Knex, car: CarWithCompany, query: QuoteQuery): Promise<Quote> {
  const range = tripRangeOr400(query.from, query.to, query)!;
  const terms = effectiveTripTerms(car.tripTerms, car.company.tripTerms);
  const days = tripDays(range, terms.graceHours);
  const deliveryFee = query.delivery ? (terms.deliveryFees[query.delivery] ?? null) : 0;
  const trip = withTotal(cheapestDatedRent(range.from, days, datedRates(car)), deliveryFee ?? 0);
  const paidDays = trip.weeks * TRIP.weekDays + trip.days;
  return {
    carId: car.id,
    from: range.from,
    to: range.to,
    fromTime: range.fromTime ?? TRIP.defaultTime,
    toTime: range.toTime ?? TRIP.defaultTime,
    available: await isCarFree(knex, car.id, range),
    days,
    tier: trip.tier,
    plan: { months: trip.months, weeks: trip.weeks, days: trip.days },
    dayLines: trip.dayLines,
    rates: {
      day: car.pricePerDay,
      week: car.pricePerWeek,
      month: monthPrice(car),
      weekend: car.tripTerms?.weekendPricePerDay ?? null,
    },
    rent: trip.rent,
    delivery: deliveryFee,
    deliveryEmirate: query.delivery ?? null,
    vat: trip.vat,
    total: trip.total,
    deposit: {
      amount: car.securityDeposit,
      hold: terms.depositHold,
      returnDays: terms.depositReturnDays,
    },
    includedKm: trip.months * car.kmPerMonth + paidDays * car.kmPerDay,
    kmPerDay: car.kmPerDay,
    extraKmPrice: Number(car.extraKmCharge),
    salikPerCrossing: Number(car.salikCharge),
    insurance: {
      type: terms.insuranceType,
      included: car.insuranceIncluded,
      excess: terms.insuranceExcessAed,
    },
    fuelPolicy: terms.fuelPolicy,
    minimumAge: car.minimumDriverAge,
    minimumLicenceYears: terms.minimumLicenceYears,
    cancellation: terms.cancellation,
    graceHours: terms.graceHours,
    ...(query.driverAge !== undefined
      ? { driverAgeAccepted: query.driverAge >= car.minimumDriverAge }
      : {}),
    deliveryFees: terms.deliveryFees,
  };
}

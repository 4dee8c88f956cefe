import type { Emirate } from '../enums';
import type { Season } from './dayRates';

/**
 * A listing's structured rental terms beyond its price columns: what the quote and the car page
 * read, never prose. Stored partial at two levels: the company's defaults and the car's own
 * terms; the car's win term by term (`effectiveTripTerms`), so a page never gives two answers.
 * (docs/product.md#rental-terms)
 */

export const DEPOSIT_HOLDS = ['card_hold', 'card_charge', 'cash'] as const;
export type DepositHold = (typeof DEPOSIT_HOLDS)[number];
export const DEPOSIT_HOLD_LABELS: Record<DepositHold, string> = {
  card_hold: 'Held on your credit card (not charged)',
  card_charge: 'Charged to your card and refunded',
  cash: 'Paid in cash or by bank transfer and refunded',
};

export const INSURANCE_TYPES = ['comprehensive', 'third_party'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const INSURANCE_TYPE_LABELS: Record<InsuranceType, string> = {
  comprehensive: 'Comprehensive insurance',
  third_party: 'Third-party insurance only',
};

export const FUEL_POLICIES = ['same_to_same', 'full_to_full', 'prepaid'] as const;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];
export const FUEL_POLICY_LABELS: Record<FuelPolicy, string> = {
  same_to_same: 'Return with the same fuel level',
  full_to_full: 'Picked up full, returned full',
  prepaid: 'First tank prepaid, return at any level',
};

export const CANCELLATION_POLICIES = ['free_24h', 'free_72h', 'non_refundable'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  free_24h: 'Free cancellation up to 24 hours before pick-up',
  free_72h: 'Free cancellation up to 72 hours before pick-up',
  non_refundable: 'Not refundable once confirmed',
};

export interface TripTerms {
  /** Hours a return may be late before another rental day starts. */
  graceHours: number;
  /** Delivery or collection fee per emirate in AED (0: free); an emirate not listed: no delivery. */
  deliveryFees: Partial<Record<Emirate, number>>;
  depositHold: DepositHold;
  /** Days after the return until the deposit is released. */
  depositReturnDays: number;
  insuranceType: InsuranceType;
  /** What the renter pays of a claim, AED. */
  insuranceExcessAed: number;
  fuelPolicy: FuelPolicy;
  minimumLicenceYears: number;
  cancellation: CancellationPolicy;
}

/**
 * A car's delivery per emirate, over its company's: an emirate left out is as the company
 * (inherited), a number is the car's own fee (0: free), `null` is no delivery there even where
 * the company delivers. Stored as is in `cars.trip_terms` (JSON keeps the null), so data saved
 * before the choice existed (numbers only) keeps its meaning.
 */
export type CarDeliveryFees = Partial<Record<Emirate, number | null>>;

/** A car's own terms as stated: its company's terms, each optional, delivery per emirate. */
export type CarTerms = Partial<Omit<TripTerms, 'deliveryFees'>> & {
  deliveryFees?: CarDeliveryFees;
};

/** A car's own terms as stored: some of its company's terms, and its weekend and season rates. */
export type CarTripTerms = CarTerms & {
  weekendPricePerDay?: number;
  seasons?: Season[];
};

/** What a company that has stated nothing is taken to offer. */
export const TRIP_TERMS_DEFAULTS: TripTerms = {
  graceHours: 1,
  deliveryFees: {},
  depositHold: 'card_hold',
  depositReturnDays: 21,
  insuranceType: 'comprehensive',
  insuranceExcessAed: 1500,
  fuelPolicy: 'same_to_same',
  minimumLicenceYears: 1,
  cancellation: 'free_24h',
};

/**
 * The terms that hold for one car: the car's own over its company's over the defaults, term by
 * term; delivery per emirate (a car adds an emirate, prices one differently, or drops one with
 * `null`). The answer lists only the emirates the car is delivered to.
 */
export function effectiveTripTerms(
  car: CarTerms | null | undefined,
  company: Partial<TripTerms> | null | undefined,
): TripTerms {
  const deliveryFees: Partial<Record<Emirate, number>> = {};
  const stated = { ...company?.deliveryFees, ...car?.deliveryFees } as CarDeliveryFees;
  for (const [emirate, fee] of Object.entries(stated) as [Emirate, number | null | undefined][]) {
    if (typeof fee === 'number') deliveryFees[emirate] = fee;
  }
  return { ...TRIP_TERMS_DEFAULTS, ...company, ...car, deliveryFees };
}

/** What a car states for one emirate: as its company, its own fee, or no delivery there. */
export type DeliveryChoice = 'company' | 'fee' | 'none';

export function deliveryChoiceOf(
  fees: CarDeliveryFees | null | undefined,
  emirate: Emirate,
): DeliveryChoice {
  const fee = fees?.[emirate];
  return fee === undefined ? 'company' : fee === null ? 'none' : 'fee';
}

/**
 * Terms as stored: only those stated (an empty delivery table states nothing), null when none
 * is, so "stated nothing" has one form and saving an unchanged form changes nothing.
 */
export function statedTripTerms<T extends CarTerms>(terms: T | null | undefined): T | null {
  if (!terms) return null;
  const stated: Partial<T> = {};
  for (const [key, value] of Object.entries(terms) as [keyof T, unknown][]) {
    if (value === undefined || value === null) continue;
    // An empty delivery table or season list states nothing.
    if (typeof value === 'object' && Object.keys(value as object).length === 0) continue;
    Object.assign(stated, { [key]: value });
  }
  return Object.keys(stated).length > 0 ? (stated as T) : null;
}

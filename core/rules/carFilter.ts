import type { Brand, CarType, Emirate, Service } from '../enums';

/**
 * What a car search means, independent of how it was asked (URL parameters, a landing page,
 * a carousel). The API turns it into SQL; the site builds it from the URL. All fields combine
 * with AND; list fields match any of their values.
 */
export interface CarFilter {
  carTypes?: CarType[];
  withDriver?: boolean;
  emirate?: Emirate;
  /** Dubai district of the rental company (location landing pages), e.g. `dubai-marina`. */
  area?: string;
  service?: Service;
  brand?: Brand;
  /** Inclusive bounds in AED per day (prices are whole dirhams). */
  minPricePerDay?: number;
  maxPricePerDay?: number;
  minHorsepower?: number;
  minSeats?: number;
  /** The company states its own monthly price (a long-term offer). */
  longTerm?: boolean;
  noDeposit?: boolean;
  /** The renter's age: only cars whose minimum driver age it meets. */
  driverAge?: number;
  text?: string;
  /**
   * Only cars free on every day from `from` to `to` (UAE dates, inclusive): no block of the car
   * (maintenance, rented elsewhere, a booked lead) overlaps them. Read from the blocks table, not
   * the car, so `carMatchesFilter` leaves it to the API.
   */
  available?: { from: string; to: string };
}

/** The facts of a public car that filters read (all but free text). */
export interface FilterableCar {
  carType: CarType;
  withDriver: boolean;
  emirate: Emirate;
  area: string | null;
  services: readonly string[];
  brand: Brand;
  pricePerDay: number;
  horsepower: number | null;
  seats: number;
  longTerm: boolean;
  securityDeposit: number;
  minimumDriverAge: number;
}

/**
 * Does this car match the filter? The same meaning as the API's SQL (services/carSearch.ts),
 * for filters without free text; a test holds the two to the same answers.
 */
export function carMatchesFilter(car: FilterableCar, filter: CarFilter): boolean {
  if (filter.carTypes?.length && !filter.carTypes.includes(car.carType)) return false;
  if (filter.withDriver !== undefined && car.withDriver !== filter.withDriver) return false;
  if (filter.emirate && car.emirate !== filter.emirate) return false;
  if (filter.area && car.area !== filter.area) return false;
  if (filter.service && !car.services.includes(filter.service)) return false;
  if (filter.brand && car.brand !== filter.brand) return false;
  if (filter.minPricePerDay !== undefined && car.pricePerDay < filter.minPricePerDay) return false;
  if (filter.maxPricePerDay !== undefined && car.pricePerDay > filter.maxPricePerDay) return false;
  if (filter.minHorsepower !== undefined && (car.horsepower ?? 0) < filter.minHorsepower)
    return false;
  if (filter.minSeats !== undefined && car.seats < filter.minSeats) return false;
  if (filter.longTerm && !car.longTerm) return false;
  if (filter.noDeposit && car.securityDeposit !== 0) return false;
  if (filter.driverAge !== undefined && car.minimumDriverAge > filter.driverAge) return false;
  return true;
}

/** Combine filters; later ones win field by field. */
export function mergeFilters(...filters: CarFilter[]): CarFilter {
  const merged: CarFilter = {};
  for (const filter of filters) {
    for (const [key, value] of Object.entries(filter)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

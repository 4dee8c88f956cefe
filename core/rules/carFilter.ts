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
  text?: string;
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

import { MONTH_PRICE_DAYS } from '../constants';

/** The month price shown: the listing's own, or 25 × the day price (spec section 3). (docs/product.md#cars-and-rental-terms) */
export function monthPrice(car: { pricePerDay: number; pricePerMonth?: number | null }): number {
  return car.pricePerMonth ?? MONTH_PRICE_DAYS * car.pricePerDay;
}

/** `'1250000'` → `'1,250,000'`: a string of digits in English groups of three. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `1250` → `1,250`: rounded to a whole number (halves away from zero), with English thousands
 * separators. Not Intl.NumberFormat: the first number format a browser page creates loads ICU's
 * number data, 20–100 ms of a phone's main thread in one piece while a car page hydrates (most of
 * one Lighthouse long task). For prices and kilometres the English grouping is all we need.
 */
export function formatWholeNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  const grouped = groupThousands(String(whole));
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** `AED 1,250` */
export function formatAed(amount: number): string {
  return `AED ${formatWholeNumber(amount)}`;
}

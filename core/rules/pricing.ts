import { MONTH_PRICE_DAYS } from '../constants';

/** The month price shown: the listing's own, or 25 × the day price (spec section 3). */
export function monthPrice(car: { pricePerDay: number; pricePerMonth?: number | null }): number {
  return car.pricePerMonth ?? MONTH_PRICE_DAYS * car.pricePerDay;
}

const aedFormatter = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

/** `AED 1,250` */
export function formatAed(amount: number): string {
  return `AED ${aedFormatter.format(amount)}`;
}

import { CAROUSEL, CAROUSEL_PRICE_SPLIT_AED } from '../constants';
import { CAROUSEL_GROUPS, titleInEmirate, type CarouselGroup } from '../catalogue/categories';
import type { Emirate } from '../enums';

/**
 * The home page's three carousels (spec section 9): affordable is a day price below 500 AED,
 * luxury above 500 AED (exactly 500 is in neither), SUV a car type containing 'suv' (any case).
 * Each carousel takes at most CAROUSEL.maxCars cars. Only real listings: nothing is generated to
 * fill a short carousel.
 * (docs/product.md#car-carousels)
 */
export interface CarouselCar {
  pricePerDay: number;
  carType: string;
}

/** Membership rules, in the order of CAROUSEL_GROUPS (affordable, luxury, SUV). */
const RULES: readonly ((car: CarouselCar) => boolean)[] = [
  (car) => car.pricePerDay < CAROUSEL_PRICE_SPLIT_AED,
  (car) => car.pricePerDay > CAROUSEL_PRICE_SPLIT_AED,
  (car) => car.carType.toLowerCase().includes('suv'),
];

/** The carousel groups a car belongs to (none, one, or several: a 900 AED SUV is in two). */
export function carouselGroupsOf(car: CarouselCar): CarouselGroup[] {
  return CAROUSEL_GROUPS.filter((_, i) => RULES[i]?.(car) ?? false);
}

export interface CarouselRow<T> {
  group: CarouselGroup;
  cars: T[];
}

/**
 * One row per carousel group, each with at most CAROUSEL.maxCars cars in the given order. With an
 * emirate (the home page's choice; the cars given are that emirate's), the titles name it.
 */
export function groupCarsForCarousels<T extends CarouselCar>(
  cars: readonly T[],
  emirate?: Emirate,
): CarouselRow<T>[] {
  return CAROUSEL_GROUPS.map((group, i) => ({
    group: { ...group, title: titleInEmirate(group.title, emirate) },
    cars: cars.filter((car) => RULES[i]?.(car) ?? false).slice(0, CAROUSEL.maxCars),
  }));
}

/**
 * The carousel's "View All Cars →" target: /cars?category={slug}, and the emirate chosen unless
 * the group's own filter is that emirate already (its link stays the spec's). The slug of
 * 'Luxury & Sports Cars' contains '&', so it must be percent-encoded to stay one parameter.
 * (docs/product.md#car-carousels)
 */
export function carouselViewAllHref(group: CarouselGroup, emirate?: Emirate): string {
  const href = `/cars?category=${encodeURIComponent(group.slug)}`;
  return emirate && group.filter.emirate !== emirate ? `${href}&emirate=${emirate}` : href;
}

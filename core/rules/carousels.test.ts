import { describe, expect, it } from 'vitest';
import { CAROUSEL } from '../constants';
import { CAROUSEL_GROUPS } from '../catalogue/categories';
import { carouselGroupsOf, carouselViewAllHref, groupCarsForCarousels } from './carousels';
import { carSearchParamsSchema } from '../schemas/carSearchParams';
import { carFilterFromParams } from './carSearchParams';

const titlesOf = (car: { pricePerDay: number; carType: string }) =>
  carouselGroupsOf(car).map((g) => g.title);

describe('carouselGroupsOf', () => {
  it('puts a day price below 500 in affordable, above 500 in luxury, exactly 500 in neither', () => {
    expect(titlesOf({ pricePerDay: 499, carType: 'sedan' })).toEqual([
      'Affordable Car Rental Dubai',
    ]);
    expect(titlesOf({ pricePerDay: 500, carType: 'sedan' })).toEqual([]);
    expect(titlesOf({ pricePerDay: 501, carType: 'sedan' })).toEqual(['Luxury & Sports Cars']);
  });

  it('puts a car whose type contains "suv", in any case, in the SUV group as well', () => {
    expect(titlesOf({ pricePerDay: 499, carType: 'suv' })).toEqual([
      'Affordable Car Rental Dubai',
      'SUVs for rent in Dubai',
    ]);
    expect(titlesOf({ pricePerDay: 500, carType: 'SUV' })).toEqual(['SUVs for rent in Dubai']);
    expect(titlesOf({ pricePerDay: 900, carType: 'Luxury SUV' })).toEqual([
      'Luxury & Sports Cars',
      'SUVs for rent in Dubai',
    ]);
    expect(titlesOf({ pricePerDay: 500, carType: 'sports' })).toEqual([]);
  });
});

describe('groupCarsForCarousels', () => {
  const car = (id: number, pricePerDay: number, carType = 'sedan') => ({
    id,
    pricePerDay,
    carType,
  });

  it('returns the three groups in order, keeping the input order of cars', () => {
    const rows = groupCarsForCarousels([
      car(1, 501),
      car(2, 120, 'suv'),
      car(3, 500),
      car(4, 499),
      car(5, 950, 'suv'),
    ]);
    expect(rows.map((r) => r.group.title)).toEqual([
      'Affordable Car Rental Dubai',
      'Luxury & Sports Cars',
      'SUVs for rent in Dubai',
    ]);
    expect(rows.map((r) => r.cars.map((c) => c.id))).toEqual([
      [2, 4],
      [1, 5],
      [2, 5],
    ]);
  });

  it('takes at most 10 cars per group', () => {
    expect(CAROUSEL.maxCars).toBe(10);
    const many = Array.from({ length: 25 }, (_, i) => car(i + 1, 100, 'suv'));
    const rows = groupCarsForCarousels(many);
    expect(rows[0]?.cars.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[1]?.cars).toEqual([]);
    expect(rows[2]?.cars).toHaveLength(10);
  });

  it('never fabricates cars: no cars gives three empty groups, a short group stays short', () => {
    expect(groupCarsForCarousels([]).map((r) => r.cars)).toEqual([[], [], []]);
    expect(groupCarsForCarousels([car(1, 200)]).map((r) => r.cars.length)).toEqual([1, 0, 0]);
  });

  it("agrees with each group's filter (the one /cars?category= applies) at the boundaries", () => {
    expect(CAROUSEL_GROUPS.map((g) => g.filter)).toEqual([
      { emirate: 'dubai', maxPricePerDay: 499 },
      { minPricePerDay: 501 },
      { emirate: 'dubai', carTypes: ['suv'] },
    ]);
  });

  it('names the emirate chosen in the titles that name a place', () => {
    const titles = (emirate?: 'dubai' | 'abu-dhabi') =>
      groupCarsForCarousels([], emirate).map((r) => r.group.title);
    expect(titles('dubai')).toEqual(titles());
    expect(titles('abu-dhabi')).toEqual([
      'Affordable Car Rental Abu Dhabi',
      'Luxury & Sports Cars',
      'SUVs for rent in Abu Dhabi',
    ]);
  });
});

describe('carouselViewAllHref', () => {
  it('links to /cars?category={title lowercased, spaces to hyphens}, percent-encoded', () => {
    expect(CAROUSEL_GROUPS.map((group) => carouselViewAllHref(group))).toEqual([
      '/cars?category=affordable-car-rental-dubai',
      '/cars?category=luxury-%26-sports-cars',
      '/cars?category=suvs-for-rent-in-dubai',
    ]);
  });

  it('adds the emirate chosen unless the group is of that emirate already', () => {
    expect(CAROUSEL_GROUPS.map((group) => carouselViewAllHref(group, 'dubai'))).toEqual([
      '/cars?category=affordable-car-rental-dubai',
      '/cars?category=luxury-%26-sports-cars&emirate=dubai',
      '/cars?category=suvs-for-rent-in-dubai',
    ]);
    expect(carouselViewAllHref(CAROUSEL_GROUPS[2]!, 'sharjah')).toBe(
      '/cars?category=suvs-for-rent-in-dubai&emirate=sharjah',
    );
  });

  it('round-trips through the /cars parameters to the group filter', () => {
    for (const group of CAROUSEL_GROUPS) {
      const url = new URL(carouselViewAllHref(group), 'https://example.ae');
      const params = carSearchParamsSchema.parse(Object.fromEntries(url.searchParams));
      expect(carFilterFromParams(params)).toEqual(group.filter);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { cheapestRentFils } from '@core/rules/tripPrice';
import { buildCatalogueIndex, type IndexedCar } from './catalogueIndex';

/** 50 sedans, ids 1001…1050 in relevance order; every 5th has a weekly rate of 4 days' price. */
const cars: IndexedCar[] = Array.from({ length: 50 }, (_, i) => ({
  id: 1001 + i,
  carType: 'sedan',
  brand: i % 2 ? 'toyota' : 'nissan',
  emirate: 'dubai',
  area: null,
  services: [],
  pricePerDay: 100 + i,
  pricePerWeek: i % 5 === 0 ? 4 * (100 + i) : null,
  pricePerMonth: 25 * (100 + i),
  horsepower: null,
  seats: 5,
  withDriver: false,
  longTerm: false,
  securityDeposit: 0,
  minimumDriverAge: 21,
  words: [],
  priceRank: i,
  newestRank: 49 - i,
}));

const query = { filter: {}, sort: 'relevance' as const, page: 1, pageSize: 60 };

describe('the index with dates', () => {
  it('leaves out the unavailable cars, from the page, the total and the facets', async () => {
    const index = await buildCatalogueIndex(cars);
    const answer = index.search(query, [1001, 1003, 1050, 99]);
    expect(answer.total).toBe(47);
    expect(answer.ids).not.toContain(1001);
    expect(answer.ids).not.toContain(1050);
    expect(answer.facets.brand).toEqual({ nissan: 23, toyota: 24 });
    expect(index.count({}, [1002]).total).toBe(49);
  });

  it('sorts by the trip rent, ties by the day price order', async () => {
    const index = await buildCatalogueIndex(cars);
    const rentOf = (car: IndexedCar, days: number) =>
      car.pricePerWeek && days >= 4
        ? Math.min(car.pricePerWeek, days * car.pricePerDay)
        : days * car.pricePerDay;
    const expected = [...cars]
      .sort((a, b) => rentOf(a, 6) - rentOf(b, 6) || a.priceRank - b.priceRank)
      .map((car) => car.id);
    const answer = index.search({
      ...query,
      sort: 'total_asc',
      tripDays: 6,
      pageSize: 10,
      page: 2,
    });
    expect(answer.ids).toEqual(expected.slice(10, 20));
    // The weekly cars first for 6 days, and without dates the day price's order.
    expect(index.search({ ...query, sort: 'total_asc', tripDays: 6, pageSize: 3 }).ids).toEqual([
      1001, 1006, 1011,
    ]);
    expect(index.search({ ...query, sort: 'total_asc', pageSize: 3 }).ids).toEqual([
      1001, 1002, 1003,
    ]);
  });

  it('pages the trip order alike whether it keeps a page of cars or sorts all (1,200 cars)', async () => {
    // Prices in a shuffled order, so the kept cars change often while the matches are read.
    const many: IndexedCar[] = Array.from({ length: 1200 }, (_, i) => ({
      ...cars[0]!,
      id: 5000 + i,
      pricePerDay: 100 + ((i * 7919) % 1200),
      pricePerWeek: i % 3 === 0 ? 5 * (100 + ((i * 7919) % 1200)) : null,
      priceRank: (i * 7919) % 1200,
      newestRank: i,
    }));
    const index = await buildCatalogueIndex(many);
    const search = (page: number, pageSize: number) =>
      index.search({ ...query, sort: 'total_asc', tripDays: 8, page, pageSize }).ids;
    // 600 cars in one page go through the full sort; pages of 20 through the kept few.
    const sorted = search(1, 600);
    const paged = Array.from({ length: 30 }, (_, page) => search(page + 1, 20)).flat();
    expect(paged).toEqual(sorted);
  });

  it('walks the kept trip order of a broad result and prices a narrow one alike', async () => {
    // Every 40th car a BMW: 30 of 1,200, a result narrow enough to price its matches only.
    const many: IndexedCar[] = Array.from({ length: 1200 }, (_, i) => ({
      ...cars[0]!,
      id: 5000 + i,
      brand: i % 40 === 0 ? 'bmw' : 'toyota',
      pricePerDay: 100 + ((i * 7919) % 1200),
      pricePerWeek: i % 3 === 0 ? 5 * (100 + ((i * 7919) % 1200)) : null,
      pricePerMonth: 20 * (100 + ((i * 7919) % 1200)),
      priceRank: (i * 7919) % 1200,
      newestRank: i,
    }));
    const byTrip = (days: number, brand?: string) =>
      many
        .filter((car) => !brand || car.brand === brand)
        .map((car) => ({
          car,
          rent: cheapestRentFils(
            days,
            car.pricePerDay * 100,
            (car.pricePerWeek ?? 0) * 100,
            car.pricePerMonth * 100,
          ),
        }))
        .sort((a, b) => a.rent - b.rent || a.car.priceRank - b.car.priceRank)
        .map(({ car }) => car.id);
    const index = await buildCatalogueIndex(many);
    const search = (days: number, page: number, filter = {}) =>
      index.search({ ...query, filter, sort: 'total_asc', tripDays: days, page, pageSize: 20 });
    for (const days of [3, 9, 30, 3]) {
      expect(search(days, 1).ids).toEqual(byTrip(days).slice(0, 20));
      expect(search(days, 50).ids).toEqual(byTrip(days).slice(980, 1000));
      expect(search(days, 2, { brand: 'bmw' }).ids).toEqual(byTrip(days, 'bmw').slice(20, 40));
    }
    // Left out for its dates: the walk skips it.
    const first = byTrip(9)[0]!;
    expect(
      index.search({ ...query, sort: 'total_asc', tripDays: 9, pageSize: 2 }, [first]).ids,
    ).toEqual(byTrip(9).slice(1, 3));
  });
});

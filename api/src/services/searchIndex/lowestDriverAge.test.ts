import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex, type IndexedCar } from './catalogueIndex';

/** 400 cars: every 100th a sports car needing 25, the others sedans needing 21 (some 23). */
const cars: IndexedCar[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  carType: i % 100 === 0 ? 'sports' : 'sedan',
  brand: i % 100 === 0 ? 'porsche' : 'toyota',
  emirate: i % 2 ? 'dubai' : 'sharjah',
  area: null,
  services: [],
  pricePerDay: 100 + i,
  pricePerWeek: null,
  pricePerMonth: 25 * (100 + i),
  horsepower: null,
  seats: 5,
  withDriver: false,
  longTerm: false,
  securityDeposit: 0,
  minimumDriverAge: i % 100 === 0 ? 25 : i % 3 === 0 ? 23 : 21,
  words: [],
  priceRank: i,
  newestRank: 400 - 1 - i,
}));

const search = async (filter: object) =>
  (await buildCatalogueIndex(cars)).search({
    filter,
    sort: 'relevance',
    page: 1,
    pageSize: 24,
  });

describe("the search's lowest minimum driver age", () => {
  it('is the youngest age any car of the result accepts, for small and large results', async () => {
    // A large result: the walk through the cars in age order.
    expect((await search({})).facets.lowestDriverAge).toBe(21);
    // A small result (4 of 400): read car by car.
    expect((await search({ carTypes: ['sports'] })).facets.lowestDriverAge).toBe(25);
    expect((await search({ brand: 'porsche', emirate: 'sharjah' })).facets.lowestDriverAge).toBe(
      25,
    );
  });

  it('stays the same when a driver age filters the result (ages below it return nothing)', async () => {
    expect((await search({ driverAge: 23 })).facets.lowestDriverAge).toBe(21);
    const sports = await search({ carTypes: ['sports'], driverAge: 25 });
    expect(sports.total).toBe(4);
    expect(sports.facets.lowestDriverAge).toBe(25);
  });
});

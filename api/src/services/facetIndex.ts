/**
 * Facet counts from memory. Counting facets in SQL means aggregating every match: ~100 ms for a
 * broad search at 100,000 cars. Instead each server keeps the few facts that filters read of
 * every public car (a few MB at 100,000 cars) and counts them in a single loop (~2 ms).
 * Searches with free text narrow the matches, so they are counted in SQL (services/carSearch.ts).
 *
 * Freshness as the catalogue cache: reloaded when older than SEARCH_CACHE_SECONDS (the old copy
 * answers while the new one loads) and dropped at once by `clear` after a catalogue change.
 */
import type { Knex } from 'knex';
import type { Brand, CarType, Emirate } from '@core/enums';
import { carMatchesFilter, type CarFilter, type FilterableCar } from '@core/rules/carFilter';
import { priceBandOf } from '@core/rules/priceBands';
import type { CarFacets } from '@core/schemas/carSearch';
import { createCatalogueCache } from './catalogueCache';
import { whereCarIsPublic } from './publicCars';

export interface FacetIndex {
  /** Total and facets of a filter without free text. */
  count(filter: CarFilter): Promise<{ total: number; facets: CarFacets }>;
  clear(): void;
}

interface Row {
  car_type: CarType;
  brand: Brand;
  emirate: Emirate;
  area: string | null;
  services: string[];
  price_per_day: number;
  horsepower: number | null;
  seats: number;
  with_driver: boolean;
  long_term: boolean;
  security_deposit: number;
  minimum_driver_age: number;
}

export async function loadFilterableCars(knex: Knex): Promise<FilterableCar[]> {
  const rows = (await whereCarIsPublic(
    knex('cars')
      .join('companies', 'companies.id', 'cars.company_id')
      .select(
        'cars.car_type',
        'cars.brand',
        'cars.emirate',
        'companies.area',
        'cars.services',
        'cars.price_per_day',
        'cars.horsepower',
        'cars.seats',
        'cars.with_driver',
        'cars.security_deposit',
        'cars.minimum_driver_age',
        knex.raw('cars.price_per_month IS NOT NULL AS long_term'),
      ),
  )) as Row[];
  return rows.map((row) => ({
    carType: row.car_type,
    brand: row.brand,
    emirate: row.emirate,
    area: row.area,
    services: row.services,
    pricePerDay: row.price_per_day,
    horsepower: row.horsepower,
    seats: row.seats,
    withDriver: row.with_driver,
    longTerm: row.long_term,
    securityDeposit: row.security_deposit,
    minimumDriverAge: row.minimum_driver_age,
  }));
}

export function countFacets(cars: readonly FilterableCar[], filter: CarFilter) {
  const carType: Record<string, number> = {};
  const brand: Record<string, number> = {};
  const emirate: Record<string, number> = {};
  const priceBand: Record<string, number> = {};
  let total = 0;
  for (const car of cars) {
    if (!carMatchesFilter(car, filter)) continue;
    total += 1;
    carType[car.carType] = (carType[car.carType] ?? 0) + 1;
    brand[car.brand] = (brand[car.brand] ?? 0) + 1;
    emirate[car.emirate] = (emirate[car.emirate] ?? 0) + 1;
    const band = priceBandOf(car.pricePerDay);
    priceBand[band] = (priceBand[band] ?? 0) + 1;
  }
  return { total, facets: { carType, brand, emirate, priceBand } as CarFacets };
}

export function createFacetIndex(knex: Knex, ttlSeconds: number): FacetIndex {
  // The catalogue cache's freshness rules, for one entry: the cars' facts.
  const cache = createCatalogueCache(ttlSeconds, { maxEntries: 1 });
  return {
    count: async (filter) =>
      countFacets(await cache.get('cars', () => loadFilterableCars(knex)), filter),
    clear: () => cache.clear(),
  };
}

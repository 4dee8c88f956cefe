/**
 * The catalogue search index of this server process (services/searchIndex/catalogueIndex.ts):
 * loaded from the database in one query, kept in memory, answering every search's filter,
 * order, page and facets, so a search costs at most one SQL statement (its page's cars by id).
 *
 * Freshness: `changed()` (called by `Catalogue.changed()`, the one entry point for "the public
 * catalogue changed") starts a new build at once; until it is ready the current index keeps
 * answering, so no search waits for a build, and `onRebuilt` tells the catalogue to forget
 * answers made from the old one. A change arriving during a build is followed by one more
 * build. The index is also rebuilt in the background when older than `ttlSeconds`, for changes
 * made by other processes that nobody announced. `ttlSeconds` 0 (tests): built for every search,
 * so a test sees the rows it has just written.
 */
import type { Knex } from 'knex';
import type { CarFilter } from '@core/rules/carFilter';
import type { CarFacets } from '@core/schemas/carSearch';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  type IndexAnswer,
  type IndexSearch,
  type IndexedCar,
} from './searchIndex/catalogueIndex';
import { whereCarIsPublic } from './publicCars';

export interface FacetIndex {
  /** The ids of a search's page in order, its total and facets. */
  search(query: IndexSearch): Promise<IndexAnswer>;
  /** Total and facets of a filter. */
  count(filter: CarFilter): Promise<{ total: number; facets: CarFacets }>;
  /** The public catalogue changed: build anew (the current index answers meanwhile). */
  changed(): void;
}

interface Row {
  id: number;
  car_type: string;
  brand: string;
  emirate: string;
  area: string | null;
  services: string;
  price_per_day: number;
  horsepower: number | null;
  seats: number;
  with_driver: boolean;
  long_term: boolean;
  security_deposit: number;
  minimum_driver_age: number;
  words: string;
  price_rank: number;
  newest_rank: number;
}

/**
 * Every public car's searchable facts, in relevance order (featured, newest, highest id), with
 * its rank in the two other orders computed by PostgreSQL so ties break exactly as in SQL.
 * Arrays come as text (one split in JavaScript is cheaper than the driver's array parser).
 */
export async function loadIndexedCars(knex: Knex): Promise<IndexedCar[]> {
  const rows = (await whereCarIsPublic(
    knex('cars')
      .join('companies', 'companies.id', 'cars.company_id')
      .select(
        'cars.id',
        'cars.car_type',
        'cars.brand',
        'cars.emirate',
        'companies.area',
        knex.raw("array_to_string(cars.services, ' ') AS services"),
        'cars.price_per_day',
        'cars.horsepower',
        'cars.seats',
        'cars.with_driver',
        knex.raw('cars.price_per_month IS NOT NULL AS long_term'),
        'cars.security_deposit',
        'cars.minimum_driver_age',
        knex.raw("array_to_string(cars.search_words, ' ') AS words"),
        knex.raw(
          '(row_number() OVER (ORDER BY cars.price_per_day, cars.id))::int - 1 AS price_rank',
        ),
        knex.raw(
          '(row_number() OVER (ORDER BY cars.created_at DESC, cars.id DESC))::int - 1 AS newest_rank',
        ),
      )
      .orderBy([
        { column: 'cars.featured', order: 'desc' },
        { column: 'cars.created_at', order: 'desc' },
        { column: 'cars.id', order: 'desc' },
      ]),
  )) as Row[];
  const split = (text: string) => (text ? text.split(' ') : []);
  return rows.map((row) => ({
    id: row.id,
    carType: row.car_type,
    brand: row.brand,
    emirate: row.emirate,
    area: row.area,
    services: split(row.services),
    pricePerDay: row.price_per_day,
    horsepower: row.horsepower,
    seats: row.seats,
    withDriver: row.with_driver,
    longTerm: row.long_term,
    securityDeposit: row.security_deposit,
    minimumDriverAge: row.minimum_driver_age,
    words: split(row.words),
    priceRank: row.price_rank,
    newestRank: row.newest_rank,
  }));
}

export async function loadCatalogueIndex(knex: Knex): Promise<CatalogueIndex> {
  return buildCatalogueIndex(await loadIndexedCars(knex));
}

export function createFacetIndex(
  knex: Knex,
  ttlSeconds: number,
  { onRebuilt }: { onRebuilt?: () => void } = {},
): FacetIndex {
  let current: { index: CatalogueIndex; builtAt: number } | null = null;
  let building: Promise<CatalogueIndex> | null = null;
  let buildAgain = false;
  let announced = false;

  function rebuild(): Promise<CatalogueIndex> {
    if (building) {
      // This build may have read the catalogue before the change: one more after it.
      buildAgain = true;
      return building;
    }
    const startedAt = Date.now();
    const announcedChange = announced;
    announced = false;
    building = loadCatalogueIndex(knex)
      .then((index) => {
        const replaced = current !== null;
        current = { index, builtAt: startedAt };
        if (replaced && announcedChange) onRebuilt?.();
        return index;
      })
      .finally(() => {
        building = null;
        if (buildAgain) {
          buildAgain = false;
          rebuild().catch(() => undefined);
        }
      });
    return building;
  }

  async function index(): Promise<CatalogueIndex> {
    if (ttlSeconds <= 0) return loadCatalogueIndex(knex);
    if (!current) return rebuild();
    if (Date.now() - current.builtAt > ttlSeconds * 1000 && !building) {
      // A failed background build keeps the current index; the next search tries again.
      rebuild().catch(() => undefined);
    }
    return current.index;
  }

  return {
    search: async (query) => (await index()).search(query),
    count: async (filter) => (await index()).count(filter),
    changed() {
      if (ttlSeconds <= 0 || (!current && !building)) return;
      announced = true;
      rebuild().catch(() => undefined);
    },
  };
}

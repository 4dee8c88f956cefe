/**
 * The catalogue search index of this server process (services/searchIndex/catalogueIndex.ts):
 * loaded from the database in one query, kept in memory, answering every search's filter,
 * order, page and facets, so a search costs at most one SQL statement (its page's cars by id).
 *
 * Freshness: `changed()` (called by `Catalogue.changed()`, the one entry point for "the public
 * catalogue changed") starts a new build at once; until it is ready the current index keeps
 * answering, so no search waits for a build, and `onRebuilt` tells the catalogue to forget
 * answers made from the old one. A change arriving during a build is followed by one more
 * build. The build itself yields to other work every few thousand cars, so searches keep being
 * answered while it runs. Every `ttlSeconds` a cheap fingerprint of the catalogue (cars' count
 * and last update, companies' last update) is read, and the index rebuilt in the background if
 * it moved: changes by other processes that nobody announced. `ttlSeconds` 0 (tests): built for
 * every search, so a test sees the rows it has just written.
 */
import type { Knex } from 'knex';
import type { CarFilter } from '@core/rules/carFilter';
import type { Season } from '@core/rules/dayRates';
import { monthPrice } from '@core/rules/pricing';
import type { CarFacets } from '@core/schemas/carSearch';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  type DayRates,
  type IndexAnswer,
  type IndexSearch,
  type IndexedCar,
} from './searchIndex/catalogueIndex';
import { whereCarIsPublic } from './publicCars';
import { blockedCarIds, type DayRange } from './carBlocks';

export interface FacetIndex {
  /** The ids of a search's page in order, its total and facets. */
  search(query: IndexSearch): Promise<IndexAnswer>;
  /** Total and facets of a filter. */
  count(filter: CarFilter): Promise<{ total: number; facets: CarFacets }>;
  /** The public catalogue changed: build anew (the current index answers meanwhile). */
  changed(): void;
  /** Build now if nothing is built yet (server start), so no renter's search waits for it. */
  warm(): Promise<void>;
}

interface Row {
  id: number;
  car_type: string;
  brand: string;
  emirate: string;
  area: string | null;
  services: string;
  price_per_day: number;
  price_per_week: number | null;
  price_per_month: number | null;
  horsepower: number | null;
  seats: number;
  with_driver: boolean;
  long_term: boolean;
  security_deposit: number;
  minimum_driver_age: number;
  words: string;
  price_rank: number;
  newest_rank: number;
  /** jsonb: PostgreSQL's driver parses it; PGlite's may hand the text. */
  weekend_price_per_day: number | string | null;
  seasons: Season[] | string | null;
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
        'cars.price_per_week',
        'cars.price_per_month',
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
        knex.raw("cars.trip_terms -> 'weekendPricePerDay' AS weekend_price_per_day"),
        knex.raw("cars.trip_terms -> 'seasons' AS seasons"),
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
    pricePerWeek: row.price_per_week,
    pricePerMonth: monthPrice({
      pricePerDay: row.price_per_day,
      pricePerMonth: row.price_per_month,
    }),
    horsepower: row.horsepower,
    seats: row.seats,
    withDriver: row.with_driver,
    longTerm: row.long_term,
    securityDeposit: row.security_deposit,
    minimumDriverAge: row.minimum_driver_age,
    words: split(row.words),
    priceRank: row.price_rank,
    newestRank: row.newest_rank,
    dayRates: dayRatesOfRow(row),
  }));
}

const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A row's weekend and season rates, when it has any (as services/quotes.ts prices them). */
function dayRatesOfRow(row: Row): DayRates | null {
  const weekendPricePerDay = parsed(row.weekend_price_per_day) ?? undefined;
  const seasons = parsed(row.seasons) ?? undefined;
  return weekendPricePerDay || seasons?.length ? { weekendPricePerDay, seasons } : null;
}

export async function loadCatalogueIndex(knex: Knex): Promise<CatalogueIndex> {
  return buildCatalogueIndex(await loadIndexedCars(knex));
}

/**
 * What changes when the public catalogue may have: the cars (count, last update) and the
 * companies (last update). Cheap next to a build; read before a timed rebuild so an unchanged
 * catalogue is not rebuilt every `ttlSeconds`.
 */
async function catalogueFingerprint(knex: Knex): Promise<string> {
  const row = (await knex
    .select(
      knex.raw('(SELECT count(*) FROM cars)::text AS cars'),
      knex.raw('(SELECT max(updated_at) FROM cars)::text AS cars_at'),
      knex.raw('(SELECT max(updated_at) FROM companies)::text AS companies_at'),
    )
    .first()) as Record<string, string | null>;
  return `${row.cars}|${row.cars_at}|${row.companies_at}`;
}

export function createFacetIndex(
  knex: Knex,
  ttlSeconds: number,
  {
    onRebuilt,
    ready = Promise.resolve(),
    blocked = (range) => blockedCarIds(knex, range),
  }: {
    onRebuilt?: () => void;
    /** What a build waits for before reading (catalogueChanges' `ready`: listening). */
    ready?: Promise<void>;
    /** The cars blocked on a day of a range (availabilityIndex.ts; by default one SQL query). */
    blocked?: (range: DayRange) => Promise<number[]>;
  } = {},
): FacetIndex {
  let current: { index: CatalogueIndex; checkedAt: number; fingerprint: string } | null = null;
  let building: Promise<CatalogueIndex> | null = null;
  let buildAgain = false;
  let checking = false;

  function rebuild(): Promise<CatalogueIndex> {
    if (building) {
      // This build may have read the catalogue before the change: one more after it.
      buildAgain = true;
      return building;
    }
    building = (async () => {
      await ready;
      const fingerprint = await catalogueFingerprint(knex);
      const index = await loadCatalogueIndex(knex);
      const replaced = current !== null;
      current = { index, checkedAt: Date.now(), fingerprint };
      // Builds follow changes only (announced, or a moved fingerprint): answers made from the
      // replaced index are stale.
      if (replaced) onRebuilt?.();
      return index;
    })().finally(() => {
      building = null;
      if (buildAgain) {
        buildAgain = false;
        rebuild().catch(() => undefined);
      }
    });
    return building;
  }

  /** Every `ttlSeconds`: rebuild if the catalogue changed without anyone announcing it. */
  async function checkForChanges(seen: NonNullable<typeof current>) {
    checking = true;
    try {
      seen.checkedAt = Date.now();
      if ((await catalogueFingerprint(knex)) !== seen.fingerprint && current === seen) {
        await rebuild();
      }
    } finally {
      checking = false;
    }
  }

  async function index(): Promise<CatalogueIndex> {
    if (ttlSeconds <= 0) return loadCatalogueIndex(knex);
    if (!current) return rebuild();
    if (Date.now() - current.checkedAt > ttlSeconds * 1000 && !building && !checking) {
      // A failed check or build keeps the current index; a later search tries again.
      checkForChanges(current).catch(() => undefined);
    }
    return current.index;
  }

  /** The cars blocked on a day of the filter's dates (only with dates). */
  const unavailable = (filter: CarFilter) =>
    filter.available ? blocked(filter.available) : Promise.resolve([]);

  return {
    search: async (query) => {
      const [built, blocked] = await Promise.all([index(), unavailable(query.filter)]);
      return built.search(query, blocked);
    },
    count: async (filter) => {
      const [built, blocked] = await Promise.all([index(), unavailable(filter)]);
      return built.count(filter, blocked);
    },
    changed() {
      if (ttlSeconds <= 0 || (!current && !building)) return;
      rebuild().catch(() => undefined);
    },
    async warm() {
      if (ttlSeconds <= 0 || current) return;
      // A failed build leaves none: the first search tries again.
      await rebuild().catch(() => undefined);
    },
  };
}

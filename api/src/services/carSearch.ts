/**
 * Catalogue search: a CarFilter (core) becomes SQL over public cars. One query for the page,
 * one for the total and all facets (GROUPING SETS: a single pass over the matches), and the
 * page's companies and images. Indexes: see migration 20261121140000_car_search.
 */
import { escapeLike } from '../db/like';
import type { Knex } from 'knex';
import type { CarFilter } from '@core/rules/carFilter';
import type { CarSort } from '@core/rules/carSearchParams';
import { PRICE_BANDS } from '@core/rules/priceBands';
import type { CarFacets } from '@core/schemas/carSearch';
import { Car } from '../models';
import { whereCarIsPublic } from './publicCars';
import type { CarWithCompany } from '../presenters/car';

export interface CarSearchQuery {
  filter: CarFilter;
  sort: CarSort;
  page: number;
  pageSize: number;
}

/** The public-visibility rule and the filter, on `cars` joined with `companies`. */
export function applyPublicFilter<Q extends Knex.QueryBuilder>(qb: Q, filter: CarFilter): Q {
  whereCarIsPublic(qb);
  if (filter.carTypes?.length) qb.whereIn('cars.car_type', filter.carTypes);
  if (filter.withDriver !== undefined) qb.where('cars.with_driver', filter.withDriver);
  if (filter.emirate) qb.where('cars.emirate', filter.emirate);
  if (filter.area) qb.where('companies.area', filter.area);
  if (filter.service) qb.whereRaw('cars.services @> ARRAY[?]::text[]', [filter.service]);
  if (filter.brand) qb.where('cars.brand', filter.brand);
  if (filter.minPricePerDay !== undefined)
    qb.where('cars.price_per_day', '>=', filter.minPricePerDay);
  if (filter.maxPricePerDay !== undefined)
    qb.where('cars.price_per_day', '<=', filter.maxPricePerDay);
  if (filter.minHorsepower !== undefined) qb.where('cars.horsepower', '>=', filter.minHorsepower);
  if (filter.minSeats !== undefined) qb.where('cars.seats', '>=', filter.minSeats);
  if (filter.longTerm) qb.whereNotNull('cars.price_per_month');
  if (filter.noDeposit) qb.where('cars.security_deposit', 0);
  if (filter.driverAge !== undefined) qb.where('cars.minimum_driver_age', '<=', filter.driverAge);
  // Each word of the query must match a word of the listing: the same word, a word it begins
  // ("lambo" → lamborghini), or a close spelling ("toyta" → toyota), resolved in the vocabulary.
  for (const word of queryWords(filter.text)) {
    qb.whereRaw(
      `cars.search_words && ARRAY(SELECT v.word FROM search_vocabulary v
         WHERE v.word LIKE ? OR (char_length(?) >= 4 AND v.word % ?))`,
      [`${escapeLike(word)}%`, word, word],
    );
  }
  return qb;
}

/** The words of a free-text query (at most 6), as the vocabulary spells them. */
export function queryWords(text: string | undefined): string[] {
  return [
    ...new Set(
      normaliseText(text)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ].slice(0, 6);
}

export function normaliseText(text: string | undefined): string {
  return (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function applySort(qb: Knex.QueryBuilder, sort: CarSort, text: string) {
  switch (sort) {
    case 'price_asc':
      return qb.orderBy([{ column: 'cars.price_per_day' }, { column: 'cars.id' }]);
    case 'price_desc':
      return qb.orderBy([
        { column: 'cars.price_per_day', order: 'desc' },
        { column: 'cars.id', order: 'desc' },
      ]);
    case 'newest':
      return qb.orderBy([
        { column: 'cars.created_at', order: 'desc' },
        { column: 'cars.id', order: 'desc' },
      ]);
    case 'relevance':
      // Listings with every query word spelled exactly come before prefix and typo matches.
      if (text) qb.orderByRaw('cars.search_words @> ?::text[] DESC', [queryWords(text)]);
      return qb.orderBy([
        { column: 'cars.featured', order: 'desc' },
        { column: 'cars.created_at', order: 'desc' },
        { column: 'cars.id', order: 'desc' },
      ]);
  }
}

const PRICE_BAND_SQL = `CASE ${PRICE_BANDS.map((band) =>
  band.max === null
    ? `WHEN cars.price_per_day >= ${band.min} THEN '${band.key}'`
    : `WHEN cars.price_per_day BETWEEN ${band.min} AND ${band.max} THEN '${band.key}'`,
).join(' ')} END`;

interface FacetRow {
  car_type: string | null;
  brand: string | null;
  emirate: string | null;
  price_band: string | null;
  n: number | string;
}

/** The total and the four facets of a filter, in one pass (GROUPING SETS). */
export function facetQuery(knex: Knex, filter: CarFilter): Knex.QueryBuilder {
  const matches = applyPublicFilter(
    knex('cars')
      .join('companies', 'companies.id', 'cars.company_id')
      .select(
        'cars.car_type',
        'cars.brand',
        'cars.emirate',
        knex.raw(`${PRICE_BAND_SQL} AS price_band`),
      ),
    filter,
  );
  return knex
    .from(matches.as('m'))
    .select('car_type', 'brand', 'emirate', 'price_band')
    .count('* as n')
    .groupByRaw('GROUPING SETS ((car_type), (brand), (emirate), (price_band), ())');
}

export async function countMatches(knex: Knex, filter: CarFilter) {
  const rows = (await facetQuery(knex, filter)) as FacetRow[];
  const facets: CarFacets = { carType: {}, brand: {}, emirate: {}, priceBand: {} };
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.car_type) (facets.carType as Record<string, number>)[row.car_type] = n;
    else if (row.brand) (facets.brand as Record<string, number>)[row.brand] = n;
    else if (row.emirate) (facets.emirate as Record<string, number>)[row.emirate] = n;
    else if (row.price_band) (facets.priceBand as Record<string, number>)[row.price_band] = n;
    else total = n;
  }
  return { total, facets };
}

/** The ids of one page of results, in order. */
export function pageQuery(knex: Knex, query: CarSearchQuery): Knex.QueryBuilder {
  return applySort(
    applyPublicFilter(
      knex('cars').join('companies', 'companies.id', 'cars.company_id').select('cars.id'),
      query.filter,
    ),
    query.sort,
    normaliseText(query.filter.text),
  )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function findPage(knex: Knex, query: CarSearchQuery): Promise<CarWithCompany[]> {
  const rows = (await pageQuery(knex, query)) as { id: number }[];
  return loadCars(rows.map((row) => row.id));
}

/** Cars with their company and images, in the order of `ids`. */
export async function loadCars(ids: number[]): Promise<CarWithCompany[]> {
  if (ids.length === 0) return [];
  // One round trip: cars, companies and images joined.
  const cars = (await Car.query()
    .whereIn('cars.id', ids)
    .withGraphJoined('[company, images]')
    .orderBy('images.position')) as CarWithCompany[];
  const byId = new Map(cars.map((car) => [car.id, car]));
  return ids.map((id) => byId.get(id)).filter((car): car is CarWithCompany => car !== undefined);
}

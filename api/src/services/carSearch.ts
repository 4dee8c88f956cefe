/**
 * Catalogue search. The in-memory index (services/facetIndex.ts) decides which cars match, in
 * which order, and counts the facets; the page's cars then come from the car cards
 * (carCards.ts), which load the ones they do not hold with `loadCars` below: one SQL statement
 * (none when every car was kept, or nothing matches).
 *
 * The SQL below `applyPublicFilter` is the meaning written as SQL: the reference the integration
 * tests hold the index to (same ids, same order, same counts), and what the bench explains. It
 * is not on the request path.
 */
import { escapeLike } from '../db/like';
import type { Knex } from 'knex';
import type { CarFilter } from '@core/rules/carFilter';
import type { CarSort } from '@core/rules/carSearchParams';
import { PRICE_BANDS } from '@core/rules/priceBands';
import type { CarFacets } from '@core/schemas/carSearch';
import type { CarImage } from '../models';
import type { FacetIndex } from './facetIndex';
import { whereCarIsPublic } from './publicCars';
import { normaliseText, queryWords } from './searchText';
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
  if (filter.available) {
    // Blocks are whole UAE days, both ends included (services/carBlocks.ts).
    qb.whereRaw(
      `NOT EXISTS (SELECT 1 FROM car_blocks b
         WHERE b.car_id = cars.id AND b.starts_on <= ? AND b.ends_on >= ?)`,
      [filter.available.to, filter.available.from],
    );
  }
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

function applySort(qb: Knex.QueryBuilder, sort: CarSort, text: string) {
  switch (sort) {
    // The trip total's order is the index's alone (services/searchIndex): without dates, the price.
    case 'total_asc':
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
  lowest_driver_age: number | string | null;
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
        'cars.minimum_driver_age',
      ),
    filter,
  );
  return knex
    .from(matches.as('m'))
    .select('car_type', 'brand', 'emirate', 'price_band')
    .count('* as n')
    .min('minimum_driver_age as lowest_driver_age')
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
    else {
      total = n;
      if (row.lowest_driver_age != null) facets.lowestDriverAge = Number(row.lowest_driver_age);
    }
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

/** One page of a search without the car cards: the index picks the ids, one statement loads them. */
export async function searchCars(knex: Knex, index: FacetIndex, query: CarSearchQuery) {
  const answer = await index.search(query);
  return { ...answer, cars: await loadCars(knex, answer.ids) };
}

// What presentCar reads of a car (snake_case as stored), its company and its reviewed photos.
const LOADED_COLUMNS = [
  'id',
  'company_id',
  'title',
  'description',
  'title_ar',
  'description_ar',
  'brand',
  'model',
  'year',
  'car_type',
  'emirate',
  'price_per_day',
  'price_per_week',
  'price_per_month',
  'horsepower',
  'seats',
  'transmission',
  'status',
  'featured',
  'active',
  'with_driver',
  'services',
  'security_deposit',
  'km_per_day',
  'km_per_month',
  'extra_km_charge',
  'minimum_driver_age',
  'salik_charge',
  'insurance_included',
  'created_at',
] as const;

type LoadedCar = { [K in (typeof LOADED_COLUMNS)[number]]: unknown } & {
  company_name: string;
  company_logo_url: string | null;
  company_verification_status: string;
  images: CarImage[];
};

/**
 * The page's cars as ONE JSON text (one row, one column): the database builds it, the driver
 * hands over a string and `JSON.parse` reads it natively, which costs the server less than the
 * driver parsing 24 rows of 30 columns (~1.1 ms against ~1.8 ms of CPU at 24 cars). A
 * primary-key lookup per car and the (car_id, position) index for photos. The public rule is
 * applied again, so an index a moment older than a change never shows a car that just left.
 */
export function loadCarsQuery(knex: Knex, ids: number[]): Knex.Raw {
  const fields = LOADED_COLUMNS.map((column) => `'${column}', cars.${column}`).join(', ');
  return knex.raw(
    `SELECT coalesce(json_agg(json_build_object(${fields},
       'company_name', companies.name, 'company_logo_url', companies.logo_url,
       'company_verification_status', companies.verification_status,
       'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.url,
           'width', i.width, 'height', i.height, 'position', i.position) ORDER BY i.position, i.id)
         FROM car_images i WHERE i.car_id = cars.id AND NOT i.pending), '[]'))), '[]')::text AS cars
     FROM cars JOIN companies ON companies.id = cars.company_id
     WHERE cars.id = ANY(?::int[]) AND cars.status = 'approved' AND cars.active
       AND companies.status = 'active'`,
    [ids],
  );
}

/** Public cars with their company and reviewed photos, in the order of `ids`. */
export async function loadCars(knex: Knex, ids: number[]): Promise<CarWithCompany[]> {
  if (ids.length === 0) return [];
  const result = (await loadCarsQuery(knex, ids)) as { rows: { cars: string }[] };
  const byId = new Map<number, CarWithCompany>();
  for (const row of JSON.parse(result.rows[0]!.cars) as LoadedCar[]) {
    const car = carOf(row);
    byId.set(car.id, car);
  }
  return ids.map((id) => byId.get(id)).filter((car): car is CarWithCompany => car !== undefined);
}

/** The fields presentCar reads, camelCased (what the Objection model would hold). */
function carOf(row: LoadedCar): CarWithCompany {
  const car = {
    id: row.id,
    companyId: row.company_id,
    title: row.title,
    description: row.description,
    titleAr: row.title_ar,
    descriptionAr: row.description_ar,
    brand: row.brand,
    model: row.model,
    year: row.year,
    carType: row.car_type,
    emirate: row.emirate,
    pricePerDay: row.price_per_day,
    pricePerWeek: row.price_per_week,
    pricePerMonth: row.price_per_month,
    horsepower: row.horsepower,
    seats: row.seats,
    transmission: row.transmission,
    status: row.status,
    featured: row.featured,
    active: row.active,
    withDriver: row.with_driver,
    services: row.services,
    securityDeposit: row.security_deposit,
    kmPerDay: row.km_per_day,
    kmPerMonth: row.km_per_month,
    extraKmCharge: row.extra_km_charge,
    minimumDriverAge: row.minimum_driver_age,
    salikCharge: row.salik_charge,
    insuranceIncluded: row.insurance_included,
    createdAt: new Date(row.created_at as string),
    images: row.images,
    company: {
      id: row.company_id,
      name: row.company_name,
      logoUrl: row.company_logo_url,
      verificationStatus: row.company_verification_status,
    },
  };
  return car as unknown as CarWithCompany;
}

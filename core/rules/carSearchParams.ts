/**
 * The /cars search parameters without zod: their values, what they mean as a filter, and the URL
 * both ways. The public site's route table reads URLs with these, so its entry loads no zod; the
 * zod schema the API validates with is `carSearchParamsSchema` in schemas/carSearchParams.ts.
 */
import { ALL, BRANDS, CAR_TYPES, EMIRATES, SERVICES } from '../enums';
import { CARS_PAGE_SIZE } from '../constants';
import { CATEGORY_SLUGS, resolveCategory } from '../catalogue/categories';
import { locationPlaceBySlug } from '../catalogue/locationPlaces';
import type { CarSearchParams } from '../schemas/carSearchParams';
import { mergeFilters, type CarFilter } from './carFilter';
import {
  isIsoDate,
  isTripTime,
  statedTripTime,
  tripDatesProblem,
  tripTimesProblem,
} from './tripDays';
import { uaeWallClock } from './uaeTime';

export type { CarSearchParams };

/**
 * The /cars `type` values: the spec's links send long-term, suv, sports, electric and driver;
 * the hero search sends its car-type filter in the same parameter, so every car type is a type.
 * (docs/product.md#car-listing-and-search)
 */
export const CAR_LISTING_TYPES = ['long-term', 'driver', ...CAR_TYPES, ALL] as const;
export type CarListingType = (typeof CAR_LISTING_TYPES)[number];

function listingTypeFilter(type: CarListingType): CarFilter {
  if (type === 'long-term') return { longTerm: true };
  if (type === 'driver') return { withDriver: true };
  if (type === ALL) return {};
  return { carTypes: [type] };
}

/** `total_asc`: the trip's total when dates are given (else the day price, as `price_asc`). */
export const CAR_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'total_asc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** Drop empty strings so `?brand=` means "no brand filter", as the site omits empty values. */
export function withoutEmptyParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/**
 * The filter the parameters mean. Precedence: category, then location, then type, then the
 * explicit filters.
 */
export function carFilterFromParams(params: CarSearchParams): CarFilter {
  const parts: CarFilter[] = [];
  if (params.category) parts.push(resolveCategory(params.category)?.filter ?? {});
  if (params.location) parts.push(locationPlaceBySlug(params.location)?.filter ?? {});
  if (params.type) parts.push(listingTypeFilter(params.type));
  if (params.carType === 'driver') parts.push({ withDriver: true });
  else if (params.carType && params.carType !== ALL) parts.push({ carTypes: [params.carType] });
  if (params.emirate && params.emirate !== ALL) parts.push({ emirate: params.emirate });
  if (params.service) parts.push({ service: params.service });
  if (params.brand && params.brand !== ALL) parts.push({ brand: params.brand });
  if (params.budget !== undefined) parts.push({ maxPricePerDay: params.budget });
  if (params.query) parts.push({ text: params.query });
  if (params.noDeposit) parts.push({ noDeposit: true });
  if (params.driverAge !== undefined) parts.push({ driverAge: params.driverAge });
  // Times change the days counted, never which days must be free (a block covers whole days).
  if (params.from && params.to) parts.push({ available: { from: params.from, to: params.to } });
  return mergeFilters(...parts);
}

/** The hero search's query string (spec: emirate, type, brand, budget, query; empty omitted). */
export function heroSearchQuery(input: {
  emirate?: string;
  carType?: string;
  brand?: string;
  budget?: string | number;
  query?: string;
  /** The trip's dates, written only as a pair. */
  from?: string;
  to?: string;
  /** The trip's times (`HH:mm`), written with the dates only and when not 10:00. */
  fromTime?: string;
  toTime?: string;
}): string {
  const params = new URLSearchParams();
  const add = (key: string, value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value).trim();
    // `all` is the filters' "any" choice: like an empty value, it is left out of the URL.
    if (text !== '' && text !== ALL) params.set(key, text);
  };
  add('emirate', input.emirate);
  add('type', input.carType);
  add('brand', input.brand);
  add('budget', input.budget);
  add('query', input.query);
  if (input.from && input.to) {
    add('from', input.from);
    add('to', input.to);
    add('fromTime', statedTripTime(input.fromTime));
    add('toTime', statedTripTime(input.toTime));
  }
  return params.toString();
}

type CarSearchParamKey = keyof CarSearchParams;

/** The parameters in the order URLs write them (the schema's order; a test keeps them equal). */
export const CAR_SEARCH_PARAM_KEYS = [
  'type',
  'carType',
  'emirate',
  'service',
  'category',
  'location',
  'brand',
  'budget',
  'query',
  'noDeposit',
  'driverAge',
  'from',
  'to',
  'fromTime',
  'toTime',
  'sort',
  'page',
  'pageSize',
] as const satisfies readonly CarSearchParamKey[];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    values.includes(raw as T) ? (raw as T) : undefined;

/** A whole number in [min, max], read as zod's `z.coerce.number().int()` reads it. */
const wholeNumber =
  (min: number, max: number) =>
  (raw: string): number | undefined => {
    const n = Number(raw);
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** Each parameter's reader: its value, or undefined when the schema would refuse it. */
const READERS: { [K in CarSearchParamKey]-?: (raw: string) => CarSearchParams[K] | undefined } = {
  type: oneOf(CAR_LISTING_TYPES),
  carType: oneOf([...CAR_TYPES, 'driver', ALL] as const),
  emirate: oneOf([...EMIRATES, ALL] as const),
  service: oneOf(SERVICES),
  category: (raw) => (CATEGORY_SLUGS.includes(raw) ? raw : undefined),
  location: (raw) => (locationPlaceBySlug(raw) !== undefined ? raw : undefined),
  brand: oneOf([...BRANDS, ALL] as const),
  budget: wholeNumber(1, 1_000_000),
  query: (raw) => {
    const text = raw.trim();
    return text.length <= 100 ? text : undefined;
  },
  noDeposit: (raw) =>
    raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined,
  driverAge: wholeNumber(18, 99),
  from: (raw) => (isIsoDate(raw.trim()) ? raw.trim() : undefined),
  to: (raw) => (isIsoDate(raw.trim()) ? raw.trim() : undefined),
  // 10:00 is the default and never written: a URL with it reads as the one without.
  fromTime: (raw) => (isTripTime(raw.trim()) ? statedTripTime(raw.trim()) : undefined),
  toTime: (raw) => (isTripTime(raw.trim()) ? statedTripTime(raw.trim()) : undefined),
  sort: oneOf(CAR_SORTS),
  page: wholeNumber(1, 10_000),
  pageSize: (raw) => {
    const n = wholeNumber(1, Number.MAX_SAFE_INTEGER)(raw);
    return n === undefined ? undefined : Math.min(n, CARS_PAGE_SIZE.max);
  },
};

/**
 * The parameters of a /cars URL as the site reads them: each one on its own, so one bad value
 * (an old link, a typo) drops that parameter instead of the whole search. Empty values and
 * unknown names are left out. Accepts exactly what `carSearchParamsSchema` accepts.
 */
export function parseCarSearchParams(search: URLSearchParams): CarSearchParams {
  const params: Record<string, unknown> = {};
  for (const key of CAR_SEARCH_PARAM_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const value = READERS[key](raw);
    if (value !== undefined && value !== '') params[key] = value;
  }
  // Dates only as a trip the API accepts (both, not past, in order): an old link still searches.
  // Times only with such dates; times the API would refuse (a same-day return before the
  // pick-up) are dropped, the dates kept.
  const trip = params as { from?: string; to?: string; fromTime?: string; toTime?: string };
  const { from, to } = trip;
  if (!from || !to || tripDatesProblem(from, to, uaeWallClock(new Date()).slice(0, 10))) {
    delete params.from;
    delete params.to;
    delete params.fromTime;
    delete params.toTime;
  } else if (tripTimesProblem({ from, to, fromTime: trip.fromTime, toTime: trip.toTime })) {
    delete params.fromTime;
    delete params.toTime;
  }
  return params as CarSearchParams;
}

/**
 * The query string of a search (no leading `?`), the parameters always in one order so equal
 * searches have equal URLs (and equal query keys). Booleans are written `true` and only when set.
 */
export function carSearchQuery(params: CarSearchParams): string {
  const search = new URLSearchParams();
  for (const key of CAR_SEARCH_PARAM_KEYS) {
    const value = params[key];
    if (value === undefined || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  return search.toString();
}

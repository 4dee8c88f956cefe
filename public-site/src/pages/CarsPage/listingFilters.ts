/**
 * The listing's filters as the renter sees them, over the URL's parameters (core's
 * `carSearchParamsSchema`). Car type and rental type share the parameters `type` and `carType`:
 * a car type alone travels in `type` as the hero and the footer send it (`/cars?type=suv`); with
 * a rental type (long-term or with driver) that one takes `type` and the car type `carType`.
 */
import { ALL, CAR_TYPES, type CarType } from '@core/enums';
import {
  carSearchQuery,
  parseCarSearchParams,
  type CarSearchParams,
} from '@core/rules/carSearchParams';
import { withoutAllValues } from '../../api/carSearch';

/** The URL's search, read leniently: a bad or `all` value is no filter. */
export function listingParams(search: URLSearchParams): CarSearchParams {
  return withoutAllValues(parseCarSearchParams(search));
}

export const RENTAL_TYPES = ['long-term', 'driver'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

const isCarType = (value: string | undefined): value is CarType =>
  CAR_TYPES.includes(value as CarType);

export function carTypeOf(params: CarSearchParams): CarType | undefined {
  if (isCarType(params.type)) return params.type;
  return isCarType(params.carType) ? params.carType : undefined;
}

export function rentalOf(params: CarSearchParams): RentalType | undefined {
  if (params.type === 'long-term' || params.type === 'driver') return params.type;
  return params.carType === 'driver' ? 'driver' : undefined;
}

/** The parameters with this car type and rental type, written the one way described above. */
export function withTypes(
  params: CarSearchParams,
  carType: CarType | undefined,
  rental: RentalType | undefined,
): CarSearchParams {
  const { type: _type, carType: _carType, ...rest } = params;
  if (rental) return { ...rest, type: rental, ...(carType ? { carType } : {}) };
  return carType ? { ...rest, type: carType } : rest;
}

/** The filters a renter can set and remove one by one (chips, the badge count). */
export const FILTER_KEYS = [
  'query',
  'emirate',
  'location',
  'carType',
  'rental',
  'brand',
  'budget',
  'service',
  'noDeposit',
  'driverAge',
  'category',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export function isFilterSet(params: CarSearchParams, key: FilterKey): boolean {
  if (key === 'carType') return carTypeOf(params) !== undefined;
  if (key === 'rental') return rentalOf(params) !== undefined;
  const value = params[key];
  return value !== undefined && value !== false && value !== '';
}

export function activeFilterKeys(params: CarSearchParams): FilterKey[] {
  return FILTER_KEYS.filter((key) => isFilterSet(params, key));
}

export function withoutFilter(params: CarSearchParams, key: FilterKey): CarSearchParams {
  if (key === 'carType') return withTypes(params, undefined, rentalOf(params));
  if (key === 'rental') return withTypes(params, carTypeOf(params), undefined);
  const { [key]: _removed, ...rest } = params;
  return rest;
}

/** Every filter off; the order of the results stays. */
export function withoutFilters(params: CarSearchParams): CarSearchParams {
  return params.sort ? { sort: params.sort } : {};
}

/** A changed search starts at its first page. */
export function firstPage(params: CarSearchParams): CarSearchParams {
  const { page: _page, ...rest } = params;
  return rest;
}

export function listingHref(params: CarSearchParams): string {
  const query = carSearchQuery(params);
  return query ? `/cars?${query}` : '/cars';
}

/** The canonical listing URL: what the results are, not how they are ordered; no page=1. */
export function canonicalListingPath(params: CarSearchParams): string {
  const { sort: _sort, pageSize: _pageSize, ...meaningful } = params;
  return listingHref(meaningful.page === 1 ? firstPage(meaningful) : meaningful);
}

/** A value's label, none for `all` or no value (the URL may still carry `all`). */
export function labelOf<K extends string>(
  labels: Record<K, string>,
  value: K | typeof ALL | undefined,
): string | undefined {
  return value === undefined || value === ALL ? undefined : labels[value];
}

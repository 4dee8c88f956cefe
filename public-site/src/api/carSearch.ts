/**
 * The car search (GET /api/cars) as query options and hooks. The key is the URL path with its
 * query string, written by core's `carSearchQuery` so equal searches share one cache entry; the
 * generic query function fetches it. The same builders are listed in the routes' `handle.queries`
 * so a server can load a page's cars before rendering it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CARS_MAX_OFFSET, CARS_PAGE_SIZE } from '@core/constants';
import { ALL } from '@core/enums';
import {
  carSearchQuery,
  parseCarSearchParams,
  withoutEmptyParams,
  type CarSearchParams,
} from '@core/rules/carSearchParams';
import type { CarSearchResult } from '@core/schemas/carSearch';
import { keptAnswerQuery, withListedCars, type ListedCar } from './keptAnswer';

export function carSearchPath(params: CarSearchParams): string {
  const query = carSearchQuery(params);
  return query ? `/api/cars?${query}` : '/api/cars';
}

/** A page of results as the site keeps it: its cars as cards (keptAnswer.ts). */
export type CarSearchPage = Omit<CarSearchResult, 'items'> & { items: ListedCar[] };

export function carSearchOptions(params: CarSearchParams) {
  return keptAnswerQuery<CarSearchResult, CarSearchPage>(carSearchPath(params), withListedCars);
}

/**
 * A page past the API's deepest result (`?page=999`): the API refuses it (400), so it is never
 * asked for; the results say the page is past the end and offer the last one.
 */
export function isPastDeepestPage(params: CarSearchParams): boolean {
  const pageSize = params.pageSize ?? CARS_PAGE_SIZE.default;
  return ((params.page ?? 1) - 1) * pageSize >= CARS_MAX_OFFSET;
}

/** The same search's first page (its total says where the last page is). */
export const firstPageOf = (params: CarSearchParams): CarSearchParams => ({
  ...params,
  page: undefined,
});

/** What a server loads for a page of results: that page, or the first when it is too deep. */
export const resultsPageOptions = (params: CarSearchParams) =>
  carSearchOptions(isPastDeepestPage(params) ? firstPageOf(params) : params);

/** One page of results; while the next search loads, the previous answer stays on screen. */
export function useCarSearch(params: CarSearchParams) {
  return useQuery({
    ...carSearchOptions(params),
    placeholderData: keepPreviousData,
    enabled: !isPastDeepestPage(params),
  });
}

/** `all` is the filters' "any" choice: the site reads it as no restriction and never writes it. */
export function withoutAllValues(params: CarSearchParams): CarSearchParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== ALL),
  ) as CarSearchParams;
}

/** The page number of a landing page's URL (`?page=N`, 1 when absent or not a page number). */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /cars/with-driver: core's WITH_DRIVER_FILTER, as the listing's `type=driver` (a test holds them equal). */
export const WITH_DRIVER_PARAMS: CarSearchParams = { type: 'driver' };

/**
 * A landing page's cars: its filter's parameters, the trip of its URL (dates, and times when not
 * 10:00: only free cars, with their trip totals) and its page (page 1 left out). Nothing else of
 * the URL changes what a landing page shows.
 */
export function landingSearchParams(
  filterParams: CarSearchParams,
  search: URLSearchParams,
): CarSearchParams {
  const page = pageFromSearch(search);
  return { ...filterParams, ...tripOfSearch(search), ...(page > 1 ? { page } : {}) };
}

/** The trip a URL names, as the listing reads it (both dates, not past, in order; else none). */
export function tripOfSearch(search: URLSearchParams): CarSearchParams {
  const { from, to, fromTime, toTime } = parseCarSearchParams(search);
  return withoutEmptyParams({ from, to, fromTime, toTime }) as CarSearchParams;
}

/** A landing page's query as its URL writes it: the trip, then `page=N` (nothing on page 1 without dates). */
export function landingQuery(search: URLSearchParams): string {
  const page = pageFromSearch(search);
  return carSearchQuery({ ...tripOfSearch(search), ...(page > 1 ? { page } : {}) });
}

/** The cheapest car of a search: "from AED x a day" on a landing page without a stated price. */
export function cheapestCarOptions(filterParams: CarSearchParams) {
  return carSearchOptions({ ...filterParams, sort: 'price_asc', pageSize: 1 });
}

/** Nothing is fetched without a search (an unknown landing slug). */
export function useCheapestCar(filterParams: CarSearchParams | undefined) {
  return useQuery({
    ...cheapestCarOptions(filterParams ?? {}),
    enabled: filterParams !== undefined,
  });
}

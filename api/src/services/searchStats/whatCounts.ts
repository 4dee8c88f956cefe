/**
 * Which /api/cars answers are a renter's search, and the key a search that found nothing is
 * grouped by (docs/console.md#admin-overview).
 *
 * A search is the first page of results: the listing asks again for page 2, 3… of the same
 * search, and those are not new searches. A one-car page (`pageSize=1`) is a landing page's
 * "from AED x a day" probe, not a search either. Carousels and similar cars come from other
 * routes (/api/cars/featured, /api/cars/:id) and are never counted.
 */
import type { CarSearchParams } from '@core/schemas/carSearchParams';
import { ALL } from '@core/enums';

export function isSearch(params: CarSearchParams): boolean {
  return (params.page ?? 1) === 1 && params.pageSize !== 1;
}

/** Parameters that say how results are shown or when, not what is wanted. */
const NOT_DEMAND = new Set([
  'query',
  'sort',
  'page',
  'pageSize',
  'from',
  'to',
  'fromTime',
  'toTime',
]);

/**
 * The text as typed, normalised: same letters (NFKC, lower case), single spaces, at most 100
 * characters. "  BMW   X5 " and "bmw x5" are one search.
 */
export function normaliseSearchText(text: string | undefined): string {
  return (text ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * The filters as a canonical query string: keys in order, "any" choices and empty values left
 * out, dates left out (a trip's dates make nearly every search unique; what is wanted is the
 * car). `{ emirate: 'dubai', brand: 'bmw' }` → `brand=bmw&emirate=dubai`.
 */
export function canonicalFilters(params: CarSearchParams): string {
  return Object.entries(params)
    .filter(([key, value]) => !NOT_DEMAND.has(key) && value !== undefined && value !== ALL)
    .map(([key, value]) => [key, String(value)] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
    .slice(0, 500);
}

import { CARS_MAX_OFFSET } from '@core/constants';

/** The last page a search can show: the results, bounded by the API's deepest offset. */
export function lastPageOf(total: number, pageSize: number): number {
  const pages = Math.ceil(total / pageSize);
  return Math.max(1, Math.min(pages, Math.ceil(CARS_MAX_OFFSET / pageSize)));
}

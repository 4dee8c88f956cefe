import type { SortingState } from '@tanstack/react-table';
import type { VendorCarSort } from '@core/schemas/car';

/** The listings table's sortable columns and the API's sort for each direction. */
const SORTS: Record<string, { asc: VendorCarSort; desc: VendorCarSort }> = {
  title: { asc: 'title', desc: 'title_desc' },
  pricePerDay: { asc: 'price_asc', desc: 'price_desc' },
  createdAt: { asc: 'oldest', desc: 'newest' },
};

/** The table's sort state → `sort` of GET /api/vendor/cars (none → the API's default, newest). */
export function carSortParam(sorting: SortingState): VendorCarSort | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  return SORTS[first.id]?.[first.desc ? 'desc' : 'asc'];
}

/** `sort` → the table's state, so the column shows its arrow. */
export function carSortingState(sort: VendorCarSort | undefined): SortingState {
  for (const [id, directions] of Object.entries(SORTS)) {
    if (directions.asc === sort) return [{ id, desc: false }];
    if (directions.desc === sort) return [{ id, desc: true }];
  }
  return [{ id: 'createdAt', desc: true }];
}

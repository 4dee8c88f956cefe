import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Patch = Record<string, string | number | undefined | null>;

/** What a list screen's query gives: a page of rows and the list's total. */
interface PageQuery<Row> {
  data?: { items: readonly Row[]; total: number } | undefined;
  isFetching: boolean;
  error: unknown;
}

/**
 * A list's filters, sort and page live in the address, so a reload or a shared link shows the
 * same list. Changing a filter goes back to page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Patch, { keepPage = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!keepPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const get = (name: string) => params.get(name) ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || 20;
  /** DataTable's server paging for a list of `total` rows. */
  const paging = (total: number | undefined) => ({
    page,
    pageSize,
    total: total ?? 0,
    onChange: (nextPage: number, nextSize: number) =>
      update({ page: nextPage, pageSize: nextSize }, { keepPage: true }),
  });
  /** DataTable's rows, loading, error and paging from a page of a list (`{ items, total }`). */
  const list = <Row>(query: PageQuery<Row>) => ({
    data: query.data?.items ?? [],
    loading: query.isFetching,
    error: query.error,
    paging: paging(query.data?.total),
  });
  return { get, update, page, pageSize, paging, list };
}

/** The value if it is one of `options`, else undefined (a hand-edited address stays harmless). */
export function oneOf<T extends string>(options: readonly T[], value: string | undefined) {
  return options.includes(value as T) ? (value as T) : undefined;
}

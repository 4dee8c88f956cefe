/**
 * How a page says which data it needs, so a server can load it before rendering (the
 * server-rendering issue) and the browser can start it early. A route's `handle.queries` lists
 * the TanStack Query options its page will use with `useQuery`; the page calls the same option
 * builders, so the keys match and prefetched data is used as is.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

export interface PageQueryContext {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** The page's language (its path's first segment): the blog's data depends on it. */
  language: string;
}

// Options of any data type: the server only needs the key and the function.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueryOptions = UseQueryOptions<any, Error, any, QueryKey>;

export type PageQueries = (context: PageQueryContext) => AnyQueryOptions[];

export interface RouteHandle {
  queries?: PageQueries;
  /** True when the URL names nothing (e.g. an unknown landing slug): the server answers 404. */
  isNotFound?: (context: PageQueryContext) => boolean;
  /**
   * The query string the page reads from its URL, written one way (no leading `?`; '' for none).
   * The server renders and caches the page for its path plus this query only, so tracking
   * parameters (utm_*, gclid…) and anything else the page ignores cost no render and no cache
   * entry. A page that reads its URL's query must say so here, or the server renders it without.
   */
  search?: (searchParams: URLSearchParams) => string;
}

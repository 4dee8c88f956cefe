import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../api/pageQueries';

/**
 * The URL a request's page is rendered and cached for: its path and only the query its route
 * reads (`handle.search`), written one way. `/?utm_source=x` is `/`; `/cars?utm_source=x&type=suv`
 * is `/cars?type=suv`; `/cars?type=all` is `/cars` (the listing reads `all` as no filter). The
 * HTML depends on nothing else, so one render serves every such URL and the browser hydrates it
 * at its own URL without a difference.
 */
export function pageUrl(routes: RouteObject[], url: string): string {
  // Any base will do: only the path and query are read.
  const parsed = new URL(url, 'http://page.invalid');
  const matches = matchRoutes(routes, parsed.pathname) ?? [];
  const search = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.search)
    .findLast((read) => read !== undefined)?.(parsed.searchParams);
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}
